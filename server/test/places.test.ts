import { type PlaceSuggestion, parseAddressComponents } from '@gh/shared/search';
import { locatePlace } from '@gh/shared/stores';
import { GooglePlaces } from '../src/places/google';
import { startTestServer, type TestServer } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function places(query: Record<string, string>) {
  const response = await fetch(`${server.url}/places?${new URLSearchParams(query)}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

async function autocomplete(region: string, term: string) {
  const { status, body } = await places({ q: 'autocomplete', website: 'GHRES', region, term });
  expect(status).toBe(200);
  return body as PlaceSuggestion[];
}

async function details(region: string, placeId: string) {
  const { status, body } = await places({ q: 'details', website: 'GHRES', region, term: placeId });
  expect(status).toBe(200);
  return body as { address_components: unknown; geometry?: unknown };
}

describe('GET /places?q=autocomplete', () => {
  it('suggests real Australian suburbs with their state and postcode, ending in the country name', async () => {
    const suggestions = await autocomplete('au', 'Richmond');
    expect(suggestions.length).toBeGreaterThan(1);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions.map((s) => s.description)).toContain('Richmond VIC 3121, Australia');
    for (const suggestion of suggestions) {
      expect(suggestion.description).toMatch(/, Australia$/);
      expect(typeof suggestion.place_id).toBe('string');
    }
  });

  it('matches a prefix of the name and ranks the exact name first', async () => {
    const suggestions = await autocomplete('au', 'richmond');
    expect(suggestions[0]?.description).toMatch(/^Richmond /);
    const prefix = await autocomplete('au', 'Parramat');
    expect(prefix.map((s) => s.description)).toContain('Parramatta NSW 2150, Australia');
  });

  it('finds localities by postcode', async () => {
    const suggestions = await autocomplete('na', '90210');
    expect(suggestions.map((s) => s.description)).toEqual([
      'Beverly Hills, CA 90210, United States',
    ]);
  });

  it('keeps to the country of the region', async () => {
    const nz = await autocomplete('nz', 'Christchurch');
    expect(nz.map((s) => s.description)).toEqual(['Christchurch, Canterbury, New Zealand']);
    expect(await autocomplete('au', 'Christchurch')).toEqual([]);
  });

  it('offers a typed street in each matching locality', async () => {
    const suggestions = await autocomplete('au', '12 Smith St, Richmond');
    expect(suggestions[0]?.description).toBe('12 Smith St, Richmond VIC 3121, Australia');
    const withoutComma = await autocomplete('au', '12 smith st richmond vic');
    expect(withoutComma[0]?.description).toBe('12 Smith St, Richmond VIC 3121, Australia');
  });

  it('gives the same place id for the same place every time', async () => {
    const first = await autocomplete('au', 'Richmond VIC 3121');
    const second = await autocomplete('au', 'Richmond VIC 3121');
    expect(first[0]?.place_id).toBeTruthy();
    expect(second[0]?.place_id).toBe(first[0]?.place_id);
  });

  it('answers an empty list for a term that matches nothing', async () => {
    expect(await autocomplete('au', 'Zzyzxqqq')).toEqual([]);
  });
});

describe('GET /places?q=details', () => {
  it('gives the components the shared address parser turns into an Australian address', async () => {
    const [suggestion] = await autocomplete('au', '12 Smith St, Richmond');
    const place = await details('au', suggestion?.place_id ?? '');
    expect(parseAddressComponents(place.address_components, 'au')).toEqual({
      type: 'PLACE_ID',
      street: '12 Smith Street',
      suburb: 'Richmond',
      city: 'Richmond',
      state: 'VIC',
      postcode: '3121',
      country: 'Australia',
    });
  });

  it('gives the city, state and ZIP code of a US place', async () => {
    const [suggestion] = await autocomplete('na', '90210');
    const place = await details('na', suggestion?.place_id ?? '');
    expect(parseAddressComponents(place.address_components, 'na')).toMatchObject({
      street: '',
      city: 'Beverly Hills',
      state: 'CA',
      postcode: '90210',
      country: 'United States',
    });
  });

  it('gives a New Zealand town with its region and no invented postcode', async () => {
    const [suggestion] = await autocomplete('nz', 'Christchurch');
    const place = await details('nz', suggestion?.place_id ?? '');
    expect(parseAddressComponents(place.address_components, 'nz')).toMatchObject({
      city: 'Christchurch',
      state: 'Canterbury',
      postcode: '',
      country: 'New Zealand',
    });
  });

  it('places a suburb where the store locator can centre its search on it', async () => {
    const [suggestion] = await autocomplete('au', 'Parramatta');
    const located = await locatePlace(suggestion?.place_id ?? '', suggestion?.description ?? '', {
      apiBase: server.url,
      website: 'GHRES',
      region: 'au',
    });
    expect(located.name).toBe('Parramatta');
    expect(located.center.lat).toBeCloseTo(-33.81, 1);
    expect(located.center.lng).toBeCloseTo(151.0, 1);
  });

  it('places a street address at its locality, the nearest the gazetteer knows', async () => {
    const [street] = await autocomplete('na', '350 Fifth Ave, New York');
    const [locality] = await autocomplete('na', 'New York');
    const streetPlace = await details('na', street?.place_id ?? '');
    const localityPlace = await details('na', locality?.place_id ?? '');
    expect(streetPlace.geometry).toEqual(localityPlace.geometry);
    expect(streetPlace.geometry).toEqual({
      location: { lat: expect.any(Number), lng: expect.any(Number) },
    });
  });

  it('refuses a place id it did not issue with a 400', async () => {
    const { status, body } = await places({ q: 'details', region: 'au', term: 'ChIJ-not-ours' });
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.stringContaining('Invalid place_id') });
  });

  it('answers 404 for a well-formed place id of a place that does not exist', async () => {
    const forged = `ghp_${Buffer.from(JSON.stringify(['au:VIC:0000:Nowhere'])).toString('base64url')}`;
    const { status, body } = await places({ q: 'details', region: 'au', term: forged });
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Unknown place_id' });
  });
});

describe('the places provider, when GOOGLE_MAPS_KEY is set', () => {
  it('asks the provider for addresses in the region and keeps description and place_id', async () => {
    const calls: string[] = [];
    const fakeFetch = (async (url: string) => {
      calls.push(url);
      return new Response(
        JSON.stringify({
          status: 'OK',
          predictions: [
            { description: '1 Queen St, Auckland, New Zealand', place_id: 'ChIJx', terms: [] },
          ],
        }),
      );
    }) as unknown as typeof fetch;
    const provider = new GooglePlaces('test-key', fakeFetch);
    expect(await provider.autocomplete('nz', '1 Queen St')).toEqual([
      { description: '1 Queen St, Auckland, New Zealand', place_id: 'ChIJx' },
    ]);
    const url = new URL(calls[0] ?? '');
    expect(url.searchParams.get('input')).toBe('1 Queen St');
    expect(url.searchParams.get('components')).toBe('country:nz');
    expect(url.searchParams.get('key')).toBe('test-key');
  });

  it('reports a provider failure as a 502, not as the visitor’s mistake', async () => {
    const fakeFetch = (async () =>
      new Response(JSON.stringify({ status: 'OVER_QUERY_LIMIT' }))) as unknown as typeof fetch;
    const provider = new GooglePlaces('test-key', fakeFetch);
    await expect(provider.details('ChIJx')).rejects.toMatchObject({ statusCode: 502 });
  });
});
