/**
 * Primary navigation and the mega-menu panels behind its dropdown items (SPEC.md sections 2.2 and
 * 2.3). Every regional difference is a row in a table here.
 */
import type { Region } from '../regions';
import {
  BUDGETS,
  type Budget,
  CARPET_SUBTYPES,
  COLOUR_SHORTCUTS,
  type ColourFamily,
  HARD_FLOORING_SUBTYPES,
  type ProductType,
  productListPath,
  type SubType,
  subTypeLabel,
} from './filters';
import {
  type LinkContext,
  type LinkDefinition,
  type NavLink,
  resolveLink,
  resolveLinks,
  siteHref,
} from './links';

/** The mega-menu panel a dropdown item opens. */
export type MenuPanelId =
  | 'carpet'
  | 'hardFlooring'
  | 'inspiration'
  | 'sustainability'
  | 'support'
  | 'cleaningCare';

export interface PrimaryNavItem {
  label: string;
  path: string;
  regions: readonly Region[];
  /** The panel of an item with a dropdown; null for a plain link. */
  panel: MenuPanelId | null;
}

/** The primary navigation table of SPEC.md section 2.2, in order. */
export const PRIMARY_NAVIGATION: readonly PrimaryNavItem[] = [
  {
    label: 'Carpet',
    path: productListPath({ type: 'CPT' }),
    regions: ['au', 'nz'],
    panel: 'carpet',
  },
  { label: 'Discover', path: productListPath({ type: 'CPT' }), regions: ['na'], panel: 'carpet' },
  {
    label: 'Hard Flooring',
    path: productListPath({ type: 'HF' }),
    regions: ['au', 'nz'],
    panel: 'hardFlooring',
  },
  { label: 'Inspiration', path: '/inspiration', regions: ['au', 'nz'], panel: 'inspiration' },
  {
    label: 'Sustainability',
    path: '/sustainability',
    regions: ['au', 'nz'],
    panel: 'sustainability',
  },
  { label: 'Shop', path: '/find-stores', regions: ['na'], panel: null },
  { label: 'Plan & Install', path: '/news/installation-standards', regions: ['na'], panel: null },
  {
    label: 'Cleaning & Care',
    path: '/news/carpet-care-na',
    regions: ['na'],
    panel: 'cleaningCare',
  },
  { label: 'Support', path: '/support', regions: ['au', 'nz'], panel: 'support' },
  { label: 'Stores', path: '/find-stores', regions: ['au', 'nz'], panel: null },
];

export interface PrimaryNavLink {
  label: string;
  /** null for an item with a dropdown: it opens its panel and has no link of its own. */
  href: string | null;
  panel: MenuPanelId | null;
}

/** The region's primary navigation, with the link rule of SPEC.md section 2.2 applied. */
export function primaryNavigation(context: LinkContext): PrimaryNavLink[] {
  return PRIMARY_NAVIGATION.filter((item) => item.regions.includes(context.region)).map((item) => ({
    label: item.label,
    href: item.panel ? null : siteHref(item.path, context),
    panel: item.panel,
  }));
}

/** A home page entry tile into a product range. */
export interface EntryTile {
  label: string;
  href: string;
  /** The range it opens. */
  type: ProductType;
}

/**
 * The home page's ways into the ranges (issue 11): a tile for each product-range item of the
 * region's primary navigation, with that item's label and list path: Carpet and Hard Flooring in
 * au and nz, Discover in na.
 */
export function homeEntryTiles(context: LinkContext): EntryTile[] {
  const ranges: Partial<Record<MenuPanelId, ProductType>> = { carpet: 'CPT', hardFlooring: 'HF' };
  return PRIMARY_NAVIGATION.flatMap((item) => {
    const type = item.panel ? ranges[item.panel] : undefined;
    if (!type || !item.regions.includes(context.region)) return [];
    return [{ label: item.label, href: siteHref(item.path, context), type }];
  });
}

export interface MenuLink extends NavLink {
  /** Colour families of a colour shortcut, for its swatch. */
  colours?: readonly ColourFamily[];
  /** Price-level sign of a budget link ($, $$, $$$). */
  symbol?: string;
}

