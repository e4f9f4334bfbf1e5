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
  /** Country name used to filter address suggestions. */
  countryName: string;
  /** ISO country codes of the region (address details, geo-ip). */
  countryCodes: readonly string[];
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
    countryName: 'Australia',
    countryCodes: ['au'],
    units: 'metric',
    distanceUnitMetres: 1000,
    distanceUnitLabel: 'km',
    maxSamples: 3,
    mapCentre: { lat: -27, lng: 132.08 },
  },
  nz: {
    region: 'nz',
    countryName: 'New Zealand',
    countryCodes: ['nz'],
    units: 'metric',
    distanceUnitMetres: 1000,
    distanceUnitLabel: 'km',
    maxSamples: 5,
    mapCentre: { lat: -41.2867, lng: 174.773 },
  },
  na: {
    region: 'na',
    countryName: 'United States',
    countryCodes: ['us', 'ca'],
    units: 'imperial',
    distanceUnitMetres: 1609,
    distanceUnitLabel: 'mi',
    maxSamples: 3,
    mapCentre: { lat: 39.5, lng: -98.35 },
  },
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

export function maxSamplesFor(region: Region | undefined): number {
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

/**
 * Rewrites an in-site link for the current region: a leading two-letter prefix such as /au/ is
 * replaced by the region, or removed when no region is given. Other links are left alone.
 */
export function regionalisePath(path: string, region: Region | null | undefined): string {
  const match = /^\/[a-z]{2}(?=\/|$|\?|#)/i.exec(path);
  if (!match) return path;
  const rest = path.slice(match[0].length);
  if (!region) return rest === '' ? '/' : rest.startsWith('/') ? rest : `/${rest}`;
  return `/${region}${rest}`;
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
 * 75. na: 11 for 5, 10 for 10 to 30, 9 for 40 (SPEC lists 30 in two bands; the first, 10, wins),
 * 8 for 50 or 75.
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
