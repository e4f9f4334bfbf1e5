import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type PlaceSuggestion, parseAddressComponents } from '@gh/shared/search';
import { locatePlace } from '@gh/shared/stores';
import { RICHMOND_ADDRESS } from './order-fixtures';
import { startTestServer, type TestServer, useTestServer } from './support';

const server = useTestServer();

async function places(query: Record<string, string>, at: { url: string } = server) {
  const response = await fetch(`${at.url}/places?${new URLSearchParams(query)}`);
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
    expect(parseAddressComponents(place.address_components, 'au')).toEqual(RICHMOND_ADDRESS);
  });

  it.each([
    {
      title: 'gives the city, state and ZIP code of a US place',
      region: 'na',
      term: '90210',
      address: {
        street: '',
        city: 'Beverly Hills',
        state: 'CA',
        postcode: '90210',
        country: 'United States',
      },
    },
    {
      title: 'gives a New Zealand town with its region and no invented postcode',
      region: 'nz',
      term: 'Christchurch',
      address: { city: 'Christchurch', state: 'Canterbury', postcode: '', country: 'New Zealand' },
    },
  ] as const)('$title', async ({ region, term, address }) => {
    const [suggestion] = await autocomplete(region, term);
    const place = await details(region, suggestion?.place_id ?? '');
    expect(parseAddressComponents(place.address_components, region)).toMatchObject(address);
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

describe('Places API (New), when GOOGLE_MAPS_KEY is set', () => {
  interface Seen {
    method: string;
    path: string;
    key: string | undefined;
    fieldMask: string | undefined;
    body: unknown;
  }
  const seen: Seen[] = [];
  let google: Server;
  let withKey: TestServer;

  /** Stands in for https://places.googleapis.com/v1, answering as its reference documents. */
  function answer(request: Seen): { status: number; body: unknown } {
    if (request.key !== 'test-key') {
      return {
        status: 400,
        body: {
          error: {
            code: 400,
            message: 'API key not valid. Please pass a valid API key.',
            status: 'INVALID_ARGUMENT',
            details: [
              { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' },
            ],
          },
        },
      };
    }
    if (request.method === 'POST' && request.path === '/v1/places:autocomplete') {
      const { input } = request.body as { input: string };
      if (input === 'over quota') {
        return { status: 429, body: { error: { code: 429, status: 'RESOURCE_EXHAUSTED' } } };
      }
      return {
        status: 200,
        body: {
          suggestions: [
            {
              placePrediction: {
                place: 'places/ChIJqueen',
                placeId: 'ChIJqueen',
                text: { text: '1 Queen Street, Auckland CBD, Auckland, New Zealand', matches: [] },
              },
            },
            { queryPrediction: { text: { text: 'queen street shops' } } },
          ],
        },
      };
    }
    if (request.method === 'GET' && request.path === '/v1/places/ChIJqueen') {
      return {
        status: 200,
        body: {
          id: 'ChIJqueen',
          formattedAddress: '1 Queen Street, Auckland CBD, Auckland 1010, New Zealand',
          addressComponents: [
            { longText: '1', shortText: '1', types: ['street_number'], languageCode: 'en' },
            { longText: 'Queen Street', shortText: 'Queen St', types: ['route'] },
            {
              longText: 'Auckland CBD',
              shortText: 'Auckland CBD',
              types: ['sublocality_level_1', 'sublocality', 'political'],
            },
            { longText: 'Auckland', shortText: 'Auckland', types: ['locality', 'political'] },
            {
              longText: 'Auckland',
              shortText: 'Auckland',
              types: ['administrative_area_level_1', 'political'],
            },
            { longText: 'New Zealand', shortText: 'NZ', types: ['country', 'political'] },
            { longText: '1010', shortText: '1010', types: ['postal_code'] },
          ],
          location: { latitude: -36.8439, longitude: 174.7669 },
        },
      };
    }
    return {
      status: 404,
      body: { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } },
    };
  }

  beforeAll(async () => {
    google = createServer(async (request, response) => {
      let text = '';
      for await (const chunk of request) text += chunk;
      const header = (name: string) => request.headers[name] as string | undefined;
      const entry: Seen = {
        method: request.method ?? '',
        path: request.url ?? '',
        key: header('x-goog-api-key'),
        fieldMask: header('x-goog-fieldmask'),
        body: text ? JSON.parse(text) : undefined,
      };
      seen.push(entry);
      const { status, body } = answer(entry);
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const { port } = google.address() as AddressInfo;
    withKey = await startTestServer({
      env: { GOOGLE_MAPS_KEY: 'test-key', GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${port}/v1` },
    });
  });
  afterAll(async () => {
    await withKey.close();
    await new Promise((resolve) => google.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
  });

  const viaServer = (query: Record<string, string>, at = withKey) => places(query, at);

  it('asks places:autocomplete for addresses in the region with a field mask and keeps description and place_id', async () => {
    const { status, body } = await viaServer({
      q: 'autocomplete',
      region: 'nz',
      term: '1 Queen St',
    });
    expect(status).toBe(200);
    expect(body).toEqual([
      { description: '1 Queen Street, Auckland CBD, Auckland, New Zealand', place_id: 'ChIJqueen' },
    ]);
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/v1/places:autocomplete',
        key: 'test-key',
        fieldMask: 'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text',
        body: {
          input: '1 Queen St',
          includedRegionCodes: ['nz'],
          includedPrimaryTypes: expect.arrayContaining(['street_address', 'locality']),
        },
      },
    ]);
  });

  it('keeps North America to the United States and Canada', async () => {
    await viaServer({ q: 'autocomplete', region: 'na', term: '350 Fifth Ave' });
    expect(seen[0]?.body).toMatchObject({ includedRegionCodes: ['us', 'ca'] });
  });

  it('gets place details with a field mask, in the shapes the shared address parser reads', async () => {
    const { status, body } = await viaServer({ q: 'details', region: 'nz', term: 'ChIJqueen' });
    expect(status).toBe(200);
    expect(seen).toEqual([
      {
        method: 'GET',
        path: '/v1/places/ChIJqueen',
        key: 'test-key',
        fieldMask: 'id,formattedAddress,addressComponents,location',
        body: undefined,
      },
    ]);
    const place = body as { address_components: unknown; formatted_address: string };
    expect(place).toMatchObject({
      formatted_address: '1 Queen Street, Auckland CBD, Auckland 1010, New Zealand',
      geometry: { location: { lat: -36.8439, lng: 174.7669 } },
      place_id: 'ChIJqueen',
    });
    expect(place.address_components).toContainEqual({
      long_name: 'Queen Street',
      short_name: 'Queen St',
      types: ['route'],
    });
    expect(parseAddressComponents(place.address_components, 'nz')).toMatchObject({
      street: '1 Queen Street',
      city: 'Auckland',
      postcode: '1010',
      country: 'New Zealand',
    });
  });

  it('answers 404 for a place the provider does not know', async () => {
    const { status, body } = await viaServer({ q: 'details', region: 'nz', term: 'ChIJmissing' });
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'The place was not found' });
  });

  it('refuses a place id that cannot be one with a 400, without asking the provider', async () => {
    const { status, body } = await viaServer({ q: 'details', region: 'nz', term: '../places/x?y' });
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.stringContaining('Invalid place_id') });
    expect(seen).toEqual([]);
  });

  it('reports the provider failing (quota, a bad key, no answer) as a 502, not as the visitor’s mistake', async () => {
    const quota = await viaServer({ q: 'autocomplete', region: 'au', term: 'over quota' });
    expect(quota).toEqual({
      status: 502,
      body: { error: 'Places provider failed: RESOURCE_EXHAUSTED' },
    });
    const badKey = await startTestServer({
      env: {
        GOOGLE_MAPS_KEY: 'wrong-key',
        GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${(google.address() as AddressInfo).port}/v1`,
      },
    });
    const closed = await startTestServer({
      env: { GOOGLE_MAPS_KEY: 'test-key', GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:1/v1' },
    });
    try {
      const refused = await viaServer({ q: 'details', region: 'au', term: 'ChIJqueen' }, badKey);
      expect(refused).toEqual({
        status: 502,
        body: { error: 'Places provider failed: INVALID_ARGUMENT' },
      });
      const unreachable = await viaServer(
        { q: 'details', region: 'au', term: 'ChIJqueen' },
        closed,
      );
      expect(unreachable.status).toBe(502);
      expect(unreachable.body).toEqual({
        error: expect.stringMatching(/^Places provider failed: /),
      });
    } finally {
      await badKey.close();
      await closed.close();
    }
  });
});