export interface MenuSection {
  id: string;
  title: string;
  links: MenuLink[];
}

export interface MegaMenu {
  panel: MenuPanelId;
  title: string;
  sections: MenuSection[];
  /** The panel's overall destination ('View all carpet'), when it has one. */
  viewAll: NavLink | null;
}

/**
 * Learn More links of the product panels. SPEC.md section 2.3 says only that they are
 * region-specific; they point at the site's own guides and grouped highlights (section 2.1), with
 * the Australian Made feature for au and the na care and install guides for na.
 */
export const LEARN_MORE_LINKS: Readonly<
  Record<ProductType, Readonly<Record<Region, readonly LinkDefinition[]>>>
> = {
  CPT: {
    au: [
      { label: 'Carpet Styles', href: '/grouped-highlights/cpt-styles' },
      { label: 'Carpet Warranties', href: '/grouped-highlights/gh-cpt-warranties' },
      { label: 'Australian Made', href: '/features/australian-made' },
      { label: 'Red List Free', href: '/features/red-list-free' },
    ],
    nz: [
      { label: 'Carpet Styles', href: '/grouped-highlights/cpt-styles' },
      { label: 'Carpet Warranties', href: '/grouped-highlights/gh-cpt-warranties' },
      { label: 'Red List Free', href: '/features/red-list-free' },
    ],
    na: [
      { label: 'Carpet Styles', href: '/grouped-highlights/cpt-styles' },
      { label: 'Carpet Warranty', href: '/grouped-highlights/gh-cpt-warranties' },
      { label: 'Plan & Install', href: '/news/installation-standards' },
      { label: 'Carpet Care', href: '/news/carpet-care-na' },
    ],
  },
  HF: {
    au: [
      { label: 'Hard Flooring Warranties', href: '/grouped-highlights/hf-warranties' },
      { label: 'Accessories', href: '/grouped-highlights/accs' },
      { label: 'Installation Standards', href: '/news/installation-standards' },
    ],
    nz: [
      { label: 'Hard Flooring Warranties', href: '/grouped-highlights/hf-warranties' },
      { label: 'Accessories', href: '/grouped-highlights/accs' },
      { label: 'Installation Standards', href: '/news/installation-standards' },
    ],
    na: [],
  },
};

/** Help links of the Support panel (au, nz) and of the Cleaning & Care panel (na). */
export const HELP_LINKS: Readonly<Record<Region, readonly LinkDefinition[]>> = {
  au: [
    { label: 'Support & FAQs', href: '/support' },
    { label: 'Register Warranty', href: '/warranty' },
    { label: 'Carpet Warranties', href: '/grouped-highlights/gh-cpt-warranties' },
    { label: 'Hard Flooring Warranties', href: '/grouped-highlights/hf-warranties' },
    { label: 'Find a Store', href: '/find-stores' },
  ],
  // Warranty registration is an au service (it is in the au footer only, SPEC.md section 2.6).
  nz: [
    { label: 'Support & FAQs', href: '/support' },
    { label: 'Carpet Warranties', href: '/grouped-highlights/gh-cpt-warranties' },
    { label: 'Hard Flooring Warranties', href: '/grouped-highlights/hf-warranties' },
    { label: 'Find a Store', href: '/find-stores' },
  ],
  na: [
    { label: 'Support', href: '/support' },
    { label: 'Carpet Warranty', href: '/grouped-highlights/gh-cpt-warranties' },
    { label: 'Find a Store', href: '/find-stores' },
  ],
};

/** Cleaning and care links; na has its own care guide (/news/carpet-care-na). */
export const CARE_LINKS: Readonly<Record<Region, readonly LinkDefinition[]>> = {
  au: [
    { label: 'Installation Standards', href: '/news/installation-standards' },
    { label: 'Accessories & Underlay', href: '/grouped-highlights/accs' },
    { label: 'Care Guides & News', href: '/news' },
  ],
  nz: [
    { label: 'Installation Standards', href: '/news/installation-standards' },
    { label: 'Accessories & Underlay', href: '/grouped-highlights/accs' },
    { label: 'Care Guides & News', href: '/news' },
  ],
  na: [
    { label: 'Carpet Care', href: '/news/carpet-care-na' },
    { label: 'Installation Standards', href: '/news/installation-standards' },
    { label: 'Care Guides & News', href: '/news' },
  ],
};

