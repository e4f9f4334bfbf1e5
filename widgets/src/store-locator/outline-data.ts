/**
 * Country outlines for the offline map (DESIGN.md section 4): the countries the regions serve,
 * taken from world-atlas (Natural Earth) and made small. Australia and New Zealand come from the
 * 1:50m set, the United States and Canada, seen from further out, from 1:110m; coordinates are
 * rounded to a twentieth of a degree (about 5 km, finer than the outlines themselves), repeated
 * points dropped, holes and specks left out, and each ring delta-encoded as whole numbers, which
 * gzip packs tightly. The build (widgets/tools/map-outlines.mjs) runs this once per set and
 * ships the result, about 3 KB gzip a region, instead of the world.
 */

import { MAX_TILE_ZOOM, type MapTile, TILE_PATH } from '@gh/shared/map';
import type { MapView } from '@gh/shared/stores';
import type { MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import {
  type CountryOutline,
  DETAIL_MIN_ZOOM,
  OUTLINE_STEPS_PER_DEGREE,
  type OutlineSet,
} from './outline-rings';
import { type Size, TILE_SIZE, worldPixel } from './projection';

/**
 * The outline sets, each a chunk of its own so that a region's map fetches only its own: the
 * au and nz maps Australia and New Zealand (ISO 3166 numeric codes, world-atlas ids) from the
 * 1:50m set, the na map the United States and Canada from 1:110m.
 */
export const OUTLINE_SETS = {
  oceania: { atlas: '50m', countries: ['036', '554'] },
  americas: { atlas: '110m', countries: ['840', '124'] },
} as const satisfies Record<OutlineSet, { atlas: string; countries: readonly string[] }>;

/** Rings with fewer points are specks at this scale. */
const MIN_RING_POINTS = 4;

function countries(topology: Topology, ids: readonly string[]) {
  const collection = topology.objects.countries as GeometryCollection;
  const geometries = collection.geometries.filter((g) => ids.includes(String(g.id)));
  return feature(topology, { type: 'GeometryCollection', geometries }).features;
}

function encodeRing(ring: number[][]): number[] | null {
  const encoded: number[] = [];
  let previous: [number, number] | null = null;
  let points = 0;
  for (const [lng = 0, lat = 0] of ring) {
    const x = Math.round(lng * OUTLINE_STEPS_PER_DEGREE);
    const y = Math.round(lat * OUTLINE_STEPS_PER_DEGREE);
    if (previous && previous[0] === x && previous[1] === y) continue;
    encoded.push(x - (previous?.[0] ?? 0), y - (previous?.[1] ?? 0));
    previous = [x, y];
    points += 1;
  }
  return points >= MIN_RING_POINTS ? encoded : null;
}

/** One set's outlines (OUTLINE_SETS) from its world-atlas topology. */
export function buildOutlines(topology: Topology, set: OutlineSet): CountryOutline[] {
  return countries(topology, OUTLINE_SETS[set].countries).map((country) => {
    const geometry = country.geometry as Polygon | MultiPolygon;
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    return {
      id: String(country.id),
      rings: polygons
        .map((polygon) => encodeRing(polygon[0] ?? []))
        .filter((ring): ring is number[] => ring !== null),
    };
  });
}

/*
 * Detail tiles (GET /map/tiles/v1/{z}/{x}/{y}.json, server/src/map/): once a visitor searches or
 * zooms in, the map draws the coast, lakes, rivers and the borders of states and countries of
 * what it shows from Natural Earth's 1:10m and 1:50m, a few Web Mercator tiles at a time, each
 * fetched once. This module is a chunk of its own, fetched only once the map is zoomed in to
 * DETAIL_MIN_ZOOM (outline-rings.ts), so a locator that has not searched carries none of it.
 */

/** A tile is drawn this many zoom levels above its own: 1024 pixels across. */
const DRAWN_ZOOM_OFFSET = 2;

export interface TileAddress {
  z: number;
  /** The tile's column as the server numbers it, 0 to 2^z - 1. */
  x: number;
  y: number;
  /** The column where the map draws it: past the antimeridian it runs on below 0 or above 2^z. */
  column: number;
}

/** The tiles that cover a view of this size, none further out than DETAIL_MIN_ZOOM. */
export function tilesInView(view: MapView, size: Size): TileAddress[] {
  if (view.zoom < DETAIL_MIN_ZOOM) return [];
  const z = Math.min(Math.floor(view.zoom) - DRAWN_ZOOM_OFFSET, MAX_TILE_ZOOM);
  const tilePixels = TILE_SIZE * 2 ** (view.zoom - z);
  const centre = worldPixel(view.center.lat, view.center.lng, view.zoom);
  const count = 2 ** z;
  const cell = (pixel: number) => Math.floor(pixel / tilePixels);
  const tiles: TileAddress[] = [];
  for (
    let column = cell(centre.x - size.width / 2);
    column <= cell(centre.x + size.width / 2);
    column++
  ) {
    const firstRow = Math.max(0, cell(centre.y - size.height / 2));
    const lastRow = Math.min(count - 1, cell(centre.y + size.height / 2));
    for (let y = firstRow; y <= lastRow; y++) {
      tiles.push({ z, x: ((column % count) + count) % count, y, column });
    }
  }
  return tiles;
}

const fetched = new Map<string, Promise<MapTile>>();

/** A tile from the server, fetched once per page (and cached by the browser for a year). */
export function fetchTile(apiBase: string, tile: TileAddress): Promise<MapTile> {
  const url = `${apiBase}${TILE_PATH}/${tile.z}/${tile.x}/${tile.y}.json`;
  let pending = fetched.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<MapTile>;
    });
    // A tile that failed is asked for again by the next view that needs it.
    pending.catch(() => fetched.delete(url));
    fetched.set(url, pending);
  }
  return pending;
}

