import {
  type Brand,
  createCatalogueClient,
  type ProductCard,
  roomShotRooms,
} from '@gh/shared/catalogue';
import {
  CARPET_SUBTYPES,
  COLOUR_FAMILIES,
  COLOUR_SHORTCUTS,
  HARD_FLOORING_SUBTYPES,
} from '@gh/shared/navigation';
import { REGIONS } from '@gh/shared/regions';
import type { CatalogueProduct } from '../src/catalogue/queries';
import { catalogueApi } from './catalogue-api';
import { startTestServer, type TestServer } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const { get, products } = catalogueApi(() => server.url);

describe('GET /api/catalogue/brands', () => {
  it('lists the brands of the region for the site, by name', async () => {
    const { status, body } = await get<Brand[]>('/api/catalogue/brands?region=au&website=GHRES');
    expect(status).toBe(200);
    expect(body.map((brand) => brand.code)).toEqual(['FTX', 'GHC', 'GHRES', 'RBK']);
    expect(body[0]).toEqual({
      code: 'FTX',
      name: 'Floortex',
      slug: 'floortex',
      description: expect.any(String),
    });
  });

  it('lists only the brands sold in na for na', async () => {
    const { body } = await get<Brand[]>('/api/catalogue/brands?region=na&website=GHRES');
    expect(body.map((brand) => brand.code)).toEqual(['GHRES']);
  });

  it('refuses an unknown region with a 400', async () => {
    const { status, body } = await get<{ error: string }>('/api/catalogue/brands?region=uk');
    expect(status).toBe(400);
    expect(body.error).toMatch(/region/);
  });
});

describe('GET /api/catalogue/highlights', () => {
  it("lists the region's product features by title, each with its slug and sentence", async () => {
    const { status, body } = await get<{ slug: string; title: string; text: string }[]>(
      '/api/catalogue/highlights?region=au&website=GHRES',
    );
    expect(status).toBe(200);
    expect(body.map((item) => item.title)).toEqual([...body.map((item) => item.title)].sort());
    expect(body).toContainEqual({
      slug: 'pet-friendly',
      title: 'Pet Friendly',
      text: 'Stands up to claws, paws and accidents',
    });
    // Australian Made is an au feature only.
    expect(body.map((item) => item.slug)).toContain('australian-made');
    const na = await get<{ slug: string }[]>('/api/catalogue/highlights?region=na&website=GHRES');
    expect(na.body.map((item) => item.slug)).not.toContain('australian-made');
  });

  it('refuses an unknown region with a 400', async () => {
    const { status } = await get<{ error: string }>('/api/catalogue/highlights?region=uk');
    expect(status).toBe(400);
  });
});

