import { REGION_SETTINGS } from '../regions';
import {
  DEFAULT_STORE_RADIUS,
  mapViewFor,
  STORE_BRANDS,
  STORE_CATEGORIES,
  toStoreBrand,
  toStoreCategory,
  toStoreRadius,
} from './filters';

describe('store locator filters (SPEC.md section 2.9)', () => {
  it('offers two brand values', () => {
    expect(STORE_BRANDS.map((brand) => brand.value)).toEqual(['GHRES', 'FTX']);
  });

  it('offers the categories Carpet (CPT) and Hard Flooring (HF)', () => {
    expect(STORE_CATEGORIES).toEqual([
      { value: 'CPT', label: 'Carpet' },
      { value: 'HF', label: 'Hard Flooring' },
    ]);
  });

  it('reads a brand or category attribute case-insensitively and ignores unknown values', () => {
    expect(toStoreBrand('ftx')).toBe('FTX');
    expect(toStoreBrand('ACME')).toBeUndefined();
    expect(toStoreBrand('')).toBeUndefined();
    expect(toStoreCategory(' hf ')).toBe('HF');
    expect(toStoreCategory('RUG')).toBeUndefined();
  });

  it('accepts only the radius options 5 to 75, falling back to the default radius', () => {
    expect(toStoreRadius('75')).toBe(75);
    expect(toStoreRadius(5)).toBe(5);
    expect(toStoreRadius('15')).toBe(DEFAULT_STORE_RADIUS);
    expect(toStoreRadius(undefined)).toBe(DEFAULT_STORE_RADIUS);
  });
});

describe('the store locator map view (SPEC.md section 9)', () => {
  it('starts at the default centre of each region with the whole country in view', () => {
    expect(mapViewFor('au', null).center).toEqual({ lat: -27, lng: 132.08 });
    expect(mapViewFor('na', null).center).toEqual({ lat: 39.5, lng: -98.35 });
    expect(mapViewFor('nz', null).center).toEqual(REGION_SETTINGS.nz.mapCentre);
    expect(mapViewFor('au', null).zoom).toBeLessThan(6);
  });

  it.each([
    ['au', 5, 12],
    ['au', 10, 12],
    ['au', 30, 10],
    ['nz', 75, 9],
    ['na', 5, 11],
    ['na', 20, 10],
    ['na', 40, 9],
    ['na', 75, 8],
  ] as const)('zooms to the SPEC table in %s for a %i radius: %i', (region, radius, zoom) => {
    const center = { lat: -33.87, lng: 151.21 };
    expect(mapViewFor(region, { center, radius })).toEqual({ center, zoom });
  });
});
