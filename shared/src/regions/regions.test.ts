import {
  BREAKPOINTS,
  DEFAULT_MAP_ZOOM,
  DEFAULT_REGION,
  isRegion,
  MAP_MARKER_SIZE,
  MAP_OTHER_SIZES,
  MAP_ZOOM_BY_RADIUS,
  mapZoomFor,
  maxSamplesFor,
  RADIUS_OPTIONS,
  REGION_SETTINGS,
  REGIONS,
  regionAlertFor,
  regionalisePath,
  regionFromCountry,
  regionSettings,
  toRegion,
  unitsFor,
  withRegionPrefix,
} from '.';

describe('regions', () => {
  it('has exactly the regions au, nz and na', () => {
    expect(REGIONS).toEqual(['au', 'nz', 'na']);
  });

  it('defaults to au', () => {
    expect(DEFAULT_REGION).toBe('au');
  });

  it('accepts only the three region codes as regions', () => {
    expect(REGIONS.every(isRegion)).toBe(true);
    expect(isRegion('us')).toBe(false);
    expect(isRegion('AU')).toBe(false);
    expect(isRegion(undefined)).toBe(false);
  });

  it('falls back to au for an unknown region code', () => {
    expect(toRegion('nz')).toBe('nz');
    expect(toRegion('fr')).toBe('au');
    expect(toRegion(null)).toBe('au');
  });

  it('keeps one settings record per region, each naming its own region', () => {
    for (const region of REGIONS) expect(regionSettings(region).region).toBe(region);
  });

  it('labels the regions Australia, New Zealand and North America', () => {
    expect(REGIONS.map((region) => REGION_SETTINGS[region].label)).toEqual([
      'Australia',
      'New Zealand',
      'North America',
    ]);
  });
});

describe('geo-ip country mapping', () => {
  it("maps 'us' to na", () => expect(regionFromCountry('us')).toBe('na'));

  it("keeps 'nz' as nz", () => expect(regionFromCountry('nz')).toBe('nz'));

  it('maps every other country to au', () => {
    expect(regionFromCountry('au')).toBe('au');
    expect(regionFromCountry('ca')).toBe('au');
    expect(regionFromCountry('gb')).toBe('au');
  });

  it('maps a missing or empty answer to au', () => {
    expect(regionFromCountry(null)).toBe('au');
    expect(regionFromCountry(undefined)).toBe('au');
    expect(regionFromCountry('')).toBe('au');
  });

  it('reads country codes regardless of case and surrounding space', () => {
    expect(regionFromCountry(' US ')).toBe('na');
    expect(regionFromCountry('NZ\n')).toBe('nz');
  });
});

describe('region-prefix rewriting of in-site links', () => {
  it('replaces a two-letter prefix such as /au/ with the current region', () => {
    expect(regionalisePath('/au/find-stores', 'nz')).toBe('/nz/find-stores');
    expect(regionalisePath('/nz/products?type=CPT', 'na')).toBe('/na/products?type=CPT');
  });

  it('replaces a bare prefix and one followed by a query or fragment', () => {
    expect(regionalisePath('/au', 'na')).toBe('/na');
    expect(regionalisePath('/au?x=1', 'nz')).toBe('/nz?x=1');
    expect(regionalisePath('/au#top', 'nz')).toBe('/nz#top');
  });

  it('removes the prefix when no region is given', () => {
    expect(regionalisePath('/au/support', null)).toBe('/support');
    expect(regionalisePath('/au/support', undefined)).toBe('/support');
    expect(regionalisePath('/au', null)).toBe('/');
    expect(regionalisePath('/au?x=1', null)).toBe('/?x=1');
  });

  it('leaves links without a two-letter prefix alone', () => {
    expect(regionalisePath('/products', 'nz')).toBe('/products');
    expect(regionalisePath('/news/carpet-care-na', 'au')).toBe('/news/carpet-care-na');
    expect(regionalisePath('https://example.com/au/x', 'nz')).toBe('https://example.com/au/x');
    expect(regionalisePath('//cdn.example/au', 'nz')).toBe('//cdn.example/au');
  });

  it('prefixes an unprefixed in-site path with the region', () => {
    expect(withRegionPrefix('/products?type=HF', 'nz')).toBe('/nz/products?type=HF');
    expect(withRegionPrefix('/', 'na')).toBe('/na');
  });

  it('replaces an existing prefix instead of adding a second one', () => {
    expect(withRegionPrefix('/au/support', 'nz')).toBe('/nz/support');
    expect(withRegionPrefix('/na', 'na')).toBe('/na');
  });

  it('does not prefix external or protocol-relative URLs', () => {
    expect(withRegionPrefix('https://b2b.example/', 'au')).toBe('https://b2b.example/');
    expect(withRegionPrefix('//cdn.example/x', 'au')).toBe('//cdn.example/x');
  });
});

describe('breakpoints', () => {
  it('shows full navigation from 768, hides controls during search up to 1000, switches the header nav at 1024', () => {
    expect(BREAKPOINTS).toEqual({ desktopNav: 768, searchOpen: 1000, headerNav: 1024 });
  });
});

