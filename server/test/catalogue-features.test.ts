/**
 * Products carry their features (the highlights: Pet Friendly, Waterproof…): seeded by a rule
 * over how each product is made, returned by the catalogue API, filtered on and counted, and
 * changed by an editor one product at a time.
 */
import { type CatalogueHighlight, createCatalogueClient } from '@gh/shared/catalogue';
import { REGIONS } from '@gh/shared/regions';
import { SEARCH_VOCABULARY } from '@gh/shared/search';
import { featuresOf } from '../seed/catalogue';
import { SUBTYPE_SPECS } from '../seed/catalogue-data';
import type { CatalogueProduct } from '../src/catalogue/queries';
import { catalogueApi } from './catalogue-api';
import { useTestServer } from './support';

const server = useTestServer();

const { get, products } = catalogueApi(() => server.url);

describe('the features a product is made with (seed rule)', () => {
  const made = (subType: keyof typeof SUBTYPE_SPECS, pile: 'cut' | 'loop' | 'twist' = 'cut') =>
    featuresOf({ spec: SUBTYPE_SPECS[subType], subType, pile, regions: ['au', 'nz'] });

  it('makes a hybrid (rigid core, scratch-resistant wear layer) waterproof, stain resistant and pet friendly', () => {
    expect(made('hybrid_hf')).toEqual(
      expect.arrayContaining(['waterproof', 'stain-resistant', 'pet-friendly', 'low-allergen']),
    );
  });

  it('keeps laminate (a fibreboard core) and timber from being called waterproof', () => {
    expect(made('laminate_hf')).not.toContain('waterproof');
    expect(made('engineered_timber_hf')).not.toContain('waterproof');
  });

  it('calls no carpet waterproof', () => {
    for (const [subType, spec] of Object.entries(SUBTYPE_SPECS)) {
      if (spec.type === 'CPT') {
        expect(made(subType as keyof typeof SUBTYPE_SPECS)).not.toContain('waterproof');
      }
    }
  });

  it('makes a solution-dyed nylon stain resistant, and pet friendly unless its pile is looped', () => {
    expect(made('solution_dyed_nylon_cpt', 'twist')).toEqual(
      expect.arrayContaining(['stain-resistant', 'pet-friendly']),
    );
    expect(made('solution_dyed_nylon_cpt', 'loop')).toContain('stain-resistant');
    expect(made('solution_dyed_nylon_cpt', 'loop')).not.toContain('pet-friendly');
  });

  it('makes a cut pile soft underfoot, a loop pile not', () => {
    expect(made('wool_cpt', 'cut')).toContain('soft-underfoot');
    expect(made('wool_cpt', 'loop')).not.toContain('soft-underfoot');
  });

  it('makes wool low allergen, carbon neutral and red list free, but not stain resistant', () => {
    expect(made('wool_cpt')).toEqual(
      expect.arrayContaining(['low-allergen', 'carbon-neutral', 'red-list-free']),
    );
    expect(made('wool_cpt')).not.toContain('stain-resistant');
  });

  it('calls Australian made only the carpets sold in au in a fibre its mills make', () => {
    expect(made('wool_cpt')).toContain('australian-made');
    expect(
      featuresOf({
        spec: SUBTYPE_SPECS.wool_cpt,
        subType: 'wool_cpt',
        pile: 'cut',
        regions: ['nz'],
      }),
    ).not.toContain('australian-made');
    expect(made('polyester_cpt')).not.toContain('australian-made');
  });
});

