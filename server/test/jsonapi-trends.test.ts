// The JSON:API contract, the trend calls of SPEC.md §7 as the site makes them, over real HTTP
// against the seeded demo content.
import {
  get,
  JSONAPI,
  list,
  type Resource,
  serveContent,
  trendDetailPath,
} from './jsonapi-support';

serveContent();

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
    // Slots and decorations alike are placed on the flatlay, with or without a drop shadow.
    const expectPlaced = (field: string, own: Record<string, unknown>) => {
      const pieces = follow(flatlay as Resource, field);
      expect(pieces.length).toBeGreaterThan(0);
      for (const piece of pieces) {
        expect(piece.attributes).toMatchObject({
          ...own,
          field_position: {
            top: expect.any(Number),
            left: expect.any(Number),
            width: expect.any(Number),
            height: expect.any(Number),
            zIndex: expect.any(Number),
          },
          field_drop_shadow: expect.any(Boolean),
        });
      }
    };
    expectPlaced('field_slots', {
      field_swatch_width: expect.any(Number),
      field_swatch_height: expect.any(Number),
    });
    expectPlaced('field_decorations', { field_public_id: expect.any(String) });

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
