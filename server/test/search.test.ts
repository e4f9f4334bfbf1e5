import { mapSearchItem, SEARCH_GROUPS, type SearchReply } from '@gh/shared/search';
import { SEARCH_GROUP_LIMIT } from '../src/search/query';
import { type JudgedProduct, judgedCatalogue, regionProducts } from './fixtures/relevance';
import { useTestServer } from './support';

type Item = Record<string, unknown>;
type Reply = SearchReply & Record<(typeof SEARCH_GROUPS)[number], Item[]>;

const server = useTestServer();

async function search(params: Record<string, string | string[]>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const one of [value].flat()) query.append(key, one);
  }
  const response = await fetch(`${server.url}/search-query?${query}`);
  return { status: response.status, body: (await response.json()) as Reply };
}

const ghres = (query: string, region = 'au', more: Record<string, string | string[]> = {}) =>
  search({ query, website: 'GHRES', region, ...more });

/** The catalogue's products of a region, with their attributes, by code. */
const catalogue = (region: 'au' | 'nz' | 'na') =>
  new Map(
    regionProducts(judgedCatalogue(server.db), region).map((product) => [product.code, product]),
  );

const codes = (body: Reply) => body.products.map((item) => item.productCode as string);

describe('GET /search-query: the contract', () => {
  it("answers SPEC's five groups, the guides, and what the query was understood as", async () => {
    const { status, body } = await ghres('carpet');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual([
      ...SEARCH_GROUPS,
      'total',
      'understood',
      'corrected',
      'ignored',
      'relaxed',
    ]);
    expect(body.understood).toEqual([
      { facet: 'type', values: ['CPT'], label: 'Carpet', words: 'carpet' },
    ]);
  });

  it('gives every product its SPEC fields and its image, a swatch', async () => {
    const product = [...catalogue('au').values()][0];
    const { body } = await ghres(product?.code as string);
    expect(body.products[0]).toMatchObject({
      airtableId: expect.stringMatching(/^rec/),
      name: product?.name,
      productCode: product?.code,
      collectionName: expect.any(String),
      publicId: expect.stringMatching(/^swatches\/GHRES-/),
    });
  });

  it('gives every item an id and a name once mapped the way the widget maps it', async () => {
    const { body } = await ghres('oak');
    const items = SEARCH_GROUPS.flatMap((group) => body[group] ?? []);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(mapSearchItem(item)).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
      });
  });

  it(`returns at most ${SEARCH_GROUP_LIMIT} items a group, and up to limit (at most 48) when asked`, async () => {
    const { body } = await ghres('grey carpet');
    expect(body.products).toHaveLength(SEARCH_GROUP_LIMIT);
    expect(body.variants).toHaveLength(SEARCH_GROUP_LIMIT);
    expect(body.total).toBeGreaterThan(SEARCH_GROUP_LIMIT);
    // 'floors' asks for nothing in particular: every product of the region.
    const more = await ghres('floors', 'au', { limit: '30' });
    expect(more.body.products).toHaveLength(30);
    expect((await ghres('floors', 'au', { limit: '49' })).status).toBe(400);
  });

  it.each([
    [{ website: 'GHRES', region: 'au' }, /query/],
    [{ query: 'ch', website: 'GHRES', region: 'au' }, /3 characters/],
    [{ query: 'oak', website: 'GHRES', region: 'eu' }, /region/],
    [{ query: 'oak', website: 'NOPE', region: 'au' }, /website/],
    [{ query: 'x'.repeat(201), website: 'GHRES', region: 'au' }, /query/],
    [{ query: 'oak', sort: 'price' }, /sort/],
    [{ query: 'oak', offset: '-1' }, /offset/],
  ])('refuses %j with a 400', async (params, reason) => {
    const { status, body } = await search(params as Record<string, string>);
    expect(status).toBe(400);
    expect((body as unknown as { error: string }).error).toMatch(reason);
  });
});

