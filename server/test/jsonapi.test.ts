import { seedContent } from '../seed/content';
import { startTestServer, type TestServer } from './support';

// The JSON:API contract: what gatsby-source-drupal and the site's trend calls (SPEC.md §7) rely
// on, over real HTTP against the seeded demo content.

const JSONAPI = 'application/vnd.api+json';

interface Resource {
  type: string;
  id: string;
  links: { self: { href: string } };
  attributes: Record<string, unknown>;
  relationships?: Record<
    string,
    {
      data:
        | { type: string; id: string; meta?: Record<string, unknown> }
        | { type: string; id: string }[]
        | null;
    }
  >;
  meta?: Record<string, unknown>;
}
interface Collection {
  data: Resource[];
  included?: Resource[];
  links: Record<string, { href: string }>;
  meta: { count: number };
}
interface ErrorDocument {
  errors: { status: string; title: string; detail: string; source?: { parameter?: string } }[];
}

let server: TestServer;

beforeAll(async () => {
  // Only the content is seeded: these tests stay about the content, whatever other domains seed.
  // The proxy test stands in for a load balancer on loopback, which GH_TRUST_PROXY trusts.
  server = await startTestServer({ seed: false, env: { GH_TRUST_PROXY: 'loopback' } });
  seedContent(server.db);
}, 60_000);
afterAll(async () => {
  await server.close();
});