describe('GET /api/catalogue/products', () => {
  it('holds at least 60 products across the regions, each with 4 to 12 colour variants', async () => {
    const all = await Promise.all(REGIONS.map((region) => products(`region=${region}`)));
    const codes = new Set(all.flatMap(({ body }) => body.map((product) => product.productCode)));
    expect(codes.size).toBeGreaterThanOrEqual(60);
    for (const { body } of all) {
      for (const product of body) {
        expect(product.variants.length).toBeGreaterThanOrEqual(4);
        expect(product.variants.length).toBeLessThanOrEqual(12);
      }
    }
  });

  it.each(REGIONS)('has products of every carpet fibre subtype of the %s menu', async (region) => {
    for (const subType of CARPET_SUBTYPES[region]) {
      const { body } = await products(`region=${region}&type=CPT&subType=${subType}`);
      expect(body.length).toBeGreaterThan(0);
      expect(body.every((product) => product.productSubType === subType)).toBe(true);
    }
  });

  it.each(['au', 'nz'] as const)(
    'has products of every hard-flooring subtype of the %s menu',
    async (region) => {
      for (const subType of HARD_FLOORING_SUBTYPES[region]) {
        const { body } = await products(`region=${region}&type=HF&subType=${subType}`);
        expect(body.length).toBeGreaterThan(0);
      }
    },
  );

  it('has no hard flooring in na, whose menu lists none', async () => {
    expect(HARD_FLOORING_SUBTYPES.na).toEqual([]);
    const { body } = await products('region=na&type=HF');
    expect(body).toEqual([]);
  });

  it('returns a product with the SPEC section 3 fields and its variants', async () => {
    const { body } = await products('region=au&type=CPT&limit=1');
    const [product] = body;
    expect(product).toMatchObject({
      airtableId: expect.stringMatching(/^rec[A-Za-z0-9]{14}$/),
      productCode: expect.stringMatching(/^GH\d+$/),
      name: expect.any(String),
      brands: expect.arrayContaining([expect.any(String)]),
      productType: 'Carpet',
      productSubType: expect.any(String),
      yarn: expect.any(String),
      sampleAvailable: expect.any(Boolean),
      description: expect.any(String),
    });
    const [variant] = product?.variants ?? [];
    expect(variant).toMatchObject({
      name: expect.any(String),
      productName: product?.name,
      productCode: product?.productCode,
      colourId: expect.any(String),
      globalItemId: expect.stringMatching(/^GHRES-\d+-\d{2}$/),
      sampleInStock: expect.any(Boolean),
      sampleInStockNz: expect.any(Boolean),
    });
    expect(variant?.patternCloudinaryPublicId).toBe(`patterns/${variant?.globalItemId}`);
    // The colour laid into the stock rooms that suit the product, its cameo the first of them.
    const rooms = roomShotRooms((product as unknown as { rooms: string[] }).rooms);
    expect(variant?.roomShots).toEqual(
      rooms.map((room) => ({ room, publicId: `room-shots/${room}/${variant?.globalItemId}` })),
    );
    expect(variant?.cameoImage).toBe(variant?.roomShots?.[0]?.publicId);
  });

  it("gives every carpet the width of its roll for the calculator's cut plan, in metres", async () => {
    const au = await products('region=au&type=CPT');
    expect(au.body.length).toBeGreaterThan(0);
    for (const carpet of au.body) {
      expect(carpet.rollWidth).toBe(carpet.rollSize === '4m' ? 4 : 3.66);
    }
    const wide = await products('region=au&type=CPT&rollSize=4m');
    expect(wide.body.length).toBeGreaterThan(0);
    expect(wide.body.every((carpet) => carpet.rollWidth === 4)).toBe(true);
    const na = await products('region=na&type=CPT');
    expect(new Set(na.body.map((carpet) => `${carpet.rollSize} ${carpet.rollWidth}`))).toEqual(
      new Set(['12ft 3.6576', '15ft 4.572']),
    );
    const planks = await products('region=au&type=HF&shape=plank');
    expect(planks.body.length).toBeGreaterThan(0);
    expect(planks.body.some((floor) => 'rollWidth' in floor)).toBe(false);
  });

  it("gives every boxed hard floor the square metres a box covers, for the calculator's box count", async () => {
    const planks = await products('region=au&type=HF&shape=plank');
    expect(planks.body.length).toBeGreaterThan(0);
    expect(planks.body.every((floor) => (floor.boxCoverage ?? 0) > 1)).toBe(true);
    // Carpet and sheet vinyl come off a roll: no box.
    const carpets = await products('region=au&type=CPT');
    expect(carpets.body.some((carpet) => 'boxCoverage' in carpet)).toBe(false);
    const sheets = [];
    for (const region of ['au', 'nz', 'na']) {
      const floors = await products(`region=${region}&type=HF`);
      sheets.push(...floors.body.filter((floor) => floor.productSubType === 'vinyl_sheet_hf'));
    }
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.some((floor) => 'boxCoverage' in floor)).toBe(false);
  });

  it('declares the pattern and swatch of every variant to the media service (its room shots are laid on request)', async () => {
    const { body } = await products('region=nz&type=HF&subType=vinyl_sheet_hf&limit=1');
    const variant = body[0]?.variants[0];
    const assets = server.db
      .prepare(
        'SELECT public_id, kind, spec FROM media_assets WHERE public_id LIKE ? ORDER BY public_id',
      )
      .all(`%/${variant?.globalItemId}`) as { public_id: string; kind: string; spec: string }[];
    expect(assets.map((asset) => asset.public_id)).toEqual([
      `patterns/${variant?.globalItemId}`,
      `swatches/${variant?.globalItemId}`,
    ]);
    // The pattern and swatch are the vinyl itself; room shots lay the pattern into a room.
    for (const asset of assets) {
      expect(asset.kind).toBe('vinyl');
      expect(JSON.parse(asset.spec)).toEqual({ colour: variant?.hex, style: 'sheet' });
    }
  });

  it('keeps products with a variant in any of the colours asked for (the Dark shortcut)', async () => {
    const dark = COLOUR_SHORTCUTS.CPT.find((shortcut) => shortcut.label === 'Dark')?.colours ?? [];
    const { body } = await products(
      `region=au&type=CPT&${dark.map((c) => `colour=${c}`).join('&')}`,
    );
    expect(body.length).toBeGreaterThan(0);
    for (const product of body) {
      expect(product.variants.some((variant) => dark.includes(variant.colour as never))).toBe(true);
    }
    const { body: everything } = await products('region=au&type=CPT');
    expect(body.length).toBeLessThan(everything.length);
  });

  it('tags every variant with one of the menu colour families', async () => {
    const { body } = await products('region=au');
    const families = new Set(body.flatMap((product) => product.variants.map((v) => v.colour)));
    expect(
      [...families].every((family) => (COLOUR_FAMILIES as readonly string[]).includes(family)),
    ).toBe(true);
    expect(families.size).toBe(COLOUR_FAMILIES.length);
  });

  it('reads comma lists like repeated parameters', async () => {
    const repeated = await products('region=au&colour=orange&colour=yellow');
    const commas = await products('region=au&colour=orange,yellow');
    expect(commas.body.map((p) => p.productCode)).toEqual(repeated.body.map((p) => p.productCode));
  });

  it('combines filters: every product matches each filter given', async () => {
    const { body } = await products('region=au&type=CPT&budget=premium&rooms=bedroom');
    expect(body.length).toBeGreaterThan(0);
    for (const product of body) {
      expect(product.budget).toBe('premium');
      expect(product.rooms).toContain('bedroom');
      expect(product.productType).toBe('Carpet');
      expect(product.regions).toContain('au');
    }
  });

  it.each([
    ['market', 'market', 'residential'],
    ['shape', 'shape', 'plank'],
    ['thickness', 'thickness', '8mm'],
    ['rollSize', 'rollSize', '4m'],
  ] as const)('filters by %s', async (filter, field, value) => {
    const { body } = await products(`region=nz&${filter}=${value}`);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((product) => product[field] === value)).toBe(true);
  });

  it('filters by segment id or name alike', async () => {
    const byName = await products('region=au&segment=Signature');
    const byId = await products('region=au&segment=seg-signature');
    expect(byName.body.length).toBeGreaterThan(0);
    expect(byName.body.every((product) => product.segment === 'Signature')).toBe(true);
    expect(byId.body.map((p) => p.productCode)).toEqual(byName.body.map((p) => p.productCode));
  });

  it('filters by brand code, name or slug', async () => {
    const byCode = await products('region=au&brand=FTX');
    expect(byCode.body.length).toBeGreaterThan(0);
    expect(byCode.body.every((product) => product.brands.includes('Floortex'))).toBe(true);
    const byName = await products('region=au&brand=Floortex');
    const bySlug = await products('region=au&brand=floortex');
    expect(byName.body).toEqual(byCode.body);
    expect(bySlug.body).toEqual(byCode.body);
  });

  it('returns only products sold in the region asked for', async () => {
    const { body } = await products('region=na');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((product) => product.regions.includes('na'))).toBe(true);
    expect(body.every((product) => product.productType === 'Carpet')).toBe(true);
  });

  it('lists by name and pages with limit and offset, counting all in X-Total-Count', async () => {
    const all = await products('region=au');
    const names = all.body.map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(all.total).toBe(all.body.length);
    const page = await products('region=au&limit=5&offset=5');
    expect(page.body.map((p) => p.productCode)).toEqual(
      all.body.slice(5, 10).map((p) => p.productCode),
    );
    expect(page.total).toBe(all.total);
  });

  it('follows changes to the catalogue made after the first request', async () => {
    const before = await products('region=au&colour=gray');
    const first = before.body[0];
    if (!first) throw new Error('no grey product in au');
    server.db
      .prepare(
        `DELETE FROM product_facets WHERE facet = 'colour' AND value = 'gray'
           AND product_id = (SELECT id FROM products WHERE product_code = ?)`,
      )
      .run(first.productCode);
    const after = await products('region=au&colour=gray');
    expect(after.total).toBe(before.total - 1);
    expect(after.body.map((product) => product.productCode)).not.toContain(first.productCode);
  });

  it('returns an empty list for a colour no product has', async () => {
    const { status, body, total } = await products('region=au&colour=chartreuse');
    expect(status).toBe(200);
    expect(body).toEqual([]);
    expect(total).toBe(0);
  });

  it.each([
    ['region=mars', /region/],
    ['website=ACME', /website/],
    ['limit=0', /limit/],
    ['limit=abc', /limit/],
    ['offset=-1', /offset/],
    ['page=0&limit=5', /page/],
    ['page=2', /page needs a limit/],
    ['page=2&limit=5&offset=5', /offset or page/],
    ['sort=price', /sort/],
    ['view=tiny', /view/],
  ])('refuses %s with a 400', async (query, reason) => {
    const { status, body } = await get<{ error: string }>(`/api/catalogue/products?${query}`);
    expect(status).toBe(400);
    expect(body.error).toMatch(reason);
  });
});