export const SUSTAINABILITY_LINKS: readonly LinkDefinition[] = [
  { label: 'Our Approach', href: '/sustainability' },
  { label: 'Our Work Force', href: '/sustainability/people/work-force' },
  { label: 'Design Principles', href: '/sustainability/performance/design-principles' },
  { label: 'Locally Made', href: '/sustainability/planet/locally-made' },
  { label: 'Red List Free', href: '/features/red-list-free' },
];

const PRODUCT_MENU_TITLES: Readonly<
  Record<ProductType, { title: string; subTypes: string; viewAll: string }>
> = {
  CPT: { title: 'Carpet', subTypes: 'Shop by Fibre', viewAll: 'View all carpet' },
  HF: { title: 'Hard Flooring', subTypes: 'Shop by Type', viewAll: 'View all hard flooring' },
};

/** The name of a range: 'Carpet', 'Hard Flooring'. */
export function productTypeTitle(type: ProductType): string {
  return PRODUCT_MENU_TITLES[type].title;
}

const SUBTYPES_BY_TYPE: Readonly<
  Record<ProductType, Readonly<Record<Region, readonly SubType[]>>>
> = {
  CPT: CARPET_SUBTYPES,
  HF: HARD_FLOORING_SUBTYPES,
};

function productMenu(panel: MenuPanelId, type: ProductType, context: LinkContext): MegaMenu {
  const { region } = context;
  const href = (query: { colour?: readonly string[]; subType?: string; budget?: Budget }) =>
    siteHref(productListPath({ type, ...query }), context);
  const sections: MenuSection[] = [
    {
      id: 'colours',
      title: 'Shop by Colour',
      links: COLOUR_SHORTCUTS[type].map((shortcut) => ({
        label: shortcut.label,
        href: href({ colour: shortcut.colours }),
        external: false,
        colours: shortcut.colours,
      })),
    },
    {
      id: 'subTypes',
      title: PRODUCT_MENU_TITLES[type].subTypes,
      links: SUBTYPES_BY_TYPE[type][region].map((subType) => ({
        label: subTypeLabel(subType),
        href: href({ subType }),
        external: false,
      })),
    },
    {
      id: 'budgets',
      title: 'Shop by Budget',
      links: BUDGETS.map((budget) => ({
        label: budget.label,
        href: href({ budget: budget.value }),
        external: false,
        symbol: budget.symbol,
      })),
    },
    {
      id: 'learnMore',
      title: 'Learn More',
      links: resolveLinks(LEARN_MORE_LINKS[type][region], context),
    },
  ];
  return {
    panel,
    title: PRODUCT_MENU_TITLES[type].title,
    sections: sections.filter((section) => section.links.length > 0),
    viewAll: { label: PRODUCT_MENU_TITLES[type].viewAll, href: href({}), external: false },
  };
}

function linksMenu(
  panel: MenuPanelId,
  title: string,
  sections: readonly { id: string; title: string; links: readonly LinkDefinition[] }[],
  context: LinkContext,
  viewAll: LinkDefinition | null,
): MegaMenu {
  return {
    panel,
    title,
    sections: sections
      .map((section) => ({ ...section, links: resolveLinks(section.links, context) }))
      .filter((section) => section.links.length > 0),
    viewAll: viewAll ? resolveLink(viewAll, context) : null,
  };
}

