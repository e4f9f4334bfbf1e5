/**
 * Sister sites, the site toggle and social links by region (SPEC.md sections 1, 2.2 and 2.6), and
 * the switches for what each region shows in its header and footer.
 */
import type { Region } from '../regions';
import { type LinkContext, type NavLink, siteHref } from './links';

/**
 * The real domains of the sister sites and social profiles are not known. Every external address
 * is built from these constants on the reserved .example domain, so going live replaces them here
 * and nowhere else.
 */
export const SISTER_SITE_DOMAIN = 'gh-flooring.example';
export const EXTERNAL_ORIGINS = {
  commercial: `https://commercial.${SISTER_SITE_DOMAIN}`,
  ftx: `https://ftx.${SISTER_SITE_DOMAIN}`,
  rbk: `https://rbk.${SISTER_SITE_DOMAIN}`,
  foundation: `https://foundation.${SISTER_SITE_DOMAIN}`,
  b2b: `https://b2b.${SISTER_SITE_DOMAIN}`,
  retailerLogin: `https://retailers.${SISTER_SITE_DOMAIN}`,
  careers: `https://careers.${SISTER_SITE_DOMAIN}`,
  social: `https://social.${SISTER_SITE_DOMAIN}`,
} as const;

/** Brand codes of SPEC.md section 1 (other than this site, GHRES), plus the trade sites. */
export type SisterSiteId = 'GHC' | 'FTX' | 'RBK' | 'TFF' | 'B2B' | 'RETAILER_LOGIN';

export interface SisterSite extends NavLink {
  id: SisterSiteId;
  /** Brand sites are linked from the header; trade sites from the toggle and the footer. */
  kind: 'brand' | 'trade';
}

/** Each sister site's name, kind and origin; its link in a region is that region's page. */
const SISTER_SITE_DEFINITIONS: Readonly<
  Record<SisterSiteId, { label: string; kind: SisterSite['kind']; origin: string }>
> = {
  GHC: { label: 'GH Commercial', kind: 'brand', origin: EXTERNAL_ORIGINS.commercial },
  FTX: { label: 'FTX', kind: 'brand', origin: EXTERNAL_ORIGINS.ftx },
  RBK: { label: 'RBK', kind: 'brand', origin: EXTERNAL_ORIGINS.rbk },
  TFF: { label: 'The Flooring Foundation', kind: 'brand', origin: EXTERNAL_ORIGINS.foundation },
  B2B: { label: 'B2B', kind: 'trade', origin: EXTERNAL_ORIGINS.b2b },
  RETAILER_LOGIN: {
    label: 'Retailer Login',
    kind: 'trade',
    origin: EXTERNAL_ORIGINS.retailerLogin,
  },
};

const sisterSitesIn = (region: Region, ids: readonly SisterSiteId[]): SisterSite[] =>
  ids.map((id) => {
    const { label, kind, origin } = SISTER_SITE_DEFINITIONS[id];
    return { id, label, kind, href: `${origin}/${region}`, external: true };
  });

/**
 * Sister sites by region, in display order. FTX is in au and nz (its descriptions exist for both),
 * RBK in au, the foundation site in nz (SPEC.md section 2.6). SPEC.md names no sister site for na
 * and hides its site toggle, so na links to none.
 */
export const SISTER_SITES: Readonly<Record<Region, readonly SisterSite[]>> = {
  au: sisterSitesIn('au', ['GHC', 'FTX', 'RBK', 'B2B', 'RETAILER_LOGIN']),
  nz: sisterSitesIn('nz', ['GHC', 'FTX', 'TFF', 'B2B', 'RETAILER_LOGIN']),
  na: [],
};

export function sisterSite(region: Region, id: SisterSiteId): SisterSite | undefined {
  return SISTER_SITES[region].find((site) => site.id === id);
}

/** The brand sites of a region: linked from the header, and shown as the au footer brands. */
export function sisterBrandSites(region: Region): SisterSite[] {
  return SISTER_SITES[region].filter((site) => site.kind === 'brand');
}

/** What each region shows in its header and footer, so components never test a region code. */
export interface RegionChrome {
  /** Residential / Commercial / B2B toggle (hidden for na, SPEC.md section 1). */
  siteToggle: boolean;
  /** The header's Request a Sample button (hidden in na, SPEC.md section 2.2). */
  requestSample: boolean;
  /** Footer brands (au only, SPEC.md section 2.6). */
  footerBrands: boolean;
  /** Acknowledgement of Country in the footer (au only, SPEC.md section 2.6). */
  landAcknowledgement: boolean;
}

export const REGION_CHROME: Readonly<Record<Region, RegionChrome>> = {
  au: { siteToggle: true, requestSample: true, footerBrands: true, landAcknowledgement: true },
  nz: { siteToggle: true, requestSample: true, footerBrands: false, landAcknowledgement: false },
  na: { siteToggle: false, requestSample: false, footerBrands: false, landAcknowledgement: false },
};

export interface SiteToggleLink extends NavLink {
  site: 'Residential' | 'Commercial' | 'B2B';
  /** This site: Residential. */
  current: boolean;
}

/** The site toggle's links, or null where the region hides it. */
export function siteToggleFor(context: LinkContext): SiteToggleLink[] | null {
  const { region } = context;
  if (!REGION_CHROME[region].siteToggle) return null;
  const commercial = sisterSite(region, 'GHC');
  const b2b = sisterSite(region, 'B2B');
  if (!commercial || !b2b) return null;
  return [
    {
      site: 'Residential',
      label: 'Residential',
      href: siteHref('/', context),
      external: false,
      current: true,
    },
    {
      site: 'Commercial',
      label: 'Commercial',
      href: commercial.href,
      external: true,
      current: false,
    },
    { site: 'B2B', label: 'B2B', href: b2b.href, external: true, current: false },
  ];
}

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'pinterest',
  'youtube',
  'linkedin',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink extends NavLink {
  network: SocialNetwork;
}

const SOCIAL_LABELS: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

/** The networks each region has a profile on, in icon order (the header and the footer). */
export const SOCIAL_NETWORKS_BY_REGION: Readonly<Record<Region, readonly SocialNetwork[]>> = {
  au: ['facebook', 'instagram', 'pinterest', 'youtube', 'linkedin'],
  nz: ['facebook', 'instagram', 'pinterest'],
  na: ['facebook', 'instagram', 'pinterest', 'youtube'],
};

export function socialLinksFor(region: Region): SocialLink[] {
  return SOCIAL_NETWORKS_BY_REGION[region].map((network) => ({
    network,
    label: SOCIAL_LABELS[network],
    href: `${EXTERNAL_ORIGINS.social}/${network}/${region}`,
    external: true,
  }));
}
