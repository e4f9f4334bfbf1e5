import { locatePlace, placesInRegion, searchPlaces, storeCountryNames } from './places';
import { replying } from './testing';

const suggestions = [
  { description: 'Chicago, IL 60601, United States', place_id: 'chicago' },
  { description: 'Toronto, ON M5V, Canada', place_id: 'toronto' },
  { description: '350 5th Ave, New York, NY 10118, USA', place_id: 'empire' },
  { description: 'Richmond VIC 3121, Australia', place_id: 'richmond' },
  { description: 'no id' },
];

/** The residential site in North America, where the searches below run. */
const GHRES_NA = { website: 'GHRES', region: 'na' } as const;

describe('the store locator’s place search', () => {
  it('serves the United States and Canada in na, one country elsewhere', () => {
    expect(storeCountryNames('na')).toEqual(['United States', 'USA', 'Canada']);
    expect(storeCountryNames('au')).toEqual(['Australia']);
    expect(storeCountryNames('nz')).toEqual(['New Zealand']);
  });

  it('keeps the suggestions in the region’s countries: Canadian places in na', () => {
    expect(placesInRegion(suggestions, 'na').map((place) => place.placeId)).toEqual([
      'chicago',
      'toronto',
      'empire',
    ]);
    expect(placesInRegion(suggestions, 'au')).toEqual([
      { placeId: 'richmond', description: 'Richmond VIC 3121, Australia' },
    ]);
    expect(placesInRegion({ not: 'a list' }, 'au')).toEqual([]);
  });

  it('asks the visitor to keep typing under 4 characters, without a request', async () => {
    const fetch = replying(200, suggestions);
    const search = await searchPlaces(' To ', { ...GHRES_NA, apiBase: '', fetch });
    expect(search).toEqual({ status: 'keepTyping', text: 'Keep typing...' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks GET /places for autocomplete suggestions with the region and website', async () => {
    const fetch = replying(200, suggestions);
    const search = await searchPlaces('Toronto', {
      ...GHRES_NA,
      apiBase: 'https://api.example/',
      fetch,
    });
    expect(search).toEqual({
      status: 'places',
      places: [
        { placeId: 'chicago', description: 'Chicago, IL 60601, United States' },
        { placeId: 'toronto', description: 'Toronto, ON M5V, Canada' },
        { placeId: 'empire', description: '350 5th Ave, New York, NY 10118, USA' },
      ],
    });
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('https://api.example/places');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'autocomplete',
      term: 'Toronto',
      website: 'GHRES',
      region: 'na',
    });
  });

  it('logs a failed lookup and offers no places', async () => {
    const log = { error: jest.fn() };
    const search = await searchPlaces('Toronto', {
      ...GHRES_NA,
      apiBase: '',
      fetch: replying(503, { error: 'down' }),
      log,
    });
    expect(search).toEqual({ status: 'places', places: [] });
    expect(log.error).toHaveBeenCalledWith('Place suggestions failed', expect.any(Error));
  });
});

describe('the position of a picked address suggestion', () => {
  const components = [
    { long_name: 'Parramatta', short_name: 'Parramatta', types: ['locality', 'political'] },
    { long_name: 'New South Wales', short_name: 'NSW', types: ['administrative_area_level_1'] },
  ];
  const options = { apiBase: 'http://api', website: 'GHRES', region: 'au' as const };

  it('reads geometry.location of the place details and names it after the suburb', async () => {
    const fetch = replying(200, {
      address_components: components,
      geometry: { location: { lat: -33.81, lng: 151.0 } },
    });
    const place = await locatePlace('ghp_1', 'Parramatta NSW 2150, Australia', {
      ...options,
      fetch,
    });
    expect(place).toEqual({ center: { lat: -33.81, lng: 151.0 }, name: 'Parramatta' });
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'details',
      term: 'ghp_1',
      website: 'GHRES',
      region: 'au',
    });
  });

  it('names a place without a locality after the first part of its description', async () => {
    const fetch = replying(200, { result: { geometry: { location: { lat: 1, lng: 2 } } } });
    const place = await locatePlace('p', 'Main Beach, Gold Coast', { ...options, fetch });
    expect(place.name).toBe('Main Beach');
  });

  it('rejects a place whose details give no position', async () => {
    const fetch = replying(200, { address_components: components });
    await expect(locatePlace('p', 'Parramatta', { ...options, fetch })).rejects.toThrow(
      /no position/,
    );
  });
});
