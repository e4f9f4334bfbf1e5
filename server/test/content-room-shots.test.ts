import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSeeded } from '../seed';
import { resolveRoomShots, roomShotResolver } from '../seed/content/room-shots';
import { openDatabase } from '../src/db';
import { startTestServer, type TestServer } from './support';

/**
 * The home page's pictures are the catalogue's own floors laid into the stock rooms (issue: every
 * colour in a room that looks real): each region's slideshow opens on a room shot that names the
 * product and colour it shows and links to that colour's page.
 */

interface Reference {
  type: string;
  id: string;
  meta?: { alt?: string };
}

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data: Reference | Reference[] | null }>;
}

/** A to-one relationship's reference. */
const one = (resource: Resource, field: string) => resource.relationships[field]?.data as Reference;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

describe.each(['au', 'nz', 'na'])('the %s home slideshow', (region) => {
  it('opens on a room shot naming the product and colour, linked to that colour', async () => {
    const query = `filter[field_website]=GHRES-${region}&filter[field_placement]=home&include=field_slides,field_slides.field_image`;
    const body = (await (await fetch(`${server.url}/jsonapi/node/slideshow?${query}`)).json()) as {
      data: Resource[];
      included: Resource[];
    };
    const byId = new Map(body.included.map((resource) => [resource.id, resource]));
    expect(body.data).toHaveLength(1);
    const [firstSlide] = one(body.data[0] as Resource, 'field_slides') as unknown as Reference[];
    const first = byId.get(firstSlide?.id ?? '') as Resource;
    const file = byId.get(one(first, 'field_image').id) as Resource;
    const uri = (file.attributes.uri as { value: string; url: string }).value;
    expect(uri).toMatch(/^media:\/\/gh\/room-shots\/living-room\/GHRES-\d+-\d+\.jpg$/);

    const link = first.attributes.field_link as { uri: string; title: string };
    const [, product, colour] = /^See (.+) in (.+)$/.exec(link.title) ?? [];
    expect(link.uri).toBe(
      `internal:/${region}/products/${slug(product ?? '')}/?colour=${slug(colour ?? '')}`,
    );
    const alt = one(first, 'field_image').meta?.alt;
    expect(alt).toBe(`${product} in ${colour}, laid in a living room`);

    // The colour named is the colour shown, and the picture is made.
    const globalItemId = /\/(GHRES-\d+-\d+)\.jpg$/.exec(uri)?.[1];
    const variant = server.db
      .prepare(
        `SELECT p.name AS product, v.name AS colour, p.regions AS regions FROM variants v
         JOIN products p ON p.id = v.product_id WHERE v.global_item_id = ?`,
      )
      .get(globalItemId) as { product: string; colour: string; regions: string };
    expect(variant).toMatchObject({ product, colour });
    expect(variant.regions.split(',')).toContain(region);
    const picture = await fetch(
      `${server.url}/media/gh/image/upload/c_fill,w_480,h_225/room-shots/living-room/${globalItemId}.jpg`,
    );
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
  });
});

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

describe('a room-shot reference in content', () => {
  const db = openDatabase(join(mkdtempSync(join(tmpdir(), 'gh-room-refs-')), 'refs.sqlite'));
  const drawn = {
    image: 'content/test/room',
    kind: 'room' as const,
    spec: { wall: '#eeeeee', floor: '#888888', accent: '#333333' },
    alt: 'A drawn room',
    width: 800,
    height: 600,
  };
  const slide = (roomShot: { product: string; colour: string; room: string }) => [
    {
      type: 'paragraph--slide',
      attributes: {},
      relationships: { field_image: { ...drawn, roomShot } },
    },
  ];
  beforeAll(() => ensureSeeded(db, { products: 72, stores: 0 }));

  it('keeps the drawn picture when the catalogue has no such colour', () => {
    const [entry] = resolveRoomShots(
      slide({ product: 'No Such Carpet', colour: 'Grey', room: 'bedroom' }),
      roomShotResolver(db),
    );
    expect(entry?.relationships?.field_image).toEqual(drawn);
  });

  it('keeps the drawn picture when the product is not shown in that room', () => {
    const [entry] = resolveRoomShots(
      slide({ product: 'Marlowe Velvet', colour: 'Driftwood', room: 'kitchen' }),
      roomShotResolver(db),
    );
    expect(entry?.relationships?.field_image).toEqual(drawn);
  });

  it('refuses a room that is no stock room', () => {
    expect(() =>
      resolveRoomShots(
        slide({ product: 'Marlowe Velvet', colour: 'Driftwood', room: 'garage' }),
        roomShotResolver(db),
      ),
    ).toThrow(/the stock rooms are living-room, bedroom/);
  });
});
