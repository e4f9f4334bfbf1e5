/**
 * The store locator's choices (SPEC.md sections 2.9 and 9): the brand and category filters, the
 * radius options in the region's distance unit, and where the map starts.
 */
import { mapZoomFor, RADIUS_OPTIONS, type Radius, REGION_SETTINGS, type Region } from '../regions';

export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

/** The two brand values: the two carpet brands whose retailers the locator finds. */
export const STORE_BRANDS = [
  { value: 'GHRES', label: 'GH Flooring' },
  { value: 'FTX', label: 'Floortex' },
] as const satisfies readonly FilterOption<string>[];
export type StoreBrand = (typeof STORE_BRANDS)[number]['value'];

export const STORE_CATEGORIES = [
  { value: 'CPT', label: 'Carpet' },
  { value: 'HF', label: 'Hard Flooring' },
] as const satisfies readonly FilterOption<string>[];
export type StoreCategory = (typeof STORE_CATEGORIES)[number]['value'];

/**
 * The radius a search starts with when the host page names none. SPEC.md leaves it open; 20
 * (km or mi) reaches the next suburbs in a city without flooding the list.
 */
export const DEFAULT_STORE_RADIUS: Radius = 20;

/**
 * Zoom of the map before any search: the region's whole country around its default centre.
 * SPEC.md's default zoom, 12, is the radius table's fallback; at the centre of Australia it
 * would show an empty square of outback.
 */
export const OVERVIEW_ZOOM: Readonly<Record<Region, number>> = { au: 4, nz: 5, na: 4 };

const matchOption = <Value extends string>(
  options: readonly FilterOption<Value>[],
  value: unknown,
): Value | undefined =>
  typeof value === 'string'
    ? options.find((option) => option.value === value.trim().toUpperCase())?.value
    : undefined;

/** A brand code from an attribute or a select, or undefined (all brands) when it is none. */
export function toStoreBrand(value: unknown): StoreBrand | undefined {
  return matchOption(STORE_BRANDS, value);
}

/** A category code from an attribute or a select, or undefined (both categories). */
export function toStoreCategory(value: unknown): StoreCategory | undefined {
  return matchOption(STORE_CATEGORIES, value);
}

/** A radius from an attribute or a select: one of the options, else the default. */
export function toStoreRadius(value: unknown): Radius {
  const number = typeof value === 'string' ? Number(value) : value;
  return (RADIUS_OPTIONS as readonly unknown[]).includes(number)
    ? (number as Radius)
    : DEFAULT_STORE_RADIUS;
}

export interface MapView {
  center: { lat: number; lng: number };
  zoom: number;
}

/**
 * Where the map looks: the searched centre at the zoom of SPEC.md's table for the radius, else
 * the region's default centre at its overview zoom.
 */
export function mapViewFor(
  region: Region,
  location: { center: { lat: number; lng: number }; radius: number } | null,
): MapView {
  if (!location) return { center: REGION_SETTINGS[region].mapCentre, zoom: OVERVIEW_ZOOM[region] };
  return { center: location.center, zoom: mapZoomFor(region, location.radius) };
}
