import { RADIUS_OPTIONS, REGION_SETTINGS, type Region } from '@gh/shared/regions';
import { seedStores } from '../seed/stores';
import { STORE_LIST_LIMIT, type StoreLookup } from '../src/stores/locator';
import { distanceMetres } from '../src/stores/spatial-index';
import { startTestServer, type TestServer, useTestServer } from './support';

interface StoreRow {
  id: number;
  region: Region;
  lat: number;
  lng: number;
  locality: string;
  brands: string;
  categories: string;
}

const server = useTestServer();

async function lookup(query: Record<string, string | number>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  const response = await fetch(`${server.url}/api/locator/stores?${params}`);
  return { status: response.status, body: (await response.json()) as StoreLookup };
}

/** The store with the most neighbours in its region, so that lists are not trivially empty. */
function busiestStore(region: Region): StoreRow {
  const rows = server.db.prepare('SELECT * FROM stores WHERE region = ?').all(region) as StoreRow[];
  let best = rows[0] as StoreRow;
  let bestCount = -1;
  for (const row of rows) {
    const count = rows.filter(
      (other) => distanceMetres(row.lat, row.lng, other.lat, other.lng) < 50_000,
    ).length;
    if (count > bestCount) [best, bestCount] = [row, count];
  }
  return best;
}

/** Stores of a region within `radius` region units, counted by brute force. */
function countWithin(region: Region, lat: number, lng: number, radius: number, where = '1') {
  const rows = server.db
    .prepare(`SELECT * FROM stores WHERE region = ? AND ${where}`)
    .all(region) as StoreRow[];
  const unit = REGION_SETTINGS[region].distanceUnitMetres;
  return rows.filter((row) => distanceMetres(lat, lng, row.lat, row.lng) / unit <= radius).length;
}

describe('GET /api/locator/stores', () => {
  it('answers status 200, body OK and a list for every radius option', async () => {
    const store = busiestStore('au');
    const { status, body } = await lookup({
      region: 'au',
      website: 'GHRES',
      q: 'radius',
      lat: store.lat,
      lng: store.lng,
    });
    expect(status).toBe(200);
    expect(body.status).toBe(200);
    expect(body.body).toBe('OK');
    expect(Object.keys(body.stores).sort()).toEqual(RADIUS_OPTIONS.map(String).sort());
    expect(body.center.geometry.location).toEqual({ lat: store.lat, lng: store.lng });
  });

  it('holds in each list exactly the stores within that radius in km in au, nearest first', async () => {
    const store = busiestStore('au');
    const { body } = await lookup({ region: 'au', lat: store.lat, lng: store.lng });
    expect(body.unit).toBe('km');
    expect(body.stores['5']?.[0]?.id).toBe(store.id);
    for (const radius of RADIUS_OPTIONS) {
      const list = body.stores[radius] ?? [];
      const expected = countWithin('au', store.lat, store.lng, radius);
      expect(body.counts[radius]).toBe(expected);
      expect(list).toHaveLength(Math.min(expected, STORE_LIST_LIMIT));
      const distances = list.map((entry) => entry.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.every((distance) => distance <= radius)).toBe(true);
    }
    expect(body.counts['75']).toBeGreaterThan(1);
  });

  it('measures distances in miles in na', async () => {
    const store = busiestStore('na');
    // 0.1 degree of latitude north of the store: 11.12 km, which is 6.91 miles of 1609 m.
    const { body } = await lookup({ region: 'na', lat: store.lat + 0.1, lng: store.lng });
    expect(body.unit).toBe('mi');
    const found = body.stores['10']?.find((entry) => entry.id === store.id);
    expect(found?.distance).toBeCloseTo(6.91, 1);
  });

  it('returns only stores of the region asked for', async () => {
    const store = busiestStore('nz');
    const { body } = await lookup({ region: 'nz', lat: store.lat, lng: store.lng });
    const ids = (body.stores['75'] ?? []).map((entry) => entry.id);
    expect(ids.length).toBeGreaterThan(0);
    const regions = server.db
      .prepare(`SELECT DISTINCT region FROM stores WHERE id IN (${ids.join(',')})`)
      .all() as { region: string }[];
    expect(regions).toEqual([{ region: 'nz' }]);
    const { body: fromAu } = await lookup({ region: 'au', lat: store.lat, lng: store.lng });
    expect(fromAu.counts['75']).toBe(0);
  });

  it('gives each store its name, address lines, phone, website, position, brands and categories', async () => {
    const store = busiestStore('au');
    const { body } = await lookup({ region: 'au', lat: store.lat, lng: store.lng });
    const first = body.stores['5']?.[0];
    expect(first).toEqual({
      id: store.id,
      name: expect.stringMatching(/^(GH|Floortex) Flooring /),
      addressLine1: expect.stringMatching(/^\d+ \w/),
      addressLine2: expect.stringMatching(/^.+ (NSW|VIC|QLD|SA|WA|TAS|NT|ACT) \d{4}$/),
      locality: store.locality,
      state: expect.stringMatching(/^(NSW|VIC|QLD|SA|WA|TAS|NT|ACT)$/),
      postcode: expect.stringMatching(/^\d{4}$/),
      country: 'AU',
      phone: expect.stringMatching(/^\(0[2378]\) \d{4} \d{4}$/),
      website: expect.stringMatching(/^https:\/\/[a-z0-9-]+\.example\/$/),
      lat: store.lat,
      lng: store.lng,
      brands: store.brands.split(','),
      categories: store.categories.split(','),
      distance: 0,
    });
  });

  it('keeps only stores carrying the brand asked for', async () => {
    const store = busiestStore('au');
    const { body } = await lookup({ region: 'au', lat: store.lat, lng: store.lng, brand: 'FTX' });
    const list = body.stores['75'] ?? [];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((entry) => entry.brands.includes('FTX'))).toBe(true);
    expect(body.counts['75']).toBe(
      countWithin('au', store.lat, store.lng, 75, "(',' || brands || ',') LIKE '%,FTX,%'"),
    );
  });

  it('keeps only stores of the category asked for', async () => {
    const store = busiestStore('au');
    const { body } = await lookup({ region: 'au', lat: store.lat, lng: store.lng, category: 'HF' });
    expect(body.counts['75']).toBe(
      countWithin('au', store.lat, store.lng, 75, "(',' || categories || ',') LIKE '%,HF,%'"),
    );
    expect((body.stores['75'] ?? []).every((entry) => entry.categories.includes('HF'))).toBe(true);
  });

  it('names the centre as asked, else after the nearest store', async () => {
    const store = busiestStore('au');
    const named = await lookup({ region: 'au', lat: store.lat, lng: store.lng, name: 'Home' });
    expect(named.body.center.name).toBe('Home');
    const unnamed = await lookup({ region: 'au', lat: store.lat, lng: store.lng });
    expect(unnamed.body.center.name).toBe(store.locality);
  });

  it('echoes the chosen radius', async () => {
    const { body } = await lookup({ region: 'au', lat: -33.87, lng: 151.21, radius: 20 });
    expect((body as StoreLookup & { radius: number }).radius).toBe(20);
  });

  it.each([
    [{ region: 'au', lng: 151 }, /lat/],
    [{ region: 'au', lat: 'north', lng: 151 }, /lat/],
    [{ region: 'au', lat: 95, lng: 151 }, /lat/],
    [{ region: 'xx', lat: -33, lng: 151 }, /region/],
    [{ region: 'au', lat: -33, lng: 151, radius: 15 }, /radius/],
    [{ region: 'au', lat: -33, lng: 151, brand: 'ACME' }, /brand/],
    [{ region: 'au', lat: -33, lng: 151, category: 'RUG' }, /category/],
    [{ region: 'au', lat: -33, lng: 151, q: 'everything' }, /q/],
    [{ region: 'au', lat: -33, lng: 151, website: 'NOPE' }, /website/],
  ])('refuses %j with a 400 naming the parameter', async (query, reason) => {
    const { status, body } = await lookup(query as Record<string, string | number>);
    expect(status).toBe(400);
    expect((body as unknown as { error: string }).error).toMatch(reason);
  });
});