describe('features in the catalogue API', () => {
  it('returns each product with the features its construction gives it', async () => {
    const { body } = await products('region=au&limit=1000');
    expect(body.length).toBeGreaterThan(20);
    for (const product of body) {
      expect(Array.isArray(product.features)).toBe(true);
      const waterproof = product.features.includes('waterproof');
      const code = product.productSubType ?? '';
      expect({ code, waterproof }).toEqual({
        code,
        waterproof: ['hybrid_hf', 'vinyl_plank_hf', 'vinyl_sheet_hf'].includes(code),
      });
    }
  });

  it.each(REGIONS)("lists products for every feature of %s's highlights", async (region) => {
    const { body: highlights } = await get<CatalogueHighlight[]>(
      `/api/catalogue/highlights?region=${region}&website=GHRES`,
    );
    expect(highlights.length).toBeGreaterThan(3);
    for (const highlight of highlights) {
      const { body, total } = await products(`region=${region}&feature=${highlight.slug}`);
      expect({ feature: highlight.slug, listed: total > 0 }).toEqual({
        feature: highlight.slug,
        listed: true,
      });
      for (const product of body) expect(product.features).toContain(highlight.slug);
    }
  });

  it('names in the search vocabulary only features the catalogue has', () => {
    const slugs = (
      server.db.prepare('SELECT slug FROM highlights').all() as { slug: string }[]
    ).map((row) => row.slug);
    const named = SEARCH_VOCABULARY.flatMap((row) => row.means.feature ?? []);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((slug) => !slugs.includes(slug))).toEqual([]);
  });

  it('keeps products with any of the features asked for, combined with the other filters', async () => {
    const { body, total } = await products(
      'region=au&feature=waterproof&feature=pet-friendly&type=CPT',
    );
    expect(total).toBeGreaterThan(0);
    for (const product of body) {
      expect(product.type).toBe('CPT');
      expect(product.features).toContain('pet-friendly');
    }
  });

  it('reads room as rooms', async () => {
    const byRoom = await products('region=au&room=kitchen');
    const byRooms = await products('region=au&rooms=kitchen');
    expect(byRoom.total).toBeGreaterThan(0);
    expect(byRoom.body.map((product) => product.productCode)).toEqual(
      byRooms.body.map((product) => product.productCode),
    );
  });

  it("follows an editor's change to one product's features", async () => {
    const { body } = await products('region=nz&feature=waterproof&limit=1');
    const product = body[0] as CatalogueProduct;
    const before = (await products('region=nz&feature=waterproof')).total;
    server.db
      .prepare(
        `DELETE FROM product_facets WHERE facet = 'feature' AND value = 'waterproof'
           AND product_id = (SELECT id FROM products WHERE product_code = ?)`,
      )
      .run(product.productCode);
    const after = await products('region=nz&feature=waterproof');
    expect(after.total).toBe(before - 1);
    const edited = await products(`region=nz&code=${product.productCode}`);
    expect(edited.body[0]?.features).not.toContain('waterproof');
  });
});

describe('GET /api/catalogue/facets', () => {
  type Counts = Record<string, Record<string, number>>;

  it('counts the products each feature would list, under the other filters', async () => {
    const { status, body } = await get<Counts>('/api/catalogue/facets?region=au&type=CPT');
    expect(status).toBe(200);
    const features = body.feature as Record<string, number>;
    expect(Object.keys(features).length).toBeGreaterThan(3);
    for (const [slug, count] of Object.entries(features)) {
      const { total } = await products(`region=au&type=CPT&feature=${slug}`);
      expect({ slug, count }).toEqual({ slug, count: total });
    }
  });

  it("counts a facet without its own filter, so that choosing one value keeps the others' counts", async () => {
    const all = await get<Counts>('/api/catalogue/facets?region=au&facet=type');
    const carpet = await get<Counts>('/api/catalogue/facets?region=au&facet=type&type=CPT');
    expect(carpet.body.type).toEqual(all.body.type);
    expect(Object.keys(all.body.type ?? {}).sort()).toEqual(['CPT', 'HF']);
  });

  it('gives brands by slug, as the brand filter takes them', async () => {
    const { body } = await get<Counts>('/api/catalogue/facets?region=au&facet=brand');
    expect(Object.keys(body.brand ?? {})).toEqual(expect.arrayContaining(['floortex']));
  });

  it('answers the same counts through the shared catalogue client', async () => {
    const client = createCatalogueClient({ baseUrl: `${server.url}/api/catalogue` });
    const counts = await client.facetCounts('nz', { type: ['HF'] }, ['feature']);
    const { body } = await get<Counts>('/api/catalogue/facets?region=nz&type=HF&facet=feature');
    expect(counts).toEqual(body);
    expect(counts.feature?.waterproof).toBeGreaterThan(0);
  });

  it('refuses a facet it does not know with a 400', async () => {
    const { status } = await get('/api/catalogue/facets?region=au&facet=price');
    expect(status).toBe(400);
  });
});