async function get<T = Collection>(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { accept: JSONAPI, ...headers },
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

const list = (data: unknown): { type: string; id: string }[] =>
  data === null || data === undefined
    ? []
    : Array.isArray(data)
      ? data
      : [data as { type: string; id: string }];

/** Every resource of a collection, following links.next as a client would. */
async function everything(path: string): Promise<Resource[]> {
  const all: Resource[] = [];
  let next: string | undefined = `${server.url}${path}`;
  while (next) {
    const response = await fetch(next, { headers: { accept: JSONAPI } });
    const body = (await response.json()) as Collection;
    all.push(...body.data);
    next = body.links.next?.href;
  }
  return all;
}

/** The exact trend-detail call of SPEC.md §7, as the site makes it. */
function trendDetailPath(slug: string, site: string, region: string): string {
  const query = new URLSearchParams({
    'filter[field_slug]': slug,
    'filter[field_website][operator]': 'CONTAINS',
    'filter[field_website][value]': `${site}-${region}`,
    'fields[node--trend]':
      'title,field_slug,field_subtitle,field_meta_title,field_meta_description,field_products,field_sample_builder_variants,field_palette,field_paragraphs,field_tiles,field_pdf,field_flatlays',
    include:
      'field_palette,field_paragraphs,field_paragraphs.field_images,field_tiles,field_tiles.field_image,field_pdf,field_pdf.field_file,field_flatlays,field_flatlays.field_slots,field_flatlays.field_decorations',
  });
  return `/jsonapi/node/trend?${query}`;
}

describe('the /jsonapi index', () => {
  it('lists every resource type as a link object with an absolute href', async () => {
    const { status, body } = await get<{ links: Record<string, { href: string }> }>('/jsonapi');
    expect(status).toBe(200);
    for (const type of [
      'node--alert',
      'node--article',
      'node--case_study',
      'node--collection',
      'node--page',
      'node--slideshow',
      'node--trend',
      'paragraph--palette',
      'paragraph--intro',
      'paragraph--tiles',
      'paragraph--gallery',
      'paragraph--flatlays',
      'paragraph--flatlay_slot',
      'paragraph--flatlay_decoration',
      'paragraph--outro',
      'paragraph--pdf',
      'file--file',
      'taxonomy_term--rooms',
    ]) {
      expect(body.links[type]).toEqual({
        href: `${server.url}/jsonapi/${type.replace('--', '/')}`,
      });
    }
    expect(body.links.self).toEqual({ href: `${server.url}/jsonapi` });
  });

  it('builds absolute hrefs from the protocol and host the client used, behind a proxy too', async () => {
    const { body } = await get<{ links: Record<string, { href: string }> }>('/jsonapi', {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'content.gh.example',
    });
    expect(body.links['node--trend']?.href).toBe('https://content.gh.example/jsonapi/node/trend');
  });

  it('answers with the JSON:API media type and no parameters', async () => {
    const { headers } = await get('/jsonapi');
    expect(headers.get('content-type')).toBe(JSONAPI);
  });
});

describe('the trend calls of SPEC.md §7', () => {
  it('answers the exact trend-detail query with palette, paragraphs, tiles, pdf and flatlays', async () => {
    const { status, headers, body } = await get(trendDetailPath('balanced-brights', 'GHRES', 'au'));
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe(JSONAPI);
    expect(body.data).toHaveLength(1);
    const trend = body.data[0] as Resource;
    expect(trend.type).toBe('node--trend');
    expect(trend.attributes).toMatchObject({
      title: 'Balanced Brights',
      field_slug: 'balanced-brights',
      field_meta_title: expect.any(String),
      field_meta_description: expect.any(String),
    });
    // The sparse fieldset keeps only what the page needs.
    expect(trend.attributes).not.toHaveProperty('body');
    expect(trend.attributes).not.toHaveProperty('drupal_internal__nid');
    expect(Array.isArray(trend.attributes.field_products)).toBe(true);
    expect(Array.isArray(trend.attributes.field_sample_builder_variants)).toBe(true);

    const included = new Map((body.included ?? []).map((resource) => [resource.id, resource]));
    const follow = (resource: Resource, field: string) =>
      list(resource.relationships?.[field]?.data).map((target) => {
        const found = included.get(target.id);
        if (!found) throw new Error(`${field} → ${target.id} is not included`);
        return found;
      });

    const palette = follow(trend, 'field_palette');
    expect(palette.length).toBeGreaterThanOrEqual(4);
    for (const swatch of palette) {
      expect(swatch.attributes.field_hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(['primary', 'secondary', 'accent']).toContain(swatch.attributes.field_group);
    }

    const paragraphs = follow(trend, 'field_paragraphs');
    const intro = paragraphs.find((paragraph) => paragraph.type === 'paragraph--intro');
    expect(intro?.attributes.field_heading).toEqual({ tag: 'h2', text: expect.any(String) });
    expect(intro?.attributes.field_text).toMatchObject({
      value: expect.stringContaining('<p>'),
      format: 'basic_html',
    });
    const gallery = paragraphs.find(
      (paragraph) => paragraph.type === 'paragraph--gallery',
    ) as Resource;
    const galleryImages = follow(gallery, 'field_images');
    expect(galleryImages.length).toBeGreaterThan(0);
    expect(galleryImages.every((file) => file.attributes.filemime === 'image/jpeg')).toBe(true);
    expect(
      paragraphs.filter((paragraph) => paragraph.type === 'paragraph--outro').length,
    ).toBeGreaterThan(0);

    const tiles = follow(trend, 'field_tiles');
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) {
      expect(tile.attributes).toMatchObject({
        field_title: expect.any(String),
        field_text: expect.any(String),
        field_hex_index: expect.any(Number),
        field_public_id: expect.stringMatching(/^content\/trends\/balanced-brights\//),
      });
      expect(tile.attributes.field_hex_index as number).toBeLessThan(palette.length);
      expect(follow(tile, 'field_image')).toHaveLength(1);
    }

    const [flatlay] = follow(trend, 'field_flatlays');
    const position = {
      top: expect.any(Number),
      left: expect.any(Number),
      width: expect.any(Number),
      height: expect.any(Number),
      zIndex: expect.any(Number),
    };
    const slots = follow(flatlay as Resource, 'field_slots');
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      expect(slot.attributes).toMatchObject({
        field_swatch_width: expect.any(Number),
        field_swatch_height: expect.any(Number),
        field_position: position,
        field_drop_shadow: expect.any(Boolean),
      });
    }
    const decorations = follow(flatlay as Resource, 'field_decorations');
    expect(decorations.length).toBeGreaterThan(0);
    for (const decoration of decorations) {
      expect(decoration.attributes).toMatchObject({
        field_public_id: expect.any(String),
        field_position: position,
        field_drop_shadow: expect.any(Boolean),
      });
    }

    const [pdf] = follow(trend, 'field_pdf');
    expect(pdf?.attributes).toMatchObject({
      field_public_id: 'trends/balanced-brights',
      field_title: 'Balanced Brights trend report',
      field_subtitle: expect.any(String),
    });
    const [file] = follow(pdf as Resource, 'field_file');
    expect(file?.attributes).toMatchObject({
      filemime: 'application/pdf',
      filename: 'balanced-brights.pdf',
    });
  });

  it('finds no trend for a region the trend is not published in', async () => {
    const { status, body } = await get(trendDetailPath('regenerative-living', 'GHRES', 'na'));
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.meta.count).toBe(0);
  });

  it('lists trend cards newest first for a website with a page limit and their palettes', async () => {
    const query = new URLSearchParams({
      sort: '-created',
      'filter[field_website][value]': 'GHRES-au',
      'page[limit]': '2',
      include: 'field_palette',
      'fields[node--trend]': 'title,field_slug,field_subtitle,field_palette,created',
      'fields[paragraph--palette]': 'field_hex',
    });
    const { body } = await get(`/jsonapi/node/trend?${query}`);
    expect(body.data.map((trend) => trend.attributes.title)).toEqual([
      'Balanced Brights',
      'Quirky Pastels',
    ]);
    expect(body.meta.count).toBe(7);
    for (const swatch of body.included ?? []) {
      expect(swatch.type).toBe('paragraph--palette');
      expect(Object.keys(swatch.attributes)).toEqual(['field_hex']);
    }
    const paletteIds = body.data.flatMap((trend) =>
      list(trend.relationships?.field_palette?.data).map((t) => t.id),
    );
    expect(new Set((body.included ?? []).map((swatch) => swatch.id))).toEqual(new Set(paletteIds));

    const next = new URL(body.links.next?.href ?? '');
    expect(next.searchParams.get('page[offset]')).toBe('2');
    expect(next.searchParams.get('page[limit]')).toBe('2');
    expect(next.searchParams.get('filter[field_website][value]')).toBe('GHRES-au');
    expect(next.searchParams.get('include')).toBe('field_palette');
    expect(next.searchParams.get('sort')).toBe('-created');
  });
});

