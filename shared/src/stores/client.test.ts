import {
  directionsUrl,
  fetchStores,
  formatDistance,
  radiusOptionsFor,
  storeCount,
  storesUrl,
  storesWithin,
  telephoneHref,
} from './client';
import type { Store, StoreLookup } from './contract';
import { replying } from './testing';

const store: Store = {
  id: 7,
  name: 'GH Flooring Parramatta',
  addressLine1: '12 Church St',
  addressLine2: 'Parramatta NSW 2150',
  locality: 'Parramatta',
  state: 'NSW',
  postcode: '2150',
  country: 'AU',
  phone: '(02) 9633 1234',
  website: 'https://parramatta.example/',
  lat: -33.815,
  lng: 151.003,
  brands: ['GHRES'],
  categories: ['CPT', 'HF'],
  distance: 1.234,
};

const lookup: StoreLookup = {
  status: 200,
  body: 'OK',
  center: { name: 'Parramatta', geometry: { location: { lat: -33.81, lng: 151 } } },
  counts: { '5': 1, '10': 80 },
  stores: { '5': [store], '10': [store] },
};

describe('the stores API client (SPEC.md section 7)', () => {
  it('asks for region, website, q=radius, lat, lng and the optional name, radius and filters', () => {
    const url = new URL(
      storesUrl({
        apiBase: 'https://api.example/',
        region: 'nz',
        website: 'GHRES',
        lat: -41.2,
        lng: 174.7,
        name: 'Wellington',
        radius: 20,
        brand: 'FTX',
        category: 'HF',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://api.example/api/locator/stores');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      region: 'nz',
      website: 'GHRES',
      q: 'radius',
      lat: '-41.2',
      lng: '174.7',
      name: 'Wellington',
      radius: '20',
      brand: 'FTX',
      category: 'HF',
    });
  });

  it('leaves out the name, radius and filters when there are none', () => {
    const url = new URL(
      storesUrl({ apiBase: 'http://x', region: 'au', website: 'GHRES', lat: 1, lng: 2 }),
    );
    expect([...url.searchParams.keys()]).toEqual(['region', 'website', 'q', 'lat', 'lng']);
  });

  it('reads the status, body, centre and store lists of the reply', async () => {
    const fetch = replying(200, lookup);
    const reply = await fetchStores({
      apiBase: '',
      region: 'au',
      website: 'GHRES',
      lat: -33.81,
      lng: 151,
      fetch,
    });
    expect(reply.center.name).toBe('Parramatta');
    expect(storesWithin(reply, 5)).toEqual([store]);
    expect(storesWithin(reply, 75)).toEqual([]);
  });

  it('throws the body when the lookup status is 400 or higher', async () => {
    const lookUp = (fetch: ReturnType<typeof replying>) =>
      fetchStores({ apiBase: '', region: 'au', website: 'GHRES', lat: 0, lng: 0, fetch });
    const refusal = { error: 'Unknown region' };
    await expect(lookUp(replying(400, refusal))).rejects.toEqual(refusal);
    const inBody = { status: 500, body: 'Lookup failed' };
    await expect(lookUp(replying(200, inBody))).rejects.toEqual(inBody);
  });

  it('counts every store within the radius, beyond the ones listed', () => {
    expect(storeCount(lookup, 10)).toBe(80);
    expect(storeCount({ ...lookup, counts: undefined }, 10)).toBe(1);
  });
});

describe('store details as the list shows them', () => {
  it('gives distances in km for au and nz and in miles for na, to one decimal', () => {
    expect(formatDistance(1.234, 'au')).toBe('1.2 km');
    expect(formatDistance(12, 'nz')).toBe('12 km');
    expect(formatDistance(3.06, 'na')).toBe('3.1 mi');
  });

  it('offers the radius options 5 to 75 in the region’s unit', () => {
    expect(radiusOptionsFor('au').map((option) => option.label)).toEqual([
      '5 km',
      '10 km',
      '20 km',
      '30 km',
      '40 km',
      '50 km',
      '75 km',
    ]);
    expect(radiusOptionsFor('na')[6]).toEqual({ value: 75, label: '75 mi' });
  });

  it('links directions to the store’s position and dials its phone number', () => {
    const directions = new URL(directionsUrl(store));
    expect(directions.searchParams.get('destination')).toBe('-33.815,151.003');
    expect(directions.searchParams.get('api')).toBe('1');
    expect(telephoneHref('(02) 9633 1234')).toBe('tel:0296331234');
    expect(telephoneHref('+1 (555) 010-2000')).toBe('tel:+15550102000');
  });
});