/** A tile's layers as SVG path data, in the order they are painted. */
export interface TileDrawing {
  land: string;
  lakes: string;
  coast: string;
  shores: string;
  rivers: string;
  states: string;
  borders: string;
}

const DETAIL_LAYERS: readonly (keyof TileDrawing)[] = [
  'land',
  'lakes',
  'coast',
  'shores',
  'rivers',
  'states',
  'borders',
];

/** The tiles of one view, each with the column it is drawn at. */
export type MapDetail = { tile: MapTile; column: number }[];

let detailFailed = false;

/**
 * Every tile the view needs, once all have come (so that no half-drawn map shows); null when
 * the view needs none, or when they cannot be had, which the console is told once a page: the
 * outlines stand in, and each zoom would only say the same again.
 */
export function loadDetail(apiBase: string, view: MapView, size: Size): Promise<MapDetail | null> {
  const wanted = tilesInView(view, size);
  if (wanted.length === 0) return Promise.resolve(null);
  return Promise.all(
    wanted.map((address) =>
      fetchTile(apiBase, address).then((tile) => ({ tile, column: address.column })),
    ),
  ).catch((error: unknown) => {
    if (!detailFailed) console.warn('[gh-widgets] could not load the map detail', error);
    detailFailed = true;
    return null;
  });
}

/** The view's tiles as SVG paths, layer by layer across the tiles, in the order they paint. */
export function drawDetail(detail: MapDetail, view: MapView, size: Size) {
  const drawings = detail.map(({ tile, column }) => drawTile(tile, column, view, size));
  return DETAIL_LAYERS.flatMap((layer) =>
    drawings
      .map((drawing, index) => ({
        key: `${layer}${index}`,
        className: `map-${layer}`,
        d: drawing[layer],
      }))
      .filter((path) => path.d),
  );
}

/**
 * How the layers look, themed by the locator's --gh-color-land and --gh-color-sea. Lines keep
 * their width however wide the map is drawn. Land and lakes are filled even-odd, each tile on its
 * own, since neighbouring tiles overlap by their buffer.
 */
export const DETAIL_STYLES: string = `
.map-land{fill:var(--gh-color-land,#e4eadf);fill-rule:evenodd}
.map-lakes{fill:var(--gh-color-sea,#cfe3ee);fill-rule:evenodd}
.map-coast,.map-shores,.map-rivers,.map-states,.map-borders{fill:none;stroke-linejoin:round;stroke-linecap:round;vector-effect:non-scaling-stroke;pointer-events:none}
.map-coast{stroke:#8e9c8a;stroke-width:1}
.map-shores{stroke:#94b3c4;stroke-width:.8}
.map-rivers{stroke:#a7c9db;stroke-width:1.2}
.map-states{stroke:#a08fae;stroke-width:1;stroke-dasharray:6 3}
.map-borders{stroke:#7d6a8a;stroke-width:1.6;stroke-dasharray:9 3 2 3}
`;

const tenth = (value: number) => Math.round(value * 10) / 10;

/** A tile's shapes as SVG path data, where the view of this size puts them. */
export function drawTile(tile: MapTile, column: number, view: MapView, size: Size): TileDrawing {
  const scale = (TILE_SIZE * 2 ** (view.zoom - tile.z)) / tile.extent;
  const centre = worldPixel(view.center.lat, view.center.lng, view.zoom);
  const left = column * tile.extent * scale - centre.x + size.width / 2;
  const top = tile.y * tile.extent * scale - centre.y + size.height / 2;
  const low = -tile.buffer;
  const high = tile.extent + tile.buffer;
  const onEdge = (a: number, b: number) => a === b && (a === low || a === high);

  /** Rings closed (fill), or lines, or rings as lines without the edges the tile cut (stroke). */
  const draw = (shapes: number[][], mode: 'fill' | 'line' | 'outline') => {
    let d = '';
    for (const shape of shapes) {
      let x = 0;
      let y = 0;
      let firstX = 0;
      let firstY = 0;
      let move = '';
      const count = shape.length / 2;
      for (let i = 0; i <= count; i++) {
        // An outline returns to its first point; a fill is closed by Z.
        if (i === count && mode !== 'outline') break;
        const nextX = i < count ? x + (shape[2 * i] ?? 0) : firstX;
        const nextY = i < count ? y + (shape[2 * i + 1] ?? 0) : firstY;
        if (i === 0) {
          firstX = nextX;
          firstY = nextY;
        }
        const cut = i > 0 && mode === 'outline' && (onEdge(x, nextX) || onEdge(y, nextY));
        const point = `${tenth(left + nextX * scale)} ${tenth(top + nextY * scale)}`;
        // A move is written only when a line follows it.
        if (i === 0 || cut) move = point;
        else {
          if (move) d += `M${move}`;
          d += `L${point}`;
          move = '';
        }
        x = nextX;
        y = nextY;
      }
      if (mode === 'fill') d += 'Z';
    }
    return d;
  };

  return {
    land: draw(tile.land, 'fill'),
    lakes: draw(tile.lakes, 'fill'),
    coast: draw(tile.land, 'outline'),
    shores: draw(tile.lakes, 'outline'),
    rivers: draw(tile.rivers, 'line'),
    states: draw(tile.states, 'line'),
    borders: draw(tile.borders, 'line'),
  };
}
