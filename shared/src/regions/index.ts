/**
 * Regions and everything that differs by region, as data (SPEC.md sections 1, 2.1, 4, 7, 9).
 * Components and services read these tables; they never branch on a region code themselves.
 */

export const REGIONS = ['au', 'nz', 'na'] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = 'au';

export type Units = 'metric' | 'imperial';

export interface RegionSettings {
  region: Region;
  /** Name shown by the region toggle and the region alert. */
  label: string;
  /** Country name used to filter address suggestions. */
  countryName: string;
  /**
   * ISO country codes the region serves (address details). Geo-ip does not read this list: SPEC
   * section 7 maps only 'us' to na, so a Canadian visitor is offered au (see regionFromCountry).
   */
  countryCodes: readonly string[];
  /**
   * What a visitor types to say where they are, as an address box asks for it: 'suburb or
   * postcode' in au, 'city, ZIP or postal code' in na, which serves the US and Canada.
   */
  placeSearchTerms: string;
  units: Units;
  /** Metres per unit of store-locator distance: km for au and nz, miles for na. */
  distanceUnitMetres: number;
  distanceUnitLabel: 'km' | 'mi';
  /** Most samples one order may hold. */
  maxSamples: number;
  /** Default store-locator map centre when no location is set. */
  mapCentre: { lat: number; lng: number };
}

export const REGION_SETTINGS: Readonly<Record<Region, RegionSettings>> = {
  au: {
    region: 'au',
    label: 'Australia',
    countryName: 'Australia',
    countryCodes: ['au'],
    placeSearchTerms: 'suburb or postcode',
    units: 'metric',
    distanceUnitMetres: 1000,
    distanceUnitLabel: 'km',
    maxSamples: 3,
    mapCentre: { lat: -27, lng: 132.08 },
  },
  nz: {
    region: 'nz',
    label: 'New Zealand',
    countryName: 'New Zealand',
    countryCodes: ['nz'],
    placeSearchTerms: 'suburb or postcode',
    units: 'metric',
    distanceUnitMetres: 1000,
    distanceUnitLabel: 'km',
    maxSamples: 5,
    mapCentre: { lat: -41.2867, lng: 174.773 },
  },
  na: {
    region: 'na',
    label: 'North America',
    countryName: 'United States',
    countryCodes: ['us', 'ca'],
    placeSearchTerms: 'city, ZIP or postal code',
    units: 'imperial',
    distanceUnitMetres: 1609,
    distanceUnitLabel: 'mi',
    maxSamples: 3,
    mapCentre: { lat: 39.5, lng: -98.35 },
  },
};

/** English names of the countries the regions serve, by ISO code (lower case). */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  au: 'Australia',
  nz: 'New Zealand',
  us: 'United States',
  ca: 'Canada',
};

/** The sample maximum when no region is known (SPEC.md section 9). */
export const DEFAULT_MAX_SAMPLES = 3;

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** A region code from untrusted input, or the default region. */
export function toRegion(value: unknown): Region {
  return isRegion(value) ? value : DEFAULT_REGION;
}

export function regionSettings(region: Region): RegionSettings {
  return REGION_SETTINGS[region];
}

export function maxSamplesFor(region: Region | null | undefined): number {
  return region ? REGION_SETTINGS[region].maxSamples : DEFAULT_MAX_SAMPLES;
}

export function unitsFor(region: Region): Units {
  return REGION_SETTINGS[region].units;
}

/** Geo-ip answers a country code: 'us' is North America, 'nz' New Zealand, anything else au. */
export function regionFromCountry(countryCode: string | null | undefined): Region {
  const code = (countryCode ?? '').trim().toLowerCase();
  if (code === 'us') return 'na';
  if (code === 'nz') return 'nz';
  return 'au';
}