describe('collections', () => {
  it('pages with links.next carrying page[limit] and meta.count, and every resource comes once', async () => {
    const first = await get('/jsonapi/file/file');
    expect(first.body.data).toHaveLength(50);
    expect(first.body.meta.count).toBeGreaterThan(50);
    const next = new URL(first.body.links.next?.href ?? '');
    expect(next.searchParams.get('page[limit]')).toBe('50');
    expect(next.searchParams.get('page[offset]')).toBe('50');

    const all = await everything('/jsonapi/file/file?page[limit]=7');
    expect(all).toHaveLength(first.body.meta.count);
    expect(new Set(all.map((file) => file.id)).size).toBe(all.length);
  });

  it('has no next link on the last page and a prev link after the first', async () => {
    const { body } = await get('/jsonapi/node/trend?page[offset]=5&page[limit]=5');
    expect(body.data).toHaveLength(2);
    expect(body.links.next).toBeUndefined();
    expect(new URL(body.links.prev?.href ?? '').searchParams.get('page[offset]')).toBe('0');
  });

  it('reduces a page limit above 50 to 50, as Drupal does', async () => {
    const { body } = await get('/jsonapi/file/file?page[limit]=500');
    expect(body.data).toHaveLength(50);
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await fetch(`${server.url}/jsonapi/node/trend`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('filters', () => {
  const titles = async (query: string, type = 'node/trend') =>
    (await get(`/jsonapi/${type}?${query}`)).body.data
      .map((resource) => resource.attributes.title)
      .sort();

  it('matches a multi-value field_website by equality when one of its values is equal', async () => {
    expect(await titles('filter[field_website][value]=GHRES-na')).toEqual(
      ['Balanced Brights', 'Haven Hues', 'Natural Tactiles', 'Quirky Pastels', 'Wellness'].sort(),
    );
    expect(await titles('filter[field_website]=GHRES-na')).toHaveLength(5);
  });

  it('matches CONTAINS and STARTS_WITH against each value of a field', async () => {
    expect(
      await titles(
        'filter[w][condition][path]=field_website&filter[w][condition][operator]=CONTAINS&filter[w][condition][value]=-nz',
      ),
    ).toHaveLength(7);
    expect(
      await titles('filter[field_slug][operator]=STARTS_WITH&filter[field_slug][value]=b'),
    ).toEqual(['Balanced Brights', 'Biophilic Home']);
  });

  it('matches IN and NOT IN lists and <>', async () => {
    expect(
      await titles(
        'filter[s][condition][path]=field_slug&filter[s][condition][operator]=IN&filter[s][condition][value][]=wellness&filter[s][condition][value][]=haven-hues',
      ),
    ).toEqual(['Haven Hues', 'Wellness']);
    expect(
      await titles(
        'filter[s][condition][path]=field_slug&filter[s][condition][operator]=NOT%20IN&filter[s][condition][value][0]=wellness&filter[s][condition][value][1]=haven-hues',
      ),
    ).toHaveLength(5);
    expect(
      await titles('filter[field_slug][operator]=<>&filter[field_slug][value]=wellness'),
    ).toHaveLength(6);
  });

  it('combines conditions in OR groups nested in AND groups', async () => {
    const query = [
      'filter[either][group][conjunction]=OR',
      'filter[a][condition][path]=field_slug',
      'filter[a][condition][value]=wellness',
      'filter[a][condition][memberOf]=either',
      'filter[b][condition][path]=field_slug',
      'filter[b][condition][value]=biophilic-home',
      'filter[b][condition][memberOf]=either',
      'filter[c][condition][path]=field_website',
      'filter[c][condition][value]=GHRES-na',
    ].join('&');
    expect(await titles(query)).toEqual(['Wellness']);
  });

  it('filters through a relationship path and by a nested attribute', async () => {
    const care = await titles('filter[field_category.field_slug]=care', 'node/article');
    expect(care).toEqual(
      [
        'Carpet care: keeping your carpet looking new',
        'Carpet cleaning and care',
        'Caring for timber, hybrid, laminate and vinyl floors',
      ].sort(),
    );
    expect(await titles('filter[path.alias]=/news/carpet-care-na', 'node/article')).toEqual([
      'Carpet cleaning and care',
    ]);
  });

  it('compares created dates with ISO dates and with Unix timestamps', async () => {
    const since = Date.parse('2025-07-01T09:00:00+00:00') / 1000;
    expect(await titles(`filter[created][operator]=>=&filter[created][value]=${since}`)).toEqual([
      'Balanced Brights',
      'Natural Tactiles',
      'Quirky Pastels',
    ]);
    expect(
      await titles(
        'filter[created][operator]=<&filter[created][value]=2025-04-15T00:00:00%2B00:00',
      ),
    ).toEqual(['Regenerative Living', 'Wellness']);
  });

  it('treats an empty field as NULL', async () => {
    const withoutLink = await get(
      '/jsonapi/paragraph/highlight?filter[field_link][operator]=IS%20NULL',
    );
    expect(withoutLink.body.data.length).toBeGreaterThan(0);
    expect(withoutLink.body.data.every((item) => item.attributes.field_link === null)).toBe(true);
  });
});

describe('sort', () => {
  it('sorts by -created, newest first', async () => {
    const { body } = await get('/jsonapi/node/trend?sort=-created');
    const created = body.data.map((trend) => Date.parse(String(trend.attributes.created)));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(body.data[0]?.attributes.title).toBe('Balanced Brights');
  });

  it('sorts by several fields, and in the long sort[name][path] form', async () => {
    const short = await get('/jsonapi/node/trend?sort=title');
    const long = await get('/jsonapi/node/trend?sort[t][path]=title&sort[t][direction]=ASC');
    const names = short.body.data.map((trend) => trend.attributes.title);
    expect(names).toEqual([...names].sort());
    expect(long.body.data.map((trend) => trend.attributes.title)).toEqual(names);
    const grouped = await get('/jsonapi/node/page?sort=field_page_type,-title&page[limit]=50');
    const pairs = grouped.body.data.map((page) => [
      page.attributes.field_page_type,
      page.attributes.title,
    ]);
    expect(pairs).toEqual(
      [...pairs].sort((a, b) =>
        String(a[0]) === String(b[0])
          ? String(b[1]).toLowerCase().localeCompare(String(a[1]).toLowerCase())
          : String(a[0]).localeCompare(String(b[0])),
      ),
    );
  });
});

describe('includes and sparse fieldsets', () => {
  it('includes nested relationships once each, and never the primary data', async () => {
    const { body } = await get(
      '/jsonapi/node/collection?include=field_highlights,field_highlights.field_image',
    );
    const included = body.included ?? [];
    expect(new Set(included.map((resource) => resource.id)).size).toBe(included.length);
    const primary = new Set(body.data.map((resource) => resource.id));
    expect(included.some((resource) => primary.has(resource.id))).toBe(false);
    const files = included.filter((resource) => resource.type === 'file--file');
    const highlights = included.filter((resource) => resource.type === 'paragraph--highlight');
    expect(highlights.length).toBeGreaterThanOrEqual(16);
    expect(files).toHaveLength(highlights.length);
  });

  it('keeps only the listed fields of each type in a sparse fieldset', async () => {
    const { body } = await get(
      '/jsonapi/node/article?fields[node--article]=title,field_image&include=field_image&fields[file--file]=uri',
    );
    for (const article of body.data) {
      expect(Object.keys(article.attributes)).toEqual(['title']);
      expect(Object.keys(article.relationships ?? {})).toEqual(['field_image']);
    }
    for (const file of body.included ?? []) expect(Object.keys(file.attributes)).toEqual(['uri']);
  });
});

describe('single resources', () => {
  it('serves a resource by id at its self link, with includes', async () => {
    const { body } = await get('/jsonapi/node/trend?filter[field_slug]=wellness');
    const trend = body.data[0] as Resource;
    const single = await get<{ data: Resource; included: Resource[] }>(
      `${new URL(trend.links.self.href).pathname}?include=field_palette`,
    );
    expect(single.status).toBe(200);
    expect(single.body.data.id).toBe(trend.id);
    expect(single.body.included.every((swatch) => swatch.type === 'paragraph--palette')).toBe(true);
  });

  it('answers 404 with a JSON:API error for an unknown id or type', async () => {
    const missing = await get<ErrorDocument>(
      '/jsonapi/node/trend/00000000-0000-5000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]).toMatchObject({ status: '404', title: 'Not Found' });
    const type = await get<ErrorDocument>('/jsonapi/node/recipe');
    expect(type.status).toBe(404);
    expect(type.body.errors[0]?.detail).toContain('node--recipe');
  });
});

describe('files', () => {
  it('exposes images as file--file with filename, filemime and an absolute media URL, and their size in relationship meta', async () => {
    const { body } = await get(
      '/jsonapi/node/article?filter[field_slug]=installation-standards&include=field_image',
    );
    const article = body.data[0] as Resource;
    const link = article.relationships?.field_image?.data as {
      id: string;
      meta: Record<string, unknown>;
    };
    expect(link.meta).toMatchObject({ alt: expect.any(String), width: 1600, height: 900 });
    const file = body.included?.find((resource) => resource.id === link.id) as Resource;
    expect(file.attributes).toMatchObject({
      filename: 'installation-standards.jpg',
      filemime: 'image/jpeg',
      uri: {
        value: 'media://gh/content/news/installation-standards.jpg',
        url: `${server.url}/media/gh/image/upload/v1/content/news/installation-standards.jpg`,
      },
    });
    expect(file.meta).toEqual({ width: 1600, height: 900 });
  });

  it('points image files at URLs the media route serves', async () => {
    // A small image (a 520 px portrait), so that rendering it on first request is quick.
    const { body } = await get(
      '/jsonapi/node/page?filter[field_slug]=mara-ellison&include=field_portrait&fields[file--file]=uri',
    );
    const portrait = body.included?.[0] as Resource;
    const image = await fetch((portrait.attributes.uri as { url: string }).url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  }, 30_000);

  it('serves each trend PDF as a well-formed PDF file', async () => {
    const { body } = await get('/jsonapi/file/file?filter[filemime]=application/pdf');
    expect(body.data).toHaveLength(7);
    for (const file of body.data) {
      const response = await fetch((file.attributes.uri as { url: string }).url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(pdf.length).toBe(file.attributes.filesize);
      const text = pdf.toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
      expect(text.slice(startxref, startxref + 4)).toBe('xref');
      // Every object offset in the cross-reference table points at that object.
      const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
        Number(m[1]),
      );
      offsets.forEach((offset, index) => {
        expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
      });
      expect(offsets).toHaveLength(7);
    }
  });

  it('answers 404 for a file that does not exist', async () => {
    const response = await fetch(`${server.url}/sites/default/files/trends/nothing.pdf`);
    expect(response.status).toBe(404);
  });
});

describe('refusals', () => {
  const refused = async (query: string, parameter: string) => {
    const { status, headers, body } = await get<ErrorDocument>(`/jsonapi/node/trend?${query}`);
    expect(status).toBe(400);
    expect(headers.get('content-type')).toBe(JSONAPI);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({
      status: '400',
      title: 'Bad Request',
      source: { parameter },
    });
    expect(body.errors[0]?.detail.length).toBeGreaterThan(10);
    return body.errors[0]?.detail ?? '';
  };

  it('refuses a filter on a field the type does not have, naming it', async () => {
    expect(await refused('filter[field_colour]=red', 'filter')).toContain('field_colour');
  });

  it('refuses an unknown operator, a list operator without a list and a group that is not defined', async () => {
    await refused('filter[field_slug][operator]=LIKE&filter[field_slug][value]=x', 'filter');
    await refused('filter[field_slug][operator]=IN&filter[field_slug][value]=x', 'filter');
    await refused(
      'filter[a][condition][path]=title&filter[a][condition][value]=x&filter[a][condition][memberOf]=nowhere',
      'filter',
    );
    await refused('filter[g][group][conjunction]=XOR', 'filter');
    await refused('filter[g][group][conjunction]=OR&filter[g][group][memberOf]=g', 'filter');
  });

  it('refuses an include through a field that is not a relationship', async () => {
    expect(await refused('include=field_slug', 'include')).toContain('field_slug');
    await refused('include=field_palette.field_nothing', 'include');
  });

  it('refuses a sort on an unknown field and a page that is not a whole number', async () => {
    await refused('sort=-popularity', 'sort');
    await refused('page[offset]=-1', 'page');
    await refused('page[limit]=ten', 'page');
    await refused('page[limit]=0', 'page');
  });

  it('refuses a query parameter JSON:API reserves but does not define', async () => {
    await refused('filters[field_slug]=wellness', 'filters');
  });

  it('answers garbage queries with a 4xx JSON:API error, never a 5xx', async () => {
    const failures: string[] = [];
    for (const query of [
      'filter=',
      'filter[]=x',
      'filter[a][b][c][d][e][f][g]=x',
      'include[]=field_palette',
      'fields=title',
      'fields[node--trend][]=title',
      'sort[]=title',
      'page=1',
      'page[size]=2',
      'filter[field_slug][value][]=x',
      'filter[x][condition][path]=..',
      'sort=,',
      'sort=title,,-created',
      'filter[a][group]=x',
    ]) {
      const { status, body } = await get<ErrorDocument>(`/jsonapi/node/trend?${query}`);
      if (status < 400 || status >= 500 || !body.errors?.[0]?.detail)
        failures.push(`${status} for ${query}`);
    }
    expect(failures).toEqual([]);
  });

  it('is read-only: writes answer 405 with the methods allowed', async () => {
    for (const method of ['POST', 'PATCH', 'DELETE']) {
      const response = await fetch(`${server.url}/jsonapi/node/trend`, {
        method,
        headers: { 'content-type': JSONAPI },
        body: method === 'DELETE' ? undefined : JSON.stringify({ data: { type: 'node--trend' } }),
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('answers 406 when Accept names JSON:API only with media type parameters, and 415 for such a body', async () => {
    const notAcceptable = await get<ErrorDocument>('/jsonapi/node/trend', {
      accept: `${JSONAPI}; ext="https://example.com/ext"`,
    });
    expect(notAcceptable.status).toBe(406);
    const unsupported = await fetch(`${server.url}/jsonapi/node/trend`, {
      headers: { 'content-type': `${JSONAPI}; charset=utf-8` },
    });
    expect(unsupported.status).toBe(415);
  });
});
