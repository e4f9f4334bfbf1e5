import { gunzipSync } from 'node:zlib';
import { MAX_TILE_ZOOM, type MapTile, TILE_EXTENT, TILE_PATH } from '@gh/shared/map';
import { mercator } from '../src/map/geometry';
import { rawRequest, useTestServer } from './support';

const server = useTestServer({ seed: false });

/** A GET over real HTTP, the bytes as they came over the wire. */
const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(server.url, path, headers);

/** The tile of zoom z that holds a place, as every tiled map numbers them. */
function tileAt(lat: number, lng: number, z: number) {
  const [x, y] = mercator(lng, lat);
  return { z, x: Math.floor(x * 2 ** z), y: Math.floor(y * 2 ** z) };
}

async function tile(at: { z: number; x: number; y: number }): Promise<MapTile> {
  const reply = await get(`${TILE_PATH}/${at.z}/${at.x}/${at.y}.json`);
  expect(reply.status).toBe(200);
  return JSON.parse(reply.bytes.toString()) as MapTile;
}

/** A shape's points in tile units. */
function decode(shape: number[]): [number, number][] {
  const points: [number, number][] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < shape.length; i += 2) {
    x += shape[i] ?? 0;
    y += shape[i + 1] ?? 0;
    points.push([x, y]);
  }
  return points;
}

/** Whether a place falls inside a layer's rings (even-odd, as the map fills them). */
function inside(
  layer: number[][],
  at: { z: number; x: number; y: number },
  lat: number,
  lng: number,
) {
  const [wx, wy] = mercator(lng, lat);
  const px = (wx * 2 ** at.z - at.x) * TILE_EXTENT;
  const py = (wy * 2 ** at.z - at.y) * TILE_EXTENT;
  let crossings = 0;
  for (const ring of layer.map(decode)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as [number, number];
      const [xj, yj] = ring[j] as [number, number];
      if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) crossings += 1;
    }
  }
  return crossings % 2 === 1;
}

const SYDNEY = { lat: -33.87, lng: 151.21 };
const TORONTO = { lat: 43.65, lng: -79.38 };

describe('GET /map/tiles/v1/{z}/{x}/{y}.json (the offline map’s geography)', () => {
  it('draws Sydney’s coast at city zoom: the CBD on land, the Tasman Sea and Botany Bay as water', async () => {
    const at = tileAt(SYDNEY.lat, SYDNEY.lng, 8);
    const sydney = await tile(at);
    expect(sydney).toMatchObject({ ...at, extent: TILE_EXTENT });
    expect(sydney.land.length).toBeGreaterThan(0);
    expect(inside(sydney.land, at, SYDNEY.lat, SYDNEY.lng)).toBe(true);
    expect(inside(sydney.land, at, -33.9, 151.35)).toBe(false);
    expect(inside(sydney.land, at, -34.0, 151.19)).toBe(false);
    // Parramatta, 20 km inland.
    expect(inside(sydney.land, at, -33.815, 151.0)).toBe(true);
  });

  it('holds the borders of states and countries, and lakes', async () => {
    // New South Wales meets Victoria and the ACT within this tile of south-east Australia.
    const southEast = await tile(tileAt(-34, 149, 6));
    expect(southEast.states.length).toBeGreaterThan(0);
    // Lake Ontario off Toronto, and the border with the United States across it.
    const at = tileAt(TORONTO.lat, TORONTO.lng, 8);
    const toronto = await tile(at);
    expect(toronto.lakes.length).toBeGreaterThan(0);
    expect(toronto.borders.length).toBeGreaterThan(0);
    expect(inside(toronto.lakes, at, 43.55, -79.2)).toBe(true);
    expect(inside(toronto.lakes, at, TORONTO.lat + 0.05, TORONTO.lng)).toBe(false);
    expect(inside(toronto.land, at, TORONTO.lat + 0.05, TORONTO.lng)).toBe(true);
  });

  it('is cached for a year under its versioned address, with an ETag that answers 304', async () => {
    const at = tileAt(SYDNEY.lat, SYDNEY.lng, 7);
    const path = `${TILE_PATH}/${at.z}/${at.x}/${at.y}.json`;
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.etag).toMatch(/^"v1-[\w-]+"$/);
    const again = await get(path, { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('comes gzip-compressed to a client that accepts it', async () => {
    const at = tileAt(SYDNEY.lat, SYDNEY.lng, 5);
    const path = `${TILE_PATH}/${at.z}/${at.x}/${at.y}.json`;
    const plain = await get(path);
    const gzip = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(gzip.bytes).toString()).toBe(plain.bytes.toString());
  });

  it('keeps each zoom’s tile around a city small: under 12 KB gzip from zoom 4 to the last', async () => {
    for (let z = 4; z <= MAX_TILE_ZOOM; z++) {
      for (const city of [SYDNEY, TORONTO]) {
        const at = tileAt(city.lat, city.lng, z);
        const reply = await get(`${TILE_PATH}/${at.z}/${at.x}/${at.y}.json`, {
          'Accept-Encoding': 'gzip',
        });
        expect(reply.status).toBe(200);
        expect(reply.bytes.length).toBeLessThan(12 * 1024);
      }
    }
  });

  it.each([
    [
      'a zoom past the last',
      `${MAX_TILE_ZOOM + 1}/0/0.json`,
      /zoom must be a whole number from 0 to 9/,
    ],
    ['a zoom that is not a number', 'ten/0/0.json', /zoom must be a whole number/],
    [
      'an x off the edge of the world',
      '8/256/153.json',
      /x must be a whole number from 0 to 255 at zoom 8/,
    ],
    ['a negative y', '8/235/-1.json', /y must be a whole number from 0 to 255 at zoom 8/],
    ['a y that is not a number', '8/235/north.json', /y must be a whole number/],
    ['a tile without .json', '8/235/153', /ask for \{y\}\.json/],
  ])('refuses %s with a 400 that says why', async (_, tilePath, reason) => {
    const reply = await get(`${TILE_PATH}/${tilePath}`);
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.bytes.toString()).error).toMatch(reason);
  });
});