describe('GET /api/catalogue/products, one page at a time', () => {
  const codes = (list: { productCode: string }[]) => list.map((product) => product.productCode);

  it('takes a 1-based page of limit products, the same as the offset it stands for', async () => {
    const all = await products('region=au');
    const byPage = await products('region=au&limit=5&page=3');
    const byOffset = await products('region=au&limit=5&offset=10');
    expect(codes(byPage.body)).toEqual(codes(all.body.slice(10, 15)));
    expect(codes(byOffset.body)).toEqual(codes(byPage.body));
    expect(byPage.total).toBe(all.total);
  });

  it('returns an empty page past the end, still counting the matches', async () => {
    const all = await products('region=au&type=HF');
    const past = await products(`region=au&type=HF&limit=10&offset=${all.total}`);
    expect(past.body).toEqual([]);
    expect(past.total).toBe(all.total);
  });

  it('sorts featured (the default) and name A to Z alike, and -name Z to A', async () => {
    const featured = await products('region=nz&type=CPT');
    const byName = await products('region=nz&type=CPT&sort=name');
    const reversed = await products('region=nz&type=CPT&sort=-name');
    expect(codes(byName.body)).toEqual(codes(featured.body));
    expect(codes(reversed.body)).toEqual(codes(featured.body).reverse());
    const secondPage = await products('region=nz&type=CPT&sort=-name&limit=4&page=2');
    expect(codes(secondPage.body)).toEqual(codes(reversed.body.slice(4, 8)));
  });

  it('sorts by colours: most colour variants first, equal counts by name', async () => {
    const { body, total } = await products('region=au&sort=colours');
    expect(body).toHaveLength(total);
    const counts = body.map((product) => product.variants.length);
    expect(new Set(counts).size).toBeGreaterThan(1);
    body.slice(1).forEach((product, at) => {
      const previous = body[at] as CatalogueProduct;
      expect(previous.variants.length).toBeGreaterThanOrEqual(product.variants.length);
      if (previous.variants.length === product.variants.length) {
        expect(previous.name <= product.name).toBe(true);
      }
    });
    const page = await products('region=au&sort=colours&limit=6&page=2');
    expect(codes(page.body)).toEqual(codes(body.slice(6, 12)));
  });

  it('returns card fields only with view=card, matching the whole product', async () => {
    const full = await products('region=au&type=CPT&colour=gray&limit=3');
    const cards = await get<ProductCard[]>(
      '/api/catalogue/products?website=GHRES&region=au&type=CPT&colour=gray&limit=3&view=card',
    );
    expect(cards.total).toBe(full.total);
    expect(cards.body).toHaveLength(3);
    cards.body.forEach((card, at) => {
      const product = full.body[at] as CatalogueProduct;
      const expected: ProductCard = {
        airtableId: product.airtableId,
        productCode: product.productCode,
        name: product.name,
        slug: product.slug,
        type: 'CPT',
        productType: product.productType,
        productSubType: product.productSubType ?? null,
        collectionName: product.collectionName,
        brands: product.brands,
        sampleAvailable: product.sampleAvailable,
        variants: product.variants.map((variant) => ({
          colourId: variant.colourId,
          name: variant.name,
          slug: variant.slug,
          colour: variant.colour,
          hex: variant.hex,
          globalItemId: variant.globalItemId,
          swatchImage: `swatches/${variant.globalItemId}`,
          cameoImage: variant.cameoImage,
        })),
      };
      expect(card).toEqual(expected);
      expect(card.variants.some((variant) => variant.colour === 'gray')).toBe(true);
    });
  });

  it('follows a change to a variant in both views', async () => {
    const query = 'region=nz&type=HF&limit=1';
    const before = await get<ProductCard[]>(
      `/api/catalogue/products?website=GHRES&${query}&view=card`,
    );
    await products(query);
    const variant = before.body[0]?.variants[0];
    if (!variant) throw new Error('no hard flooring in nz');
    server.db
      .prepare('UPDATE variants SET name = ? WHERE global_item_id = ?')
      .run(`${variant.name} Renamed`, variant.globalItemId);
    const card = await get<ProductCard[]>(
      `/api/catalogue/products?website=GHRES&${query}&view=card`,
    );
    const whole = await products(query);
    expect(card.body[0]?.variants[0]?.name).toBe(`${variant.name} Renamed`);
    expect(whole.body[0]?.variants[0]?.name).toBe(`${variant.name} Renamed`);
  });

  it('exposes X-Total-Count to pages of other origins', async () => {
    const response = await fetch(
      `${server.url}/api/catalogue/products?region=au&limit=1&view=card`,
      { headers: { Origin: 'https://retailer.example.com' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Total-Count/i);
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThan(1);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers a page through the shared client with its total', async () => {
    const client = createCatalogueClient({ baseUrl: `${server.url}/api/catalogue` });
    const first = await client.productPage('au', { type: ['CPT'] }, { limit: 4, page: 1 });
    const second = await client.productPage('au', { type: ['CPT'] }, { limit: 4, page: 2 });
    const all = await products('region=au&type=CPT');
    expect(first.total).toBe(all.total);
    expect(codes([...first.products, ...second.products])).toEqual(codes(all.body.slice(0, 8)));
    expect(first.products[0]?.variants[0]?.swatchImage).toMatch(/^swatches\//);
  });
});