describe('GET /search-query: shoppers’ words', () => {
  it('finds grey carpet: carpets with a grey colour, shown in that colour', async () => {
    const products = catalogue('au');
    const { body } = await ghres('grey carpet');
    expect(body.understood?.map((item) => item.label)).toEqual(['Grey', 'Carpet']);
    for (const item of body.products) {
      const product = products.get(item.productCode as string);
      expect(product?.type).toBe('CPT');
      expect(product?.colours).toContain('gray');
      expect(item.matchedColour).toEqual(expect.objectContaining({ name: expect.any(String) }));
    }
    const greys = [...products.values()].filter(
      (product) => product.type === 'CPT' && product.colours.includes('gray'),
    );
    expect(body.total).toBe(greys.length);
  });

  it('finds the same for gray and for a misspelt grey carpt', async () => {
    const grey = await ghres('grey carpet');
    for (const query of ['gray carpet', 'grey carpt']) {
      expect(codes((await ghres(query)).body)).toEqual(codes(grey.body));
    }
    expect((await ghres('grey carpt')).body.corrected).toEqual([
      { typed: 'carpt', read: 'carpet' },
    ]);
  });

  it('finds pet friendly flooring by its feature, and the feature page among the highlights', async () => {
    const products = catalogue('nz');
    const { body } = await ghres('flooring for dogs', 'nz');
    expect(body.understood?.map((item) => item.label)).toEqual(['Pet Friendly']);
    expect(body.products.length).toBeGreaterThan(0);
    for (const item of body.products) {
      expect(products.get(item.productCode as string)?.features).toContain('pet-friendly');
    }
    expect(body.highlights.map((item) => item.slug)).toEqual(['pet-friendly']);
  });

  it('reads a bathroom as the waterproof floors it needs', async () => {
    const products = catalogue('au');
    const { body } = await ghres('bathroom flooring');
    expect(body.understood?.[0]).toMatchObject({ facet: 'feature', label: 'Waterproof' });
    for (const item of body.products) {
      expect(products.get(item.productCode as string)?.features).toContain('waterproof');
    }
  });

  it('lists timber floors for timber, and not the carpets of the Timber Tones Collection', async () => {
    const products = catalogue('au');
    const { body } = await ghres('timber');
    expect(body.products.length).toBeGreaterThan(0);
    for (const item of body.products) {
      expect(products.get(item.productCode as string)?.subTypes).toEqual(['engineered_timber_hf']);
    }
    expect(body.types.map((item) => item.name)).toEqual(['Engineered Timber Flooring']);
    expect(body.collections.map((item) => item.title)).toContain('Timber Tones Collection');
  });

  it('puts a product first when its name or code is typed alone, even misspelt', async () => {
    const [first, second] = [...catalogue('au').values()] as [JudgedProduct, JudgedProduct];
    for (const query of [first.name, first.code, first.name.toUpperCase()]) {
      expect(codes((await ghres(query)).body)[0]).toBe(first.code);
    }
    const misspelt = second.name.replace(/^(\w\w)(\w)(\w)/, '$1$3$2');
    expect(codes((await ghres(misspelt)).body)[0]).toBe(second.code);
  });

  it('shows the colour a word names: charcoal shows Charcoal first', async () => {
    const { body } = await ghres('charcoal');
    expect(body.variants[0]?.name).toBe('Charcoal');
    expect(body.products[0]?.matchedColour).toMatchObject({ name: 'Charcoal', slug: 'charcoal' });
  });

  it('finds guides and news in a group of their own', async () => {
    const { body } = await ghres('carpet care');
    expect(body.articles?.map((item) => item.path)).toContain('/news/carpet-care');
    const underlay = await ghres('underlay');
    expect(underlay.body.articles?.map((item) => item.path)).toEqual(['/news/underlay-guide']);
    expect(underlay.body.products).toEqual([]);
  });

  it('ignores accents and case', async () => {
    const plain = await ghres('CHARCOAL');
    const accented = await ghres('chárcoal');
    expect(accented.body).toEqual(plain.body);
    expect(plain.body.variants.length).toBeGreaterThan(0);
  });

  it('answers nothing for words that mean nothing, and says which', async () => {
    const { body } = await ghres('zzzzqqq');
    for (const group of SEARCH_GROUPS) expect(body[group]).toEqual([]);
    expect(body.ignored).toEqual(['zzzzqqq']);
  });

  it('answers empty groups when the query has no word to search for', async () => {
    const { status, body } = await ghres('"*()');
    expect(status).toBe(200);
    for (const group of SEARCH_GROUPS) expect(body[group]).toEqual([]);
  });
});

