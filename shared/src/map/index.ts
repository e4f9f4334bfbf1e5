/**
 * The wire shape of the offline map's tiles (GET /map/tiles/v1/{z}/{x}/{y}.json): the server
 * (server/src/map/) writes it and the store locator's offline map reads it. A change to it, or to
 * the data, moves TILE_VERSION so that no browser or CDN keeps an old tile (they are cached for a
 * year).
 */

export const TILE_VERSION = 'v1';

/** Where the tiles are: `${TILE_PATH}/{z}/{x}/{y}.json`, the version in every address. */
export const TILE_PATH = `/map/tiles/${TILE_VERSION}`;

/** Tiles are square in Web Mercator, numbered as every tiled map numbers them (z/x/y). */
export const MIN_TILE_ZOOM = 0;
/**
 * Past this zoom Natural Earth's 1:10m has no more detail to give (its points are about 200 m
 * apart), so closer views scale these tiles up rather than ask for smaller ones.
 */
export const MAX_TILE_ZOOM = 9;

/** Whole units across a tile: a quarter of a pixel when a tile is drawn 1024 pixels wide. */
export const TILE_EXTENT = 4096;
/**
 * How far past its edges a tile's shapes reach, in tile units, so that strokes meet their
 * neighbours' without a seam. Polygon edges cut here lie exactly on -BUFFER or EXTENT + BUFFER,
 * which is how a client tells them from a coast.
 */
export const TILE_BUFFER = 64;

/**
 * Every shape is a flat list of whole tile units: the first point, then the step to each next
 * point (x, y, dx, dy, dx, dy…). Rings are closed by the reader.
 */
export type EncodedShape = number[];

export interface MapTile {
  z: number;
  x: number;
  y: number;
  extent: number;
  buffer: number;
  /** Rings of land and of the holes in it (draw with the even-odd rule). */
  land: EncodedShape[];
  /** Rings of lakes and their islands (even-odd). */
  lakes: EncodedShape[];
  rivers: EncodedShape[];
  /** Borders between states and provinces. */
  states: EncodedShape[];
  /** Borders between countries. */
  borders: EncodedShape[];
}
