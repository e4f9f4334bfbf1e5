import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  emptySearchResults,
  fetchSearchResults,
  KEEP_TYPING_TEXT,
  mapSearchItem,
  mapSearchResponse,
  NO_RESULTS_TEXT,
  SEARCH_DEBOUNCE_MS,
  SEARCH_IMAGE_SIZE,
  SEARCH_MIN_CHARS,
  SEARCHING_TEXT,
  searchQueryUrl,
} from '.';

describe('search constants', () => {
  it('searches from 3 characters after a 1000 ms debounce with 48 px images', () => {
    expect(SEARCH_MIN_CHARS).toBe(3);
    expect(SEARCH_DEBOUNCE_MS).toBe(1000);
    expect(SEARCH_IMAGE_SIZE).toBe(48);
  });

  it("reads 'Keep typing...', 'Searching...' and 'No results'", () => {
    expect([KEEP_TYPING_TEXT, SEARCHING_TEXT, NO_RESULTS_TEXT]).toEqual([
      'Keep typing...',
      'Searching...',
      'No results',
    ]);
  });
});

describe('search response mapping', () => {
  it('maps title to name and airtableId to id', () => {
    expect(mapSearchItem({ airtableId: 'rec123', title: 'Carpet warranties' })).toEqual({
      id: 'rec123',
      name: 'Carpet warranties',
    });
  });

  it('prefers id and name when the item has them', () => {
    expect(mapSearchItem({ id: 'p1', airtableId: 'rec1', name: 'Haven', title: 'Old' })).toEqual({
      id: 'p1',
      name: 'Haven',
    });
  });

  it('keeps the search item fields of SPEC 3', () => {
    const variant = {
      id: 'v1',
      name: 'Charcoal',
      productCode: 'GHRES-1001',
      collectionName: 'Haven',
      globalItemId: 'GHRES-1001-03',
      productName: 'Wool Haven',
      cameoImage: 'cameos/GHRES-1001-03',
      patternCloudinaryPublicId: 'patterns/GHRES-1001-03',
      publicId: 'swatches/GHRES-1001-03',
    };
    expect(mapSearchItem({ ...variant, unexpected: 'x' })).toEqual(variant);
  });

  it('keys a variant without id by its globalItemId', () => {
    expect(mapSearchItem({ globalItemId: 'GHRES-1001-03', name: 'Charcoal' })?.id).toBe(
      'GHRES-1001-03',
    );
  });

  it('drops items with neither id nor name, and anything that is not an object', () => {
    expect(mapSearchItem({ productCode: 'X' })).toBeNull();
    expect(mapSearchItem('text')).toBeNull();
    expect(mapSearchItem(null)).toBeNull();
  });

  it('maps the response into products, variants, highlights, collections and types', () => {
    const results = mapSearchResponse({
      products: [{ id: 'p1', name: 'Haven' }],
      variants: [{ id: 'v1', name: 'Charcoal' }, 'junk'],
      highlights: [{ airtableId: 'h1', title: 'Warranty' }],
      collections: 'not a list',
      extra: [{ id: 'e1', name: 'ignored' }],
    });
    expect(results).toEqual({
      products: [{ id: 'p1', name: 'Haven' }],
      variants: [{ id: 'v1', name: 'Charcoal' }],
      highlights: [{ id: 'h1', name: 'Warranty' }],
      collections: [],
      types: [],
      articles: [],
      // A reply that says nothing more reads as nothing understood, its products the total.
      summary: { total: 1, understood: [], corrected: [], ignored: [], relaxed: null },
    });
  });

  it("reads a product's matched colour as the colour its page opens on", () => {
    expect(
      mapSearchItem({
        airtableId: 'rec1',
        name: 'Coastal Twist',
        matchedColour: { name: 'Ash Grey', slug: 'ash-grey', globalItemId: 'GHRES-1001-04' },
      }),
    ).toEqual({ id: 'rec1', name: 'Coastal Twist', colourName: 'Ash Grey' });
  });

  it('reads what the reply adds: guides, the total, what was understood and relaxed', () => {
    const results = mapSearchResponse({
      products: [],
      articles: [{ id: 'a1', title: 'Carpet care', path: '/news/carpet-care' }],
      total: 37,
      understood: [
        { facet: 'colour', values: ['gray'], label: 'Grey', words: 'grey' },
        { facet: 'colour', label: 'no values' },
      ],
      corrected: [{ typed: 'carpt', read: 'carpet' }, { typed: 1 }],
      ignored: ['zzqq', 7],
      relaxed: { message: 'No grey wool carpet in Australia.', showing: [] },
    });
    expect(results.articles).toEqual([
      { id: 'a1', name: 'Carpet care', path: '/news/carpet-care' },
    ]);
    expect(results.summary).toEqual({
      total: 37,
      understood: [{ facet: 'colour', values: ['gray'], label: 'Grey', words: 'grey' }],
      corrected: [{ typed: 'carpt', read: 'carpet' }],
      ignored: ['zzqq'],
      relaxed: 'No grey wool carpet in Australia.',
    });
  });

  it('answers empty groups for a response that is not an object', () => {
    expect(mapSearchResponse(null)).toEqual(emptySearchResults());
    expect(mapSearchResponse([1, 2])).toEqual(emptySearchResults());
  });
});

describe('search client', () => {
  let server: Server;
  let base: string;
  let requests: string[] = [];
  let reply: { status: number; body: string; delayMs?: number } = { status: 200, body: '{}' };
  const log = { error: jest.fn() };

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      setTimeout(() => {
        response.writeHead(reply.status, { 'Content-Type': 'application/json' });
        response.end(reply.body);
      }, reply.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    requests = [];
    log.error.mockClear();
  });

  const search = (query: string, extra: { apiBase?: string; signal?: AbortSignal } = {}) =>
    fetchSearchResults({ apiBase: base, query, website: 'GHRES', region: 'nz', log, ...extra });

  it('sends GET /search-query with query, website and region', async () => {
    reply = { status: 200, body: JSON.stringify({ products: [{ airtableId: 'r1', title: 'A' }] }) };
    const results = await search(' wool haven ');
    expect(requests).toEqual(['/search-query?query=wool+haven&website=GHRES&region=nz']);
    expect(results?.products).toEqual([{ id: 'r1', name: 'A' }]);
  });

  it('builds the address under a path prefix without doubling the slash', () => {
    const url = searchQueryUrl({ apiBase: '/api/', query: 'a&b', website: 'GHRES', region: 'au' });
    expect(url).toBe('/api/search-query?query=a%26b&website=GHRES&region=au');
  });

  it('answers null and logs when the server replies with an error status', async () => {
    reply = { status: 500, body: '{"error":"boom"}' };
    expect(await search('wool')).toBeNull();
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('answers null and logs when the body is not JSON', async () => {
    reply = { status: 200, body: '<html>' };
    expect(await search('wool')).toBeNull();
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('answers null and logs when the server cannot be reached', async () => {
    expect(await search('wool', { apiBase: 'http://127.0.0.1:1' })).toBeNull();
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('answers null without logging when the visitor cancels the request', async () => {
    reply = { status: 200, body: '{}', delayMs: 200 };
    const controller = new AbortController();
    const pending = search('wool', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toBeNull();
    expect(log.error).not.toHaveBeenCalled();
  });
});
