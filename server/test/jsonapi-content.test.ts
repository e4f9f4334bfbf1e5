import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { addContent, readEntries, seedContent } from '../seed/content';
import { catalogueVariantPicker } from '../seed/content/trends';
import { openDatabase } from '../src/db';
import { findMediaAsset } from '../src/media/assets';
import { startTestServer, type TestServer } from './support';

// The demo editorial content: every editorial route of SPEC.md §2.1 has something to render in
// each region it exists in, regional variants exist where SPEC.md §1 says, and the content holds
// together (links, images, files). Read through the JSON:API, as the site does.

const REGIONS = ['au', 'nz', 'na'] as const;
type Region = (typeof REGIONS)[number];
const NODE_TYPES = ['alert', 'article', 'case_study', 'collection', 'page', 'slideshow', 'trend'];
const TRENDS = [
  'balanced-brights',
  'quirky-pastels',
  'natural-tactiles',
  'haven-hues',
  'biophilic-home',
  'regenerative-living',
  'wellness',
];
const ROOMS = ['bedroom', 'living-room', 'kitchen', 'dining-room', 'study', 'entry'];

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown> & {
    path?: { alias: string };
    field_website?: string[];
    body?: { value: string; format: string; summary: string };
  };
  relationships?: Record<string, { data: unknown }>;
}

let server: TestServer;
let nodes: Resource[];

async function everything(path: string): Promise<Resource[]> {
  const all: Resource[] = [];
  let next: string | undefined = `${server.url}${path}`;
  while (next) {
    const body = (await (await fetch(next)).json()) as {
      data: Resource[];
      links: { next?: { href: string } };
    };
    all.push(...body.data);
    next = body.links.next?.href;
  }
  return all;
}

beforeAll(async () => {
  // Only the content is seeded: these tests stay about the content, whatever other domains seed.
  server = await startTestServer({ seed: false });
  seedContent(server.db);
  nodes = (await Promise.all(NODE_TYPES.map((type) => everything(`/jsonapi/node/${type}`)))).flat();
}, 60_000);
afterAll(async () => {
  await server.close();
});

const aliasesIn = (region: Region) =>
  new Set(
    nodes
      .filter((node) => node.attributes.field_website?.includes(`GHRES-${region}`))
      .map((node) => node.attributes.path?.alias)
      .filter(Boolean),
  );

describe('every editorial route of SPEC.md §2.1 has content', () => {
  const everywhere = [
    '/inspiration',
    '/inspiration/trend-reports',
    '/inspiration/projects',
    ...ROOMS.map((room) => `/inspiration/rooms/${room}`),
    '/sustainability',
    '/sustainability/people/work-force',
    '/sustainability/performance/design-principles',
    '/sustainability/planet/locally-made',
    '/news',
    '/news/installation-standards',
    '/grouped-highlights/cpt-styles',
    '/grouped-highlights/accs',
    '/grouped-highlights/gh-cpt-warranties',
    '/support',
    '/warranty',
    '/about-us',
    '/terms',
    '/accessibility',
    '/privacy',
    '/legal',
  ];

  it.each(REGIONS)('has every shared page in %s', (region) => {
    const aliases = aliasesIn(region);
    expect(everywhere.filter((path) => !aliases.has(path))).toEqual([]);
  });

  it('has the design partners landing page and four design partners in au only', () => {
    const partners = (region: Region) =>
      nodes.filter(
        (node) =>
          node.attributes.field_page_type === 'design_partner' &&
          node.attributes.field_website?.includes(`GHRES-${region}`),
      );
    expect(partners('au')).toHaveLength(4);
    expect(partners('nz')).toEqual([]);
    expect(partners('na')).toEqual([]);
    expect(aliasesIn('au').has('/inspiration/design-partners')).toBe(true);
    for (const partner of partners('au')) {
      expect(partner.attributes.path?.alias).toMatch(/^\/inspiration\/design-partners\/[a-z-]+$/);
      expect(partner.relationships?.field_portrait?.data).toMatchObject({ type: 'file--file' });
    }
  });

  it('has the seven trend reports at /inspiration/trend-reports/{slug}', () => {
    const au = aliasesIn('au');
    expect(TRENDS.filter((slug) => !au.has(`/inspiration/trend-reports/${slug}`))).toEqual([]);
  });

  it('has news/carpet-care-na for na and carpet care for au and nz', () => {
    expect(aliasesIn('na').has('/news/carpet-care-na')).toBe(true);
    expect(aliasesIn('au').has('/news/carpet-care')).toBe(true);
    expect(aliasesIn('nz').has('/news/carpet-care')).toBe(true);
  });

  it('has hard-flooring warranties where hard flooring is sold (au, nz)', () => {
    expect(aliasesIn('au').has('/grouped-highlights/hf-warranties')).toBe(true);
    expect(aliasesIn('nz').has('/grouped-highlights/hf-warranties')).toBe(true);
  });

  it('gives every page with a route a title and a formatted body', () => {
    for (const node of nodes.filter((candidate) => candidate.attributes.path)) {
      expect([node.attributes.path?.alias, node.attributes.title]).toEqual([
        node.attributes.path?.alias,
        expect.stringMatching(/\S/),
      ]);
      expect(node.attributes.body).toMatchObject({
        value: expect.stringContaining('<p>'),
        format: 'basic_html',
      });
    }
  });
});

