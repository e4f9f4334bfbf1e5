import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CatalogueRequestError, createCatalogueClient } from './client';

// A real catalogue stand-in on 127.0.0.1: it records every request and answers by path.
let server: Server;
let baseUrl: string;
let requests: string[] = [];
let delayMs = 0;

function handle(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '';
  requests.push(url);
  const reply = () => {
    if (url.startsWith('/api/catalogue/broken')) {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"down"}');
      return;
    }
    const body = url.startsWith('/api/catalogue/brands')
      ? [{ code: 'FTX', name: 'Feltex', slug: 'feltex' }]
      : url.startsWith('/api/catalogue/changes')
        ? { epoch: 'e1', seq: 7, changed: url.includes('since=') ? [] : null }
        : url.startsWith('/api/catalogue/highlights')
          ? [{ slug: 'red-list-free', title: 'Red List Free', text: 'No Red List chemicals.' }]
          : [{ productCode: 'P1', url }];
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (url.startsWith('/api/catalogue/products')) headers['x-total-count'] = '42';
    res.writeHead(200, headers).end(JSON.stringify(body));
  };
  if (delayMs > 0) setTimeout(reply, delayMs);
  else reply();
}

beforeAll(async () => {
  server = createServer(handle);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/catalogue`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

beforeEach(() => {
  requests = [];
  delayMs = 0;
});

function recordingLogger() {
  const logged: unknown[][] = [];
  return { logged, logger: { error: (...args: unknown[]) => void logged.push(args) } };
}

describe('catalogue API client', () => {
  it('asks {baseUrl}/brands with website GHRES and the region', async () => {
    const client = createCatalogueClient({ baseUrl: `${baseUrl}/` });
    await expect(client.brands('nz')).resolves.toEqual([
      { code: 'FTX', name: 'Feltex', slug: 'feltex' },
    ]);
    expect(requests).toEqual(['/api/catalogue/brands?website=GHRES&region=nz']);
  });

  it('asks {baseUrl}/highlights with website GHRES and the region for the product features', async () => {
    const client = createCatalogueClient({ baseUrl });
    await expect(client.highlights('na')).resolves.toEqual([
      { slug: 'red-list-free', title: 'Red List Free', text: 'No Red List chemicals.' },
    ]);
    expect(requests).toEqual(['/api/catalogue/highlights?website=GHRES&region=na']);
  });

  it('adds extra brand parameters, a list as repeated parameters', async () => {
    const client = createCatalogueClient({ baseUrl });
    await client.brands('au', { category: ['CPT', 'HF'], featured: true, empty: undefined });
    expect(requests).toEqual([
      '/api/catalogue/brands?website=GHRES&region=au&category=CPT&category=HF&featured=true',
    ]);
  });

  it('sends product filters as repeated parameters', async () => {
    const client = createCatalogueClient({ baseUrl });
    await client.products('na', { type: ['CPT'], colour: ['black', 'purple'] });
    expect(requests).toEqual([
      '/api/catalogue/products?website=GHRES&region=na&type=CPT&colour=black&colour=purple',
    ]);
  });

  it('asks for one page of cards and returns it with the total count', async () => {
    const client = createCatalogueClient({ baseUrl });
    const page = await client.productPage(
      'au',
      { type: ['CPT'], colour: ['gray'] },
      { limit: 24, page: 2, sort: 'colours' },
    );
    const url =
      '/api/catalogue/products?website=GHRES&region=au&type=CPT&colour=gray&limit=24&page=2&sort=colours&view=card';
    expect(requests).toEqual([url]);
    expect(page).toEqual({ products: [{ productCode: 'P1', url }], total: 42 });
  });

  it('asks for a page of whole products by offset with the full view', async () => {
    const client = createCatalogueClient({ baseUrl });
    const page = await client.productPage('nz', {}, { limit: 5, offset: 10 }, { view: 'full' });
    expect(requests).toEqual([
      '/api/catalogue/products?website=GHRES&region=nz&limit=5&offset=10&view=full',
    ]);
    expect(page.total).toBe(42);
  });

  it('caches a page apart from the plain list of the same URL', async () => {
    const client = createCatalogueClient({ baseUrl });
    await client.productPage('au', {}, { limit: 24 });
    await client.productPage('au', {}, { limit: 24 });
    expect(requests).toHaveLength(1);
    await client.productPage('au', {}, { limit: 24, offset: 24 });
    expect(requests).toHaveLength(2);
  });

  it('refuses a page reply without X-Total-Count, and does not cache it', async () => {
    const { logged, logger } = recordingLogger();
    const client = createCatalogueClient({ baseUrl: `${baseUrl}/brands-as`, logger });
    // The stand-in answers /api/catalogue/brands-as/products like the brand list: no total.
    const failure = client.productPage('au', {}, { limit: 24 });
    await expect(failure).rejects.toThrow(/X-Total-Count/);
    await expect(client.productPage('au', {}, { limit: 24 })).rejects.toBeInstanceOf(
      CatalogueRequestError,
    );
    expect(requests).toHaveLength(2);
    expect(logged).toHaveLength(2);
  });

  it('answers a repeated request from the cache', async () => {
    const client = createCatalogueClient({ baseUrl });
    const first = await client.products('au', { type: ['HF'] });
    const second = await client.products('au', { type: ['HF'] });
    expect(second).toEqual(first);
    expect(requests).toHaveLength(1);
  });

  it('caches by URL, so another region or filter is fetched', async () => {
    const client = createCatalogueClient({ baseUrl });
    await client.products('au', { type: ['HF'] });
    await client.products('nz', { type: ['HF'] });
    await client.products('au', { type: ['CPT'] });
    expect(requests).toHaveLength(3);
  });

  it('shares one request between identical calls in flight', async () => {
    const client = createCatalogueClient({ baseUrl });
    await Promise.all([client.brands('au'), client.brands('au')]);
    expect(requests).toHaveLength(1);
  });

  it('skips the cache when cache is false', async () => {
    const client = createCatalogueClient({ baseUrl });
    await client.products('au', {}, { cache: false });
    await client.products('au', {}, { cache: false });
    await client.brands('au', {}, { cache: false });
    await client.brands('au');
    expect(requests).toHaveLength(4);
  });

  it('keeps a response for 30 minutes', async () => {
    const start = 1_000_000;
    let clock = start;
    const client = createCatalogueClient({ baseUrl, now: () => clock });
    await client.brands('au');
    clock = start + 30 * 60 * 1000 - 1;
    await client.brands('au');
    expect(requests).toHaveLength(1);
    clock = start + 30 * 60 * 1000 + 1;
    await client.brands('au');
    expect(requests).toHaveLength(2);
  });

  it('keeps at most 1000 responses, dropping the least recently used', async () => {
    // A thousand and one distinct URLs: counted in process, as this rule is the cache's alone
    // (the tests above cover the HTTP exchange against the real server).
    const fetched: string[] = [];
    const counting = async (url: string | URL | Request) => {
      fetched.push(String(url));
      return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
    };
    const client = createCatalogueClient({ baseUrl, fetch: counting });
    for (let page = 0; page <= 1000; page += 1) await client.brands('au', { page });
    expect(fetched).toHaveLength(1001);
    await client.brands('au', { page: 1000 });
    expect(fetched).toHaveLength(1001);
    await client.brands('au', { page: 0 });
    expect(fetched).toHaveLength(1002);
  });

  it('gives up after the timeout, logs the failure and rethrows it', async () => {
    delayMs = 500;
    const { logged, logger } = recordingLogger();
    const client = createCatalogueClient({ baseUrl, timeoutMs: 50, logger });
    const failure = client.brands('au');
    await expect(failure).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[1]).toBe(`${baseUrl}/brands?website=GHRES&region=au`);
  });

  it('times out after 15 seconds by default', async () => {
    jest.useFakeTimers();
    try {
      // A fetch that never answers and rejects only when its signal aborts.
      const hanging = (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      const { logged, logger } = recordingLogger();
      const client = createCatalogueClient({ baseUrl, fetch: hanging, logger });
      const failure = client.brands('au');
      failure.catch(() => undefined);
      await jest.advanceTimersByTimeAsync(14_999);
      expect(logged).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1);
      await expect(failure).rejects.toMatchObject({ name: 'TimeoutError' });
      expect(logged).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('logs and rethrows an HTTP error with its status, and does not cache it', async () => {
    const { logged, logger } = recordingLogger();
    const client = createCatalogueClient({ baseUrl: `${baseUrl}/broken`, logger });
    const failure = client.products('au');
    await expect(failure).rejects.toBeInstanceOf(CatalogueRequestError);
    await expect(failure).rejects.toMatchObject({ status: 503 });
    await expect(client.products('au')).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(2);
    expect(logged).toHaveLength(2);
  });

  it('asks {baseUrl}/products for the codes given as one comma list', async () => {
    const client = createCatalogueClient({ baseUrl });
    await client.productPage('au', {}, { limit: 1000 }, { view: 'full', codes: ['GH1', 'GH2'] });
    expect(requests).toEqual([
      '/api/catalogue/products?website=GHRES&region=au&limit=1000&view=full&code=GH1%2CGH2',
    ]);
  });

  it('asks {baseUrl}/changes since a place, or from the beginning, never from its cache', async () => {
    const client = createCatalogueClient({ baseUrl });
    await expect(client.changes()).resolves.toEqual({ epoch: 'e1', seq: 7, changed: null });
    await expect(client.changes({ epoch: 'e1', seq: 7 })).resolves.toMatchObject({ changed: [] });
    await client.changes({ epoch: 'e1', seq: 7 });
    expect(requests).toEqual([
      '/api/catalogue/changes',
      '/api/catalogue/changes?since=7&epoch=e1',
      '/api/catalogue/changes?since=7&epoch=e1',
    ]);
  });
});
