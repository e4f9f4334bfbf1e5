/**
 * The offline map's tiles, cut from the prepared Natural Earth geography (prepared.ts): a tile of
 * zoom z is drawn at zoom z + 2 (1024 pixels across), so its shapes keep the points that matter
 * at half a pixel there, islands and lakes of a pixel or two are left out, and what falls in the
 * tile's square (and a small buffer around it) is clipped and written as whole tile units.
 */
import {
  type EncodedShape,
  MAX_TILE_ZOOM,
  type MapTile,
  TILE_BUFFER,
  TILE_EXTENT,
} from '@gh/shared/map';
import { type Box, clipLine, clipRing, type Point } from './geometry';
import {
  AREA_LAYERS,
  LINE_LAYERS,
  loadPreparedGeography,
  type PackedLayer,
  type PreparedGeography,
} from './prepared';

/** Tiles are drawn this many zoom levels above their own: 1024 pixels across. */
const DRAWN_ZOOM_OFFSET = 2;
/** Simplification tolerance, in pixels as drawn. */
const TOLERANCE_PX = 0.5;
/** Islands and lakes narrower and shorter than this many pixels as drawn are left out. */
const MIN_SIZE_PX = { land: 1.5, lakes: 3, rivers: 2, states: 2, borders: 2 } as const;

let geography: PreparedGeography | undefined;

/** The geography, read (or prepared) the first time a tile is asked for. */
export function preparedGeography(): PreparedGeography {
  geography ??= loadPreparedGeography();
  return geography;
}

/** Whole tile units, repeats dropped, as the first point then the step to each next one. */
function encode(points: readonly Point[], closed: boolean): EncodedShape | null {
  const encoded: number[] = [];
  let previousX = 0;
  let previousY = 0;
  let count = 0;
  for (const [px, py] of points) {
    const x = Math.round(px);
    const y = Math.round(py);
    if (count > 0 && x === previousX && y === previousY) continue;
    encoded.push(x - previousX, y - previousY);
    previousX = x;
    previousY = y;
    count += 1;
  }
  // A ring's closing point is the reader's to add.
  if (closed && count > 1 && previousX === encoded[0] && previousY === encoded[1]) {
    encoded.length -= 2;
    count -= 1;
  }
  return count >= (closed ? 3 : 2) ? encoded : null;
}

interface Cut {
  /** The tile's square with its buffer, in world units. */
  world: Box;
  /** The same in tile units. */
  tile: Box;
  /** Squared tolerance, in world units. */
  tolerance: number;
  /** Smallest shape kept, in pixels as drawn. */
  pixel: number;
  toTile(x: number, y: number): Point;
}

/** Each shape of the layer that reaches the tile, as the points its simplification keeps. */
function* shapesIn(layer: PackedLayer, cut: Cut, minSizePx: number): Generator<Point[]> {
  const { offsets, coords, weights, boxes } = layer;
  const minSize = minSizePx * cut.pixel;
  for (let shape = 0; shape + 1 < offsets.length; shape++) {
    const minX = boxes[shape * 4] as number;
    const minY = boxes[shape * 4 + 1] as number;
    const maxX = boxes[shape * 4 + 2] as number;
    const maxY = boxes[shape * 4 + 3] as number;
    if (minX > cut.world.maxX || maxX < cut.world.minX) continue;
    if (minY > cut.world.maxY || maxY < cut.world.minY) continue;
    if (maxX - minX < minSize && maxY - minY < minSize) continue;
    const points: Point[] = [];
    // A run of points all beyond one side of the tile becomes its first and last point: the chord
    // between them lies beyond that side too, so what falls in the tile is the same, and a
    // continent's coast costs a tile only the points near it.
    let runSides = 0;
    let runLength = 0;
    for (let i = offsets[shape] as number; i < (offsets[shape + 1] as number); i++) {
      if ((weights[i] as number) <= cut.tolerance) continue;
      const x = coords[2 * i] as number;
      const y = coords[2 * i + 1] as number;
      const sides =
        (x < cut.world.minX ? 1 : 0) |
        (x > cut.world.maxX ? 2 : 0) |
        (y < cut.world.minY ? 4 : 0) |
        (y > cut.world.maxY ? 8 : 0);
      if ((runSides & sides) !== 0) {
        runSides &= sides;
        runLength += 1;
        if (runLength > 2) {
          points[points.length - 1] = cut.toTile(x, y);
          continue;
        }
      } else {
        runSides = sides;
        runLength = 1;
      }
      points.push(cut.toTile(x, y));
    }
    yield points;
  }
}

/** The tile z/x/y: x and y from 0 to 2^z - 1, z up to MAX_TILE_ZOOM. */
export function cutTile(z: number, x: number, y: number): MapTile {
  if (!(z >= 0 && z <= MAX_TILE_ZOOM)) throw new RangeError(`no tiles at zoom ${z}`);
  const scale = 2 ** z;
  const margin = TILE_BUFFER / TILE_EXTENT / scale;
  const pixel = 1 / (256 * 2 ** (z + DRAWN_ZOOM_OFFSET));
  const cut: Cut = {
    world: {
      minX: x / scale - margin,
      minY: y / scale - margin,
      maxX: (x + 1) / scale + margin,
      maxY: (y + 1) / scale + margin,
    },
    tile: {
      minX: -TILE_BUFFER,
      minY: -TILE_BUFFER,
      maxX: TILE_EXTENT + TILE_BUFFER,
      maxY: TILE_EXTENT + TILE_BUFFER,
    },
    tolerance: (TOLERANCE_PX * pixel) ** 2,
    pixel,
    toTile: (px, py) => [(px * scale - x) * TILE_EXTENT, (py * scale - y) * TILE_EXTENT],
  };
  const layers = preparedGeography();
  const tile: MapTile = {
    z,
    x,
    y,
    extent: TILE_EXTENT,
    buffer: TILE_BUFFER,
    land: [],
    lakes: [],
    rivers: [],
    states: [],
    borders: [],
  };
  for (const name of AREA_LAYERS) {
    for (const points of shapesIn(layers[name], cut, MIN_SIZE_PX[name])) {
      // Without its closing point, which clipping would take for an edge of no length.
      const encoded = encode(clipRing(points.slice(0, -1), cut.tile), true);
      if (encoded) tile[name].push(encoded);
    }
  }
  for (const name of LINE_LAYERS) {
    for (const points of shapesIn(layers[name], cut, MIN_SIZE_PX[name])) {
      for (const piece of clipLine(points, cut.tile)) {
        const encoded = encode(piece, false);
        if (encoded) tile[name].push(encoded);
      }
    }
  }
  return tile;
}