describe('GET /api/locator/stores at a larger network', () => {
  let large: TestServer;
  beforeAll(async () => {
    large = await startTestServer({ seed: false });
    seedStores(large.db, 6000);
  });
  afterAll(async () => {
    await large.close();
  });

  it(`lists at most ${STORE_LIST_LIMIT} stores per radius while counting every one`, async () => {
    // Sydney's CBD: the densest part of the au network.
    const response = await fetch(
      `${large.url}/api/locator/stores?region=au&lat=-33.8688&lng=151.2093`,
    );
    const body = (await response.json()) as StoreLookup;
    expect(body.counts['75']).toBeGreaterThan(STORE_LIST_LIMIT);
    expect(body.stores['75']).toHaveLength(STORE_LIST_LIMIT);
    expect(body.stores['75']?.slice(0, 5)).toEqual(body.stores['5']?.slice(0, 5));
  });

  it('finds a store across the antimeridian from the centre', async () => {
    const [store] = large.db
      .prepare("SELECT id, lat, lng FROM stores WHERE region = 'nz' ORDER BY lng DESC LIMIT 1")
      .all() as StoreRow[];
    if (!store) throw new Error('no nz store');
    // A store at 179.9° W, 0.15° of longitude from a centre at 179.95° E: across the
    // antimeridian, and added after the first lookups, so the index must have been rebuilt.
    large.db.exec(
      `INSERT INTO stores (id, region, name, address_line1, address_line2, locality, state, postcode, country, phone, website, lat, lng, brands, categories)
       VALUES (999999, 'nz', 'Chatham Flooring', '1 Wharf Road', 'Waitangi 8942', 'Waitangi', 'Chatham Islands', '8942', 'NZ', '(03) 305 0000', 'https://chatham.example/', ${store.lat}, -179.9, 'GHRES', 'CPT');`,
    );
    const response = await fetch(
      `${large.url}/api/locator/stores?region=nz&lat=${store.lat}&lng=179.95`,
    );
    const body = (await response.json()) as StoreLookup;
    const ids = (body.stores['75'] ?? []).map((entry) => entry.id);
    expect(ids[0]).toBe(999999);
  });
});
