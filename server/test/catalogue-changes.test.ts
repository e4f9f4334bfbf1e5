import type { Product } from '@gh/shared/catalogue';
import { startTestServer, type TestServer } from './support';

// The catalogue's change log over real HTTP against a real SQLite file: GET
// /api/catalogue/changes tells a site build which products changed since its last read, the
// product list's `code` filter fetches just those, and PATCH /admin/catalogue/variants/{id}
// marks a colour's sample out of stock (issue 25: a build takes only what changed).

const TOKEN = 'catalogue-editor-token';

interface Changes {
  epoch: string;
  seq: number;
  changed: string[] | null;
  order?: string[];
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { GH_ADMIN_TOKEN: TOKEN } });
}, 60_000);
afterAll(async () => {
  await server.close();
});

async function changes(query = ''): Promise<Changes> {
  const response = await fetch(`${server.url}/api/catalogue/changes${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Changes;
}

const since = ({ seq, epoch }: Changes) => `?since=${seq}&epoch=${epoch}`;

async function products(query: string): Promise<{ products: Product[]; total: number }> {
  const response = await fetch(`${server.url}/api/catalogue/products?${query}`);
  expect(response.status).toBe(200);
  return {
    products: (await response.json()) as Product[],
    total: Number(response.headers.get('x-total-count')),
  };
}

function patchStock(globalItemId: string, body: unknown, token: string | null = TOKEN) {
  return fetch(`${server.url}/admin/catalogue/variants/${encodeURIComponent(globalItemId)}`, {
    method: 'PATCH',
    headers: {
      'content-type': 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
}

describe('GET /api/catalogue/changes', () => {
  test('a first read (no since) is told to fetch every product, and where the log stands', async () => {
    const first = await changes();
    expect(first.changed).toBeNull();
    expect(first.epoch).toMatch(/^[0-9a-f]{16}$/);
    expect(first.seq).toBeGreaterThan(0);
  });

  test('nothing changed since the last read: no codes', async () => {
    const now = await changes();
    expect(await changes(since(now))).toEqual({ epoch: now.epoch, seq: now.seq, changed: [] });
  });

  test("another database's log (another epoch) or a sequence it never reached: fetch everything", async () => {
    const now = await changes();
    expect((await changes(`?since=${now.seq}&epoch=0123456789abcdef`)).changed).toBeNull();
    expect((await changes(`?since=${now.seq + 1}&epoch=${now.epoch}`)).changed).toBeNull();
  });

  test('a brand renamed touches every product: fetch everything', async () => {
    const before = await changes();
    server.db.prepare("UPDATE brands SET description = description || ' ' WHERE rowid = 1").run();
    expect((await changes(since(before))).changed).toBeNull();
  });

  test('a bad since or epoch is refused with a reason', async () => {
    for (const query of ['?since=-1', '?since=soon', '?epoch=ZZ']) {
      const response = await fetch(`${server.url}/api/catalogue/changes${query}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/since|epoch/);
    }
  });
});

describe('a colour marked out of stock reaches the next build as one changed product', () => {
  test('PATCH the variant, read the changes, fetch the product by code', async () => {
    const { products: list } = await products('region=au&limit=3&view=full');
    const product = list[1] as Product;
    const variant = product.variants[0];
    if (!variant) throw new Error('a product without colours');
    const before = await changes();

    const response = await patchStock(variant.globalItemId, { sampleInStock: false });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      globalItemId: variant.globalItemId,
      productCode: product.productCode,
      sampleInStock: false,
      sampleInStockNz: variant.sampleInStockNz,
    });

    const after = await changes(since(before));
    expect(after.changed).toEqual([product.productCode]);
    expect(after.seq).toBeGreaterThan(before.seq);
    // The order places every product as the full list does: the region's list is in it, in turn.
    const { products: region } = await products('region=au&limit=1000');
    const order = after.order ?? [];
    const positions = region.map((p) => order.indexOf(p.productCode));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const fetched = await products(`region=au&view=full&code=${product.productCode}`);
    expect(fetched.total).toBe(1);
    expect(fetched.products[0]?.variants[0]?.sampleInStock).toBe(false);
    // And nothing since.
    expect((await changes(since(after))).changed).toEqual([]);
  });

  test('a new product and a removed one are both changes; the removed one fetches as none', async () => {
    const [kept, removed] = (await products('region=au&limit=2')).products as [Product, Product];
    const before = await changes();
    server.db
      .prepare(
        `INSERT INTO products (airtable_id, product_code, name, slug, website, regions, brands, type,
           product_type, sub_types, rooms)
         SELECT 'recNewProduct', 'GHNEW1', name || ' Two', slug || '-two', website, regions, brands,
           type, product_type, sub_types, rooms FROM products WHERE product_code = ?`,
      )
      .run(kept.productCode);
    server.db.prepare('DELETE FROM products WHERE product_code = ?').run(removed.productCode);

    const after = await changes(since(before));
    expect(new Set(after.changed)).toEqual(new Set(['GHNEW1', removed.productCode]));
    expect(after.order).toContain('GHNEW1');
    expect(after.order).not.toContain(removed.productCode);
    const fetched = await products(`region=au&code=GHNEW1,${removed.productCode}`);
    // The new product has no facets yet, so no region lists it; the removed one is gone.
    expect(fetched).toEqual({ products: [], total: 0 });
  });
});

describe('the product list by code', () => {
  test('keeps the products of the codes given, in list order, comma list or repeated', async () => {
    const { products: list } = await products('region=au&limit=5');
    const [a, , c, , e] = list.map((product) => product.productCode) as string[];
    const byComma = await products(`region=au&code=${e},${a}&code=${c}&code=NOPE`);
    expect(byComma.products.map((product) => product.productCode)).toEqual([a, c, e]);
    expect(byComma.total).toBe(3);
  });

  test('more codes than a page holds are refused with a reason', async () => {
    const codes = Array.from({ length: 1001 }, (_, index) => `GH${index}`);
    for (const query of [codes.map((c) => `code=${c}`).join('&'), `code=${codes.join(',')}`]) {
      const response = await fetch(`${server.url}/api/catalogue/products?${query}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/code/);
    }
  });
});

describe('PATCH /admin/catalogue/variants/{globalItemId} refusals', () => {
  let globalItemId: string;
  beforeAll(async () => {
    const { products: list } = await products('region=au&limit=1&view=full');
    globalItemId = list[0]?.variants[0]?.globalItemId ?? '';
  });

  test('no token or another token: 401, and nothing changes', async () => {
    const before = await changes();
    expect((await patchStock(globalItemId, { sampleInStock: false }, null)).status).toBe(401);
    expect((await patchStock(globalItemId, { sampleInStock: false }, 'guess')).status).toBe(401);
    expect((await changes(since(before))).changed).toEqual([]);
  });

  test.each([
    ['an empty body', {}],
    ['a value that is not true or false', { sampleInStock: 'maybe' }],
    ['only unknown fields', { colour: 'red' }],
  ])('%s: 400 with a reason', async (_, body) => {
    const response = await patchStock(globalItemId, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error.length).toBeGreaterThan(0);
  });

  test('an unknown colour: 404 naming it', async () => {
    const response = await patchStock('no-such-colour', { sampleInStock: true });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toContain('no-such-colour');
  });
});