describe('regional variants', () => {
  it.each(REGIONS)(
    'has one home page slideshow for %s with linked, illustrated slides',
    async (region) => {
      const query = `filter[field_website]=GHRES-${region}&filter[field_placement]=home&include=field_slides`;
      const body = (await (
        await fetch(`${server.url}/jsonapi/node/slideshow?${query}`)
      ).json()) as {
        data: Resource[];
        included: Resource[];
      };
      expect(body.data).toHaveLength(1);
      expect(body.included.length).toBeGreaterThanOrEqual(3);
      for (const slide of body.included) {
        expect(slide.attributes.field_link).toMatchObject({
          uri: expect.stringMatching(new RegExp(`^internal:/${region}/`)),
        });
        expect(slide.relationships?.field_image?.data).toMatchObject({ type: 'file--file' });
      }
    },
  );

  it('has a support page per region that speaks to that region', () => {
    const support = (region: Region) =>
      nodes.filter(
        (node) =>
          node.attributes.path?.alias === '/support' &&
          node.attributes.field_website?.includes(`GHRES-${region}`),
      );
    for (const region of REGIONS) expect(support(region)).toHaveLength(1);
    expect(support('au')[0]?.attributes.body?.value).toContain('Australian Consumer Law');
    expect(support('nz')[0]?.attributes.body?.value).toContain('Consumer Guarantees Act');
    expect(support('nz')[0]?.attributes.body?.value).toContain('up to 5 free samples');
    expect(support('na')[0]?.attributes.body?.value).toContain('CRI 105');
  });

  it('has a region alert for each region with Continue and Close', () => {
    const alerts = nodes.filter((node) => node.type === 'node--alert');
    expect(alerts.map((alert) => alert.attributes.field_region).sort()).toEqual(['au', 'na', 'nz']);
    for (const alert of alerts) {
      expect(alert.attributes).toMatchObject({
        field_continue_label: 'Continue',
        field_close_label: 'Close',
      });
    }
  });
});

