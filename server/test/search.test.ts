import { mapSearchItem, SEARCH_GROUPS } from '@gh/shared/search';
import { correctedWord, editDistance, SEARCH_GROUP_LIMIT } from '../src/search/query';
import { useTestServer } from './support';

type Item = Record<string, string | null | undefined>;
type Results = Record<(typeof SEARCH_GROUPS)[number], Item[]>;

const server = useTestServer();

async function search(params: Record<string, string>) {
  const response = await fetch(`${server.url}/search-query?${new URLSearchParams(params)}`);
  return { status: response.status, body: (await response.json()) as Results };
}

const ghres = (query: string, region = 'au') => search({ query, website: 'GHRES', region });

interface ProductRow {
  name: string;
  product_code: string;
  regions: string;
}
const anyProduct = (region: string) =>
  server.db
    .prepare(
      "SELECT name, product_code, regions FROM products WHERE ',' || regions || ',' LIKE ? ORDER BY id LIMIT 1",
    )
    .get(`%,${region},%`) as ProductRow;

describe('GET /search-query', () => {
  it('answers every group: products, variants, highlights, collections and types', async () => {
    const { status, body } = await ghres('carpet');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual([...SEARCH_GROUPS]);
  });

  it('finds a product by the beginning of its name', async () => {
    const product = anyProduct('au');
    const { body } = await ghres(product.name.slice(0, 4));
    const found = body.products.find((item) => item.productCode === product.product_code);
    expect(found).toMatchObject({
      airtableId: expect.stringMatching(/^rec/),
      name: product.name,
      productCode: product.product_code,
      collectionName: expect.any(String),
      publicId: expect.stringMatching(/^swatches\/GHRES-/),
    });
  });

  it('finds a product by its product code', async () => {
    const product = anyProduct('nz');
    const { body } = await ghres(product.product_code, 'nz');
    expect(body.products.map((item) => item.productCode)).toEqual([product.product_code]);
  });

  it('matches every word as a prefix: a colour of a product', async () => {
    const variant = server.db
      .prepare(
        `SELECT v.name, v.global_item_id, p.name AS product_name FROM variants v
         JOIN products p ON p.id = v.product_id WHERE ',' || p.regions || ',' LIKE '%,au,%' LIMIT 1`,
      )
      .get() as { name: string; global_item_id: string; product_name: string };
    const query = `${variant.product_name.split(' ')[0]?.slice(0, 4)} ${variant.name.slice(0, 3)}`;
    const { body } = await ghres(query);
    const found = body.variants.find((item) => item.globalItemId === variant.global_item_id);
    expect(found).toEqual({
      airtableId: expect.stringMatching(/^rec/),
      name: variant.name,
      productName: variant.product_name,
      productCode: expect.any(String),
      colourId: expect.any(String),
      globalItemId: variant.global_item_id,
      cameoImage: expect.stringMatching(
        new RegExp(`^room-shots/[a-z-]+/${variant.global_item_id}$`),
      ),
      patternCloudinaryPublicId: `patterns/${variant.global_item_id}`,
      publicId: `swatches/${variant.global_item_id}`,
    });
    for (const item of body.variants) {
      expect(`${item.name} ${item.productName}`.toLowerCase()).toContain(
        variant.name.slice(0, 3).toLowerCase(),
      );
    }
  });

  it('lists items whose name matches before those matching on other words', async () => {
    const { body } = await ghres('wool');
    const types = body.types.map((item) => item.name);
    expect(types[0]).toBe('Wool Carpet');
    expect(body.products.length).toBeGreaterThan(0);
  });

  it('finds highlights, collections and product types', async () => {
    const { body } = await ghres('red list');
    expect(body.highlights).toEqual([
      { airtableId: expect.stringMatching(/^rec/), title: 'Red List Free', slug: 'red-list-free' },
    ]);
    const collections = await ghres('heritage coll');
    expect(collections.body.collections).toEqual([
      {
        id: 'heritage-collection',
        title: 'Heritage Collection',
        collectionName: 'Heritage Collection',
        slug: 'heritage-collection',
      },
    ]);
    const types = await ghres('hybrid');
    expect(types.body.types).toEqual([
      { id: 'hybrid_hf', name: 'Hybrid Flooring', type: 'HF', slug: 'hybrid-flooring' },
    ]);
  });

  it('gives every item an id and a name once mapped the way the widget maps it', async () => {
    const { body } = await ghres('oak');
    const items = SEARCH_GROUPS.flatMap((group) => body[group]);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(mapSearchItem(item)).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
      });
  });

  it('searches only the region asked for', async () => {
    const { body: na } = await ghres('hybrid', 'na');
    expect(na.types).toEqual([]);
    expect(na.products).toEqual([]);
    const { body: australian } = await ghres('australian made', 'nz');
    expect(australian.highlights).toEqual([]);
    const { body: inAu } = await ghres('australian made', 'au');
    expect(inAu.highlights).toHaveLength(1);
  });

  it('searches only the site asked for: hard flooring is on GHC, carpet is not', async () => {
    const { body: carpet } = await search({ query: 'wool', website: 'GHC', region: 'au' });
    expect(carpet.products).toEqual([]);
    const { body: hardFlooring } = await search({ query: 'hybrid', website: 'GHC', region: 'au' });
    expect(hardFlooring.types).toHaveLength(1);
  });

  it(`returns at most ${SEARCH_GROUP_LIMIT} items a group`, async () => {
    // Every variant's globalItemId starts GHRES-, every carpet's type reads Carpet.
    const { body: variants } = await ghres('ghres');
    expect(variants.variants).toHaveLength(SEARCH_GROUP_LIMIT);
    const { body: carpets } = await ghres('carpet');
    expect(carpets.products).toHaveLength(SEARCH_GROUP_LIMIT);
  });

  it('returns up to `limit` items a group when asked (the results page), at most 48', async () => {
    const { body } = await search({ query: 'ghres', website: 'GHRES', region: 'au', limit: '30' });
    expect(body.variants).toHaveLength(30);
    const { status } = await search({
      query: 'ghres',
      website: 'GHRES',
      region: 'au',
      limit: '49',
    });
    expect(status).toBe(400);
  });

  it('forgives a small typo when nothing matches as typed: charcaol finds Charcoal', async () => {
    const right = await ghres('charcoal');
    expect(right.body.variants.length).toBeGreaterThan(0);
    for (const typo of ['charcaol', 'charcoel', 'chacoal']) {
      const { body } = await ghres(typo);
      expect(body.variants.map((item) => item.name)).toEqual(
        right.body.variants.map((item) => item.name),
      );
    }
  });

  it('corrects only what matches nothing, and not words too far from any', async () => {
    // 'char' begins indexed words: it is searched as typed, not replaced by its neighbours.
    expect(correctedWord(server.db, 'charc')).toBe('charc');
    expect(correctedWord(server.db, 'charcaol')).toBe('charcoal');
    const { body } = await ghres('zzzzqqq');
    expect(Object.values(body).flat()).toEqual([]);
  });

  it('ignores accents and case', async () => {
    const plain = await ghres('CHARCOAL');
    const accented = await ghres('chárcoal');
    expect(accented.body).toEqual(plain.body);
    expect(plain.body.variants.length).toBeGreaterThan(0);
  });

  it('answers empty groups when the query has no word to search for', async () => {
    const { status, body } = await ghres('"*()');
    expect(status).toBe(200);
    expect(body).toEqual({
      products: [],
      variants: [],
      highlights: [],
      collections: [],
      types: [],
    });
  });

  it('measures spelling distance with swapped neighbours as one edit', () => {
    expect(editDistance('charcoal', 'charcoal')).toBe(0);
    expect(editDistance('charcaol', 'charcoal')).toBe(1);
    expect(editDistance('chacoal', 'charcoal')).toBe(1);
    expect(editDistance('berbr', 'berber')).toBe(1);
    expect(editDistance('wool', 'wood')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('kitten', 'sitting', 2)).toBe(2);
  });

  it.each([
    [{ website: 'GHRES', region: 'au' }, /query/],
    [{ query: 'ch', website: 'GHRES', region: 'au' }, /3 characters/],
    [{ query: 'oak', website: 'GHRES', region: 'eu' }, /region/],
    [{ query: 'oak', website: 'NOPE', region: 'au' }, /website/],
    [{ query: 'x'.repeat(201), website: 'GHRES', region: 'au' }, /query/],
  ])('refuses %j with a 400', async (params, reason) => {
    const { status, body } = await search(params as Record<string, string>);
    expect(status).toBe(400);
    expect((body as unknown as { error: string }).error).toMatch(reason);
  });
});
