import { type MapTile, TILE_PATH } from '@gh/shared/map';
import { MAP_ZOOM_BY_RADIUS } from '@gh/shared/regions';
import { render, screen, waitFor } from '@testing-library/react';
import { OfflineMap } from './OfflineMap';
import { drawTile, tilesInView } from './outline-data';
import { TILE_SIZE, worldPixel } from './projection';
import { API_BASE } from './test-services';

const SIZE = { width: 640, height: 400 };
const SYDNEY = { lat: -33.87, lng: 151.21 };
const EXTENT = 4096;
const BUFFER = 64;

/** A shape from points in tile units: the first point, then the steps. */
function shape(...points: [number, number][]): number[] {
  return points.flatMap(([x, y], i) =>
    i === 0 ? [x, y] : [x - (points[i - 1]?.[0] ?? 0), y - (points[i - 1]?.[1] ?? 0)],
  );
}

/**
 * A tile as the server cuts one on a coast: land on its western half (cut at the buffer on
 * three sides, the coast running down the middle), a lake, a river, a state border and a border
 * between countries.
 */
function coastalTile(z: number, x: number, y: number): MapTile {
  const low = -BUFFER;
  const high = EXTENT + BUFFER;
  return {
    z,
    x,
    y,
    extent: EXTENT,
    buffer: BUFFER,
    land: [shape([low, low], [2000, low], [2100, 2000], [2000, high], [low, high])],
    lakes: [shape([500, 500], [900, 500], [900, 800], [500, 800])],
    rivers: [shape([600, 800], [1200, 1500], [1900, 2100])],
    states: [shape([low, 3000], [2050, 3000])],
    borders: [shape([1000, low], [1000, 1000])],
  };
}

function serveTiles(answer: (url: URL) => MapTile | null = () => null) {
  const requests: URL[] = [];
  const fetch = jest.fn(async (input: string | URL) => {
    const url = new URL(String(input));
    requests.push(url);
    const match = /\/map\/tiles\/v1\/(\d+)\/(\d+)\/(\d+)\.json$/.exec(url.pathname);
    const tile =
      answer(url) ??
      (match ? coastalTile(Number(match[1]), Number(match[2]), Number(match[3])) : null);
    return {
      ok: tile !== null,
      status: tile ? 200 : 404,
      json: async () => tile ?? { error: 'Not found' },
    } as Response;
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return requests;
}

function sydneyMap(zoom: number) {
  return (
    <OfflineMap
      region="au"
      view={{ center: SYDNEY, zoom }}
      centre={SYDNEY}
      radiusMetres={20_000}
      radiusLabel="20 km"
      stores={[]}
      selectedId={null}
      onSelect={() => {}}
      apiBase={API_BASE}
    />
  );
}

const map = () => screen.getByRole('img', { name: /^Map of / });
const paths = (layer: string) =>
  [...map().querySelectorAll(`path.map-${layer}`)].map((path) => path.getAttribute('d') ?? '');

describe('the offline map at city zoom (DESIGN.md section 4)', () => {
  it('draws land, coast, lakes, rivers and the borders of states and countries from the tiles around the search', async () => {
    const requests = serveTiles();
    render(sydneyMap(MAP_ZOOM_BY_RADIUS.au[20]));
    await waitFor(() => expect(paths('coast').length).toBeGreaterThan(0), { timeout: 5000 });
    for (const layer of ['land', 'coast', 'lakes', 'shores', 'rivers', 'states', 'borders']) {
      const drawn = paths(layer);
      expect(drawn.length).toBeGreaterThan(0);
      expect(drawn.every((d) => /^M-?\d/.test(d))).toBe(true);
    }
    // The tiles of zoom 8 around Sydney's CBD, each asked for once.
    const asked = requests.map((url) => url.href);
    expect(asked).toContain(`${API_BASE}${TILE_PATH}/8/235/153.json`);
    expect(new Set(asked).size).toBe(asked.length);
    expect(
      requests.every((url) => /^\/map\/tiles\/v1\/8\/23[45]\/15[23]\.json$/.test(url.pathname)),
    ).toBe(true);
  });

  it('draws the coast but not the edges where the server cut the land at the tile', () => {
    const [first] = tilesInView({ center: SYDNEY, zoom: 10 }, SIZE);
    const tile = coastalTile(8, first?.x ?? 0, first?.y ?? 0);
    const drawing = drawTile(tile, first?.column ?? 0, { center: SYDNEY, zoom: 10 }, SIZE);
    // The fill closes the ring; the coast is the two segments through 2100, 2000 only.
    expect(drawing.land.match(/[ML]/g)).toHaveLength(5);
    expect(drawing.coast.match(/L/g)).toHaveLength(2);
    const everywhere = {
      ...tile,
      land: [shape([-64, -64], [4160, -64], [4160, 4160], [-64, 4160])],
    };
    expect(drawTile(everywhere, first?.column ?? 0, { center: SYDNEY, zoom: 10 }, SIZE).coast).toBe(
      '',
    );
  });

  it('puts a tile’s points where projection.ts puts the place: Sydney’s CBD in the middle', () => {
    const view = { center: SYDNEY, zoom: 10 };
    const cbd = worldPixel(SYDNEY.lat, SYDNEY.lng, 8);
    const [x, y] = [Math.floor(cbd.x / TILE_SIZE), Math.floor(cbd.y / TILE_SIZE)];
    const unit = ([px, py]: [number, number]): [number, number] => [
      Math.round(((px - x * TILE_SIZE) / TILE_SIZE) * EXTENT),
      Math.round(((py - y * TILE_SIZE) / TILE_SIZE) * EXTENT),
    ];
    const tile = { ...coastalTile(8, x, y), rivers: [shape(unit([cbd.x, cbd.y]), unit([0, 0]))] };
    const [cx, cy] = drawTile(tile, x, view, SIZE)
      .rivers.slice(1)
      .split('L')[0]
      ?.split(' ')
      .map(Number) ?? [NaN, NaN];
    expect(cx).toBeCloseTo(320, 0);
    expect(cy).toBeCloseTo(200, 0);
  });

  it('asks for no tiles in the first view, zoomed out on the region, and wraps at the antimeridian', () => {
    expect(tilesInView({ center: { lat: -28, lng: 134 }, zoom: 4 }, SIZE)).toEqual([]);
    const chathams = tilesInView({ center: { lat: -44, lng: 180 }, zoom: 8 }, SIZE);
    expect(chathams.map((tile) => tile.x).sort()).toEqual([0, 63]);
    expect(chathams.map((tile) => tile.column).sort((a, b) => a - b)).toEqual([63, 64]);
  });

  it('keeps the outlines, and only warns in the console, when the tiles cannot be had', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 503 }) as Response);
    render(sydneyMap(7));
    await waitFor(
      () =>
        expect(warn).toHaveBeenCalledWith(
          '[gh-widgets] could not load the map detail',
          expect.any(Error),
        ),
      { timeout: 5000 },
    );
    expect(paths('coast')).toEqual([]);
    expect(map().querySelector('path.land')?.getAttribute('d')).toMatch(/^M/);
    warn.mockRestore();
  });
});