describe('the content holds together', () => {
  // Routes served by the site itself rather than by editorial content.
  const APP_ROUTES = [/^\/products(\?|$)/, /^\/find-stores$/, /^\/calculator$/];

  it('links only to pages that exist in every region the linking page is shown in', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const node of nodes) {
      const html = node.attributes.body?.value ?? '';
      for (const [, href] of html.matchAll(/href="(\/[^"]*)"/g)) {
        for (const website of node.attributes.field_website ?? []) {
          const region = website.split('-')[1] as Region;
          // In-site links are written /au/…; the site rewrites the prefix to the current region.
          const path = (href ?? '').replace(/^\/(au|nz|na)(?=\/)/, '');
          checked += 1;
          if (APP_ROUTES.some((route) => route.test(path))) continue;
          if (!aliasesIn(region).has(path))
            broken.push(`${node.attributes.path?.alias} (${region}) → ${href}`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });

  it('declares every image a file points at to the media service', async () => {
    const files = await everything('/jsonapi/file/file');
    const images = files.filter((file) => file.attributes.filemime === 'image/jpeg');
    expect(images.length).toBeGreaterThan(100);
    const undeclared = images
      .map((file) =>
        (file.attributes.uri as { value: string }).value.replace(/^media:\/\/gh\/(.*)\.jpg$/, '$1'),
      )
      .filter((publicId) => !findMediaAsset(server.db, publicId));
    expect(undeclared).toEqual([]);
  });

  it('writes no markup that a sanitiser would have to remove into the demo content', () => {
    const hostile = /<script|<iframe|<style|\son\w+\s*=|javascript:|style="/i;
    const offenders = nodes
      .filter((node) => hostile.test(JSON.stringify(node.attributes)))
      .map((node) => node.attributes.path?.alias ?? node.id);
    expect(offenders).toEqual([]);
  });

  it('keeps each data file well under 1 MB', () => {
    const folder = join(__dirname, '..', 'seed', 'content');
    const files = [
      join(folder, 'trends.json'),
      ...readdirSync(join(folder, 'data')).map((name) => join(folder, 'data', name)),
    ];
    for (const file of files) expect([file, statSync(file).size < 200_000]).toEqual([file, true]);
  });

  it('seeds the same ids every time, so links into the content stay valid', async () => {
    const before = nodes.map((node) => node.id).sort();
    seedContent(server.db);
    const after = (await Promise.all(NODE_TYPES.map((type) => everything(`/jsonapi/node/${type}`))))
      .flat()
      .map((node) => node.id)
      .sort();
    expect(after).toEqual(before);
  });
});

describe('the hostile test fixture', () => {
  const fixturePath = join(__dirname, '..', 'seed', 'content', 'fixtures', 'hostile-article.json');

  it('is served byte for byte as JSON, for the site to sanitise', async () => {
    const [entry] = readEntries(fixturePath);
    addContent(server.db, readEntries(fixturePath), 'fixture');
    const response = await fetch(
      `${server.url}/jsonapi/node/article?filter[field_slug]=spring-cleaning-tips&include=field_category`,
    );
    expect(response.headers.get('content-type')).toBe('application/vnd.api+json');
    const body = (await response.json()) as { data: Resource[]; included: Resource[] };
    expect(body.data).toHaveLength(1);
    const article = body.data[0] as Resource;
    const source = entry?.attributes.body as { html: string; summary: string };
    expect(article.attributes.body).toEqual({
      value: source.html,
      processed: source.html,
      summary: source.summary,
      format: 'basic_html',
    });
    expect(article.attributes.title).toBe(entry?.attributes.title);
    expect(body.included[0]?.attributes.name).toBe('Care and cleaning');
    // The fixture file itself really is hostile: the site's sanitiser tests can rely on it.
    expect(readFileSync(fixturePath, 'utf8')).toMatch(/<script>[\s\S]*onerror=[\s\S]*javascript:/);
  });
});

describe('trend reports and the catalogue', () => {
  it('names, per palette colour, the nearest residential variant sold in the trend regions, one per product', () => {
    const db = openDatabase(':memory:');
    const product = db.prepare(
      `INSERT INTO products (id, airtable_id, product_code, name, slug, website, regions, brands, type, product_type, sub_types)
       VALUES (?, ?, ?, ?, ?, ?, ?, '["GHRES"]', 'CPT', 'Carpet', '["wool_cpt"]')`,
    );
    const variant = db.prepare(
      `INSERT INTO variants (product_id, airtable_id, global_item_id, product_code, colour_id, name, slug, position,
         colour_hex, colour_family, pattern_cloudinary_public_id, cameo_image)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'brown', '', '')`,
    );
    const rows: [number, string, string, string, string][] = [
      [1, 'GH1001', 'GHRES,GHC', 'au,nz', '#c0533a'], // near terracotta
      [1, 'GH1001', 'GHRES,GHC', 'au,nz', '#c35a40'], // nearer still, same product
      [2, 'GH1002', 'GHRES', 'au', '#2f6e70'], // near teal
      [3, 'GH1003', 'GHC', 'au,nz', '#c8553d'], // exact terracotta, but a commercial-only product
      [4, 'GH1004', 'GHRES', 'nz,na', '#f0e6d9'], // near oat
      [5, 'GH1005', 'GHRES', 'na', '#2e6f73'], // exact teal, but sold in na only
    ];
    for (const [id, code, website, regions] of new Map(rows.map((row) => [row[0], row])).values()) {
      product.run(id, `rec${id}`, code, code, code.toLowerCase(), website, regions);
    }
    rows.forEach(([id, code, , , hex], index) => {
      variant.run(
        id,
        `var${index}`,
        `GHRES-${code.slice(2)}-0${index}`,
        code,
        `0${index}`,
        hex,
        hex,
        index,
        hex,
      );
    });
    const pick = catalogueVariantPicker(db);
    expect(pick(['#c8553d', '#2e6f73', '#efe6d8', '#c9563e'], ['au', 'nz'])).toEqual([
      { productCode: 'GH1001', globalItemId: 'GHRES-1001-01' },
      { productCode: 'GH1002', globalItemId: 'GHRES-1002-02' },
      { productCode: 'GH1004', globalItemId: 'GHRES-1004-04' },
    ]);
    db.close();
  });
});
