/** Everything the header renders for a region (SPEC.md section 2.2), from the tables of this domain. */
import { REGION_SETTINGS, REGIONS, type Region } from '../regions';
import { type LinkContext, type NavLink, siteHref } from './links';
import { type PrimaryNavLink, primaryNavigation } from './menus';
import {
  REGION_CHROME,
  type SisterSite,
  type SiteToggleLink,
  type SocialLink,
  sisterBrandSites,
  siteToggleFor,
  socialLinksFor,
} from './sites';

export interface RegionToggleOption {
  region: Region;
  label: string;
  /** The chosen region's home page (SPEC.md section 4: a region change goes home). */
  href: string;
  current: boolean;
}

/** The store-locator link's label from 768 px and below it (SPEC.md section 2.9). */
export const STORE_LINK_LABELS = {
  wide: 'Find your nearest stores',
  narrow: 'Find stores',
} as const;

export interface StoreLocatorLink extends NavLink {
  /** The label below the 768 px breakpoint. */
  narrowLabel: string;
}

export interface Header {
  regionToggle: RegionToggleOption[];
  primaryNavigation: PrimaryNavLink[];
  siteToggle: SiteToggleLink[] | null;
  sisterSites: SisterSite[];
  social: SocialLink[];
  storeLocator: StoreLocatorLink;
  /** The calculator lives under its region on every site (/{region}/calculator, SPEC.md 2.1). */
  calculator: NavLink;
  /** Whether the Request a Sample button shows (not in na). */
  requestSample: boolean;
}

export function headerFor(context: LinkContext): Header {
  const { region } = context;
  const regions = context.regions ?? REGIONS;
  return {
    regionToggle: regions.map((option) => ({
      region: option,
      label: REGION_SETTINGS[option].label,
      href: `/${option}`,
      current: option === region,
    })),
    primaryNavigation: primaryNavigation(context),
    siteToggle: siteToggleFor(context),
    sisterSites: sisterBrandSites(region),
    social: socialLinksFor(region),
    storeLocator: {
      label: STORE_LINK_LABELS.wide,
      narrowLabel: STORE_LINK_LABELS.narrow,
      href: siteHref('/find-stores', context),
      external: false,
    },
    calculator: { label: 'Floor Calculator', href: `/${region}/calculator`, external: false },
    requestSample: REGION_CHROME[region].requestSample,
  };
}