describe('GET /search-query: never a dead end', () => {
  it('relaxes the least telling constraint when nothing satisfies all, and says so', async () => {
    // No carpet is waterproof: the last typed (carpet) is dropped first, then waterproof.
    const products = catalogue('au');
    const { body } = await ghres('waterproof carpet');
    expect(body.relaxed).toEqual({
      message: 'No waterproof carpet in Australia. Showing waterproof flooring and carpet.',
      showing: ['waterproof flooring', 'carpet'],
    });
    const first = products.get(codes(body)[0] as string);
    expect(first?.features).toContain('waterproof');
    expect(body.total).toBe(
      [...products.values()].filter(
        (product) => product.features.includes('waterproof') || product.type === 'CPT',
      ).length,
    );
  });

  it('says nothing was relaxed when everything is satisfied', async () => {
    expect((await ghres('grey carpet')).body.relaxed).toBeNull();
  });
});

describe('GET /search-query: the region and site asked for', () => {
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
});

describe('GET /search-query: the results page (view=card, filters, sort, paging)', () => {
  it('gives each product what its card shows: colours, brands, samples', async () => {
    const { body } = await ghres('wool carpet', 'na', { view: 'card' });
    expect(body.products[0]).toMatchObject({
      brands: expect.arrayContaining([expect.any(String)]),
      sampleAvailable: expect.any(Boolean),
      productSubType: expect.stringMatching(/wool/),
      variants: expect.arrayContaining([
        expect.objectContaining({
          hex: expect.stringMatching(/^#/),
          swatchImage: expect.any(String),
        }),
      ]),
    });
  });

  it('counts the products of each filter value, each filter as if it were not set', async () => {
    const { body } = await ghres('grey', 'au', { view: 'card' });
    const types = body.facets?.type ?? {};
    expect(Object.keys(types).sort()).toEqual(['CPT', 'HF']);
    const carpets = await ghres('grey', 'au', { view: 'card', type: 'CPT' });
    expect(carpets.body.total).toBe(types.CPT);
    expect(carpets.body.facets?.type).toEqual(types);
    for (const item of carpets.body.products) expect(item.type).toBe('CPT');
    const features = carpets.body.facets?.feature ?? {};
    const [slug, count] = Object.entries(features)[0] as [string, number];
    const narrowed = await ghres('grey', 'au', { view: 'card', type: 'CPT', feature: slug });
    expect(narrowed.body.total).toBe(count);
  });

  it('pages through the products with offset, and sorts by name', async () => {
    const first = await ghres('carpet', 'au', { limit: '10' });
    const second = await ghres('carpet', 'au', { limit: '10', offset: '10' });
    expect(second.body.total).toBe(first.body.total);
    expect(codes(second.body).some((code) => codes(first.body).includes(code))).toBe(false);
    const byName = await ghres('carpet', 'au', { sort: 'name', limit: '48' });
    const names = byName.body.products.map((item) => item.name as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const backwards = await ghres('carpet', 'au', { sort: '-name', limit: '48' });
    expect(backwards.body.products[0]?.name).toBe(
      [...catalogue('au').values()]
        .filter((product) => product.type === 'CPT')
        .map((product) => product.name)
        .sort((a, b) => b.localeCompare(a))[0],
    );
  });
});
