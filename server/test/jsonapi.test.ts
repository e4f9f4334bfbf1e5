// The JSON:API contract, the documents themselves: the index, a resource at its self link and
// the files, as gatsby-source-drupal reads them, over real HTTP against the seeded demo content.
import {
  type ErrorDocument,
  get,
  JSONAPI,
  type Resource,
  serveContent,
  server,
} from './jsonapi-support';

serveContent();

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