describe('sample maximum per region', () => {
  it('allows 3 samples in au', () => expect(maxSamplesFor('au')).toBe(3));
  it('allows 5 samples in nz', () => expect(maxSamplesFor('nz')).toBe(5));
  it('allows 3 samples in na', () => expect(maxSamplesFor('na')).toBe(3));
  it('allows 3 samples when no region is known', () => {
    expect(maxSamplesFor(undefined)).toBe(3);
    expect(maxSamplesFor(null)).toBe(3);
  });
});

describe('units', () => {
  it('uses imperial units in na only', () => {
    expect(unitsFor('na')).toBe('imperial');
    expect(unitsFor('au')).toBe('metric');
    expect(unitsFor('nz')).toBe('metric');
  });

  it('measures store distances in km (1000 m) in au and nz and in miles (1609 m) in na', () => {
    expect(REGION_SETTINGS.au).toMatchObject({ distanceUnitMetres: 1000, distanceUnitLabel: 'km' });
    expect(REGION_SETTINGS.nz).toMatchObject({ distanceUnitMetres: 1000, distanceUnitLabel: 'km' });
    expect(REGION_SETTINGS.na).toMatchObject({ distanceUnitMetres: 1609, distanceUnitLabel: 'mi' });
  });
});

describe('address country', () => {
  it('filters address suggestions by Australia, New Zealand and United States', () => {
    expect(REGION_SETTINGS.au.countryName).toBe('Australia');
    expect(REGION_SETTINGS.nz.countryName).toBe('New Zealand');
    expect(REGION_SETTINGS.na.countryName).toBe('United States');
  });
});

describe('store-locator map', () => {
  it('centres the map by default on (-27, 132.08) in au, (-41.2867, 174.773) in nz and (39.5, -98.35) in na', () => {
    expect(REGION_SETTINGS.au.mapCentre).toEqual({ lat: -27, lng: 132.08 });
    expect(REGION_SETTINGS.nz.mapCentre).toEqual({ lat: -41.2867, lng: 174.773 });
    expect(REGION_SETTINGS.na.mapCentre).toEqual({ lat: 39.5, lng: -98.35 });
  });

  it('offers the radius options 5, 10, 20, 30, 40, 50 and 75', () => {
    expect(RADIUS_OPTIONS).toEqual([5, 10, 20, 30, 40, 50, 75]);
  });

  it.each(['au', 'nz'] as const)(
    'zooms %s to 12 for 5 or 10, 10 for 20 to 40 and 9 for 50 or 75',
    (region) => {
      expect(RADIUS_OPTIONS.map((radius) => MAP_ZOOM_BY_RADIUS[region][radius])).toEqual([
        12, 12, 10, 10, 10, 9, 9,
      ]);
    },
  );

  it('zooms na to 11 for 5, 10 for 10 to 30, 9 for 40 and 8 for 50 or 75', () => {
    expect(RADIUS_OPTIONS.map((radius) => MAP_ZOOM_BY_RADIUS.na[radius])).toEqual([
      11, 10, 10, 10, 9, 8, 8,
    ]);
  });

  it('zooms to 12 for a radius outside the options', () => {
    expect(DEFAULT_MAP_ZOOM).toBe(12);
    expect(REGIONS.map((region) => mapZoomFor(region, 15))).toEqual([12, 12, 12]);
    expect(mapZoomFor('na', 100)).toBe(12);
  });

  it('reads the zoom for a radius option from the region table', () => {
    expect(mapZoomFor('na', 30)).toBe(10);
    expect(mapZoomFor('nz', 40)).toBe(10);
    expect(mapZoomFor('au', 75)).toBe(9);
  });

  it('has the other size list 40, 50, 60, 80, 100 and marker size 11', () => {
    expect(MAP_OTHER_SIZES).toEqual([40, 50, 60, 80, 100]);
    expect(MAP_MARKER_SIZE).toBe(11);
  });
});

describe('region alert', () => {
  it("offers switching to the visitor's detected region with Continue and Close", () => {
    expect(regionAlertFor({ current: 'au', detectedCountry: 'us', dismissed: false })).toEqual({
      region: 'na',
      message: 'It looks like you are in North America. Continue to the North America site?',
      continueLabel: 'Continue',
      closeLabel: 'Close',
    });
  });

  it('offers nothing once the alert was dismissed', () => {
    expect(regionAlertFor({ current: 'au', detectedCountry: 'nz', dismissed: true })).toBeNull();
  });

  it('offers nothing when the visitor is already on the detected region', () => {
    expect(regionAlertFor({ current: 'nz', detectedCountry: 'nz', dismissed: false })).toBeNull();
    expect(regionAlertFor({ current: 'au', detectedCountry: 'gb', dismissed: false })).toBeNull();
  });

  it('offers nothing when no country was detected', () => {
    expect(regionAlertFor({ current: 'na', detectedCountry: '', dismissed: false })).toBeNull();
  });
});
