/**
 * The footer per region (SPEC.md section 2.6): columns, tertiary links, social links, copyright,
 * and the footer brands and land acknowledgement shown only for au.
 */
import type { Region } from '../regions';
import { type LinkContext, type LinkDefinition, type NavLink, resolveLinks } from './links';
import {
  EXTERNAL_ORIGINS,
  REGION_CHROME,
  type SisterSiteId,
  type SocialLink,
  sisterBrandSites,
  sisterSite,
  socialLinksFor,
} from './sites';

export interface FooterColumnDefinition {
  title: string;
  links: readonly LinkDefinition[];
}

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

function sisterSiteLink(region: Region, id: SisterSiteId, label?: string): LinkDefinition {
  const site = sisterSite(region, id);
  if (!site) throw new Error(`No ${id} site is listed for ${region}`);
  return { label: label ?? site.label, href: site.href, external: true };
}

/**
 * Footer columns per region, with the items SPEC.md section 2.6 lists. There is no contact route in
 * section 2.1, so Contact Us opens the support page, which carries each region's contact details;
 * the au care guides are the guides and news list (the only care article is na's).
 */
export const FOOTER_COLUMNS: Readonly<Record<Region, readonly FooterColumnDefinition[]>> = {
  au: [
    {
      title: 'About',
      links: [
        { label: 'About Us', href: '/about-us' },
        { label: 'News', href: '/news' },
        { label: 'Contact Us', href: '/support' },
        { label: 'Careers', href: EXTERNAL_ORIGINS.careers, external: true },
      ],
    },
    {
      title: 'Shop',
      links: [
        { label: 'Find a Store', href: '/find-stores' },
        { label: 'Australian Made', href: '/features/australian-made' },
      ],
    },
    {
      title: 'Support',
      links: [
        { label: 'Register Warranty', href: '/warranty' },
        { label: 'Installation Guides', href: '/news/installation-standards' },
        { label: 'Care Guides', href: '/news' },
        sisterSiteLink('au', 'RETAILER_LOGIN'),
      ],
    },
  ],
  nz: [
    {
      title: 'About',
      links: [
        { label: 'About Us', href: '/about-us' },
        { label: 'Contact Us', href: '/support' },
        { label: 'Find a Store', href: '/find-stores' },
      ],
    },
    {
      title: 'Support',
      links: [{ label: 'Installation Guides', href: '/news/installation-standards' }],
    },
    {
      title: 'Our Sites',
      links: [
        sisterSiteLink('nz', 'GHC', 'Commercial'),
        sisterSiteLink('nz', 'RETAILER_LOGIN'),
        sisterSiteLink('nz', 'TFF'),
      ],
    },
  ],
  na: [
    {
      title: 'Help',
      links: [
        { label: 'Contact Us', href: '/support' },
        { label: 'Find a Store', href: '/find-stores' },
      ],
    },
    {
      title: 'Policies',
      links: [
        { label: 'Accessibility', href: '/accessibility' },
        { label: 'Privacy', href: '/privacy' },
        { label: 'Terms', href: '/terms' },
      ],
    },
  ],
};

/**
 * The small links under the columns. na's columns already hold accessibility, privacy and terms,
 * so its tertiary row keeps only the legal page.
 */
export const TERTIARY_LINKS: Readonly<Record<Region, readonly LinkDefinition[]>> = {
  au: [
    { label: 'Terms', href: '/terms' },
    { label: 'Privacy', href: '/privacy' },
    { label: 'Accessibility', href: '/accessibility' },
    { label: 'Legal', href: '/legal' },
  ],
  nz: [
    { label: 'Terms', href: '/terms' },
    { label: 'Privacy', href: '/privacy' },
    { label: 'Accessibility', href: '/accessibility' },
    { label: 'Legal', href: '/legal' },
  ],
  na: [{ label: 'Legal', href: '/legal' }],
};

/** Copyright holder per region; the legal entities are not given, so the brand and region name. */
export const COPYRIGHT_HOLDERS: Readonly<Record<Region, string>> = {
  au: 'GH Flooring Australia',
  nz: 'GH Flooring New Zealand',
  na: 'GH Flooring North America',
};

export function copyrightFor(region: Region, now: Date = new Date()): string {
  return `© ${now.getFullYear()} ${COPYRIGHT_HOLDERS[region]}. All rights reserved.`;
}

/** The brands of the au footer, in logo order: this site's brand first, then its sister brands. */
export interface FooterBrand {
  code: 'GHRES' | SisterSiteId;
  label: string;
  /** null for this site's own brand. */
  href: string | null;
}

export function footerBrandsFor(region: Region): FooterBrand[] | null {
  if (!REGION_CHROME[region].footerBrands) return null;
  return [
    { code: 'GHRES', label: 'GH Residential', href: null },
    ...sisterBrandSites(region).map((site) => ({
      code: site.id,
      label: site.label,
      href: site.href,
    })),
  ];
}

export const LAND_ACKNOWLEDGEMENT =
  'We acknowledge the Traditional Custodians of Country throughout Australia and their continuing ' +
  'connection to land, sea and community. We pay our respects to their Elders past and present, ' +
  'and extend that respect to all Aboriginal and Torres Strait Islander peoples today.';

export function landAcknowledgementFor(region: Region): string | null {
  return REGION_CHROME[region].landAcknowledgement ? LAND_ACKNOWLEDGEMENT : null;
}

export interface Footer {
  columns: FooterColumn[];
  tertiary: NavLink[];
  social: SocialLink[];
  copyright: string;
  brands: FooterBrand[] | null;
  landAcknowledgement: string | null;
}

/**
 * The footer of a region. The 'Did you know?' fact is not part of it: pick it with pickFact where
 * randomness is welcome (in the browser, after hydration), so server and client render alike.
 */
export function footerFor(context: LinkContext, now: Date = new Date()): Footer {
  const { region } = context;
  return {
    columns: FOOTER_COLUMNS[region].map((column) => ({
      title: column.title,
      links: resolveLinks(column.links, context),
    })),
    tertiary: resolveLinks(TERTIARY_LINKS[region], context),
    social: socialLinksFor(region),
    copyright: copyrightFor(region, now),
    brands: footerBrandsFor(region),
    landAcknowledgement: landAcknowledgementFor(region),
  };
}