/** A leading two-letter path segment such as /au, followed by /, ?, # or the end. */
const REGION_PREFIX = /^\/[a-z]{2}(?=\/|$|\?|#)/i;

/**
 * Rewrites an in-site link for the current region: a leading two-letter prefix such as /au/ is
 * replaced by the region, or removed when no region is given. Other links are left alone.
 */
export function regionalisePath(path: string, region: Region | null | undefined): string {
  const match = REGION_PREFIX.exec(path);
  if (!match) return path;
  const rest = path.slice(match[0].length);
  if (!region) return rest === '' ? '/' : rest.startsWith('/') ? rest : `/${rest}`;
  return `/${region}${rest}`;
}

/**
 * The region-prefixed form of an in-site path: /products becomes /nz/products, and an existing
 * two-letter prefix is replaced (/au/support becomes /nz/support). Anything that is not a
 * root-relative path (external or protocol-relative URLs, fragments) is returned unchanged.
 */
export function withRegionPrefix(path: string, region: Region): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  if (REGION_PREFIX.test(path)) return regionalisePath(path, region);
  return path === '/' ? `/${region}` : `/${region}${path}`;
}

/**
 * What the region alert offers (SPEC.md sections 2.7 and 4): switching to the visitor's detected
 * region, unless the alert was dismissed or the visitor is already on that region's site.
 */
export interface RegionAlertOffer {
  region: Region;
  message: string;
  continueLabel: 'Continue';
  closeLabel: 'Close';
}

export function regionAlertFor(options: {
  current: Region;
  detectedCountry: string | null | undefined;
  dismissed: boolean;
}): RegionAlertOffer | null {
  if (options.dismissed || !options.detectedCountry) return null;
  const detected = regionFromCountry(options.detectedCountry);
  if (detected === options.current) return null;
  // SPEC.md gives no wording for the banner; this says what Continue will do.
  const { label } = REGION_SETTINGS[detected];
  return {
    region: detected,
    message: `It looks like you are in ${label}. Continue to the ${label} site?`,
    continueLabel: 'Continue',
    closeLabel: 'Close',
  };
}

/** Layout breakpoints in CSS pixels (SPEC.md sections 2.2 and 9). */
export const BREAKPOINTS = {
  /** Full navigation from here; the mobile menu below. Also the store link's long label. */
  desktopNav: 768,
  /** Header controls hide while search is open up to this width. */
  searchOpen: 1000,
  /** The header navigation switches layout here. */
  headerNav: 1024,
} as const;

/** Store-locator radius options, in the region's distance unit. */
export const RADIUS_OPTIONS = [5, 10, 20, 30, 40, 50, 75] as const;
export type Radius = (typeof RADIUS_OPTIONS)[number];

export const DEFAULT_MAP_ZOOM = 12;

/**
 * Map zoom by radius (SPEC.md section 9). au and nz: 12 for 5 or 10, 10 for 20 to 40, 9 for 50 or
 * 75. na: 11 for 5, 10 for 10 to 30, 9 for 30 or 40, 8 for 50 or 75. SPEC lists na's 30 in two
 * bands; the first, 10, wins, as it would in the ordered switch the table reads like, and it keeps
 * 30 with its neighbour 20 so the map does not zoom out before the 40 radius needs it.
 */
export const MAP_ZOOM_BY_RADIUS: Readonly<Record<Region, Readonly<Record<Radius, number>>>> = {
  au: { 5: 12, 10: 12, 20: 10, 30: 10, 40: 10, 50: 9, 75: 9 },
  nz: { 5: 12, 10: 12, 20: 10, 30: 10, 40: 10, 50: 9, 75: 9 },
  na: { 5: 11, 10: 10, 20: 10, 30: 10, 40: 9, 50: 8, 75: 8 },
};

export function mapZoomFor(region: Region, radius: number): number {
  return MAP_ZOOM_BY_RADIUS[region][radius as Radius] ?? DEFAULT_MAP_ZOOM;
}

/** Other size list and marker size of the store-locator map (SPEC.md section 9). */
export const MAP_OTHER_SIZES = [40, 50, 60, 80, 100] as const;
export const MAP_MARKER_SIZE = 11;