/** The panel behind a dropdown item, except Inspiration, which needs content (see inspirationMenu). */
export function megaMenuFor(
  panel: Exclude<MenuPanelId, 'inspiration'>,
  context: LinkContext,
): MegaMenu {
  const { region } = context;
  switch (panel) {
    case 'carpet':
      return productMenu(panel, 'CPT', context);
    case 'hardFlooring':
      return productMenu(panel, 'HF', context);
    case 'sustainability':
      return linksMenu(
        panel,
        'Sustainability',
        [{ id: 'sustainability', title: 'Sustainability', links: SUSTAINABILITY_LINKS }],
        context,
        { label: 'Sustainability', href: '/sustainability' },
      );
    case 'support':
      return linksMenu(
        panel,
        'Support',
        [
          { id: 'support', title: 'Support', links: HELP_LINKS[region] },
          { id: 'care', title: 'Cleaning & Care', links: CARE_LINKS[region] },
        ],
        context,
        { label: 'Support', href: '/support' },
      );
    case 'cleaningCare':
      return linksMenu(
        panel,
        'Cleaning & Care',
        [
          { id: 'care', title: 'Cleaning & Care', links: CARE_LINKS[region] },
          { id: 'support', title: 'Support', links: HELP_LINKS[region] },
        ],
        context,
        { label: 'Carpet Care', href: '/news/carpet-care-na' },
      );
  }
}

/** A trend report or design partner as the inspiration menu receives it. */
export interface InspirationEntry {
  title: string;
  slug: string;
}

/** How many trend reports and design partners each region's inspiration menu shows. */
export const INSPIRATION_MENU_LIMITS: Readonly<
  Record<Region, { trendReports: number; designPartners: number }>
> = {
  au: { trendReports: 2, designPartners: 4 },
  nz: { trendReports: 2, designPartners: 0 },
  na: { trendReports: 2, designPartners: 0 },
};

export const INSPIRATION_ROOMS: readonly LinkDefinition[] = [
  { label: 'Bedroom', href: '/inspiration/rooms/bedroom' },
  { label: 'Living Room', href: '/inspiration/rooms/living-room' },
  { label: 'Kitchen', href: '/inspiration/rooms/kitchen' },
  { label: 'Dining Room', href: '/inspiration/rooms/dining-room' },
  { label: 'Study', href: '/inspiration/rooms/study' },
  { label: 'Entry', href: '/inspiration/rooms/entry' },
];

export interface InspirationMenu<T extends InspirationEntry, P extends InspirationEntry>
  extends MegaMenu {
  /** The first two trend reports, as given (cards render their palettes). */
  trendReports: T[];
  /** The first four design partners in au; none elsewhere. */
  designPartners: P[];
}

/**
 * The inspiration menu (SPEC.md sections 2.3 and 9): the first two of the trend reports it is
 * given and, for au only, the first four design partners, plus rooms and projects.
 */
export function inspirationMenu<T extends InspirationEntry, P extends InspirationEntry>(
  context: LinkContext,
  content: { trendReports: readonly T[]; designPartners: readonly P[] },
): InspirationMenu<T, P> {
  const limits = INSPIRATION_MENU_LIMITS[context.region];
  const trendReports = content.trendReports.slice(0, limits.trendReports);
  const designPartners = content.designPartners.slice(0, limits.designPartners);
  const menu = linksMenu(
    'inspiration',
    'Inspiration',
    [
      {
        id: 'trendReports',
        title: 'Trend Reports',
        links: trendReports.map((report) => ({
          label: report.title,
          href: `/inspiration/trend-reports/${report.slug}`,
        })),
      },
      {
        id: 'designPartners',
        title: 'Design Partners',
        links: designPartners.map((partner) => ({
          label: partner.title,
          href: `/inspiration/design-partners/${partner.slug}`,
        })),
      },
      { id: 'rooms', title: 'Rooms', links: INSPIRATION_ROOMS },
      {
        id: 'more',
        title: 'More Inspiration',
        links: [
          { label: 'Trend Reports', href: '/inspiration/trend-reports' },
          ...(limits.designPartners > 0
            ? [{ label: 'Design Partners', href: '/inspiration/design-partners' }]
            : []),
          { label: 'Projects', href: '/inspiration/projects' },
        ],
      },
    ],
    context,
    { label: 'Inspiration', href: '/inspiration' },
  );
  return { ...menu, trendReports, designPartners };
}

/** Image sizes of the inspiration menu in CSS pixels (SPEC.md section 9). */
export const MENU_IMAGE_SIZES = {
  designPartner: { width: 130, height: 130 },
  trendBanner: { width: 320, height: 140 },
  feature: { width: 300 },
} as const;
