import type { Region } from '@gh/shared/regions';
import type { LatLng, MapView, Store } from '@gh/shared/stores';

/** What either map (Google's or the offline one) is given to draw. */
export interface StoreMapProps {
  region: Region;
  view: MapView;
  /** The searched centre, marked on the map; null before a search. */
  centre: LatLng | null;
  /** The chosen radius in metres, drawn around the centre. */
  radiusMetres: number | null;
  /** The chosen radius as it reads, e.g. '20 km'. */
  radiusLabel: string;
  /** The listed stores, nearest first; markers are numbered as the list is. */
  stores: readonly Store[];
  selectedId: number | null;
  onSelect(store: Store): void;
  /**
   * Where the offline map fetches its detail tiles (GET /map/tiles/…); the element's
   * `api-base`, else the origin the loader came from.
   */
  apiBase?: string;
}

/**
 * One tile of the offline map's geography as GET /map/tiles/v1/{z}/{x}/{y}.json sends it
 * (server/src/map/format.ts): Web Mercator tile z/x/y, every shape a flat list of whole tile
 * units, the first point then the step to each next one (x, y, dx, dy…).
 */
export interface MapTile {
  z: number;
  x: number;
  y: number;
  /** Units across the tile. */
  extent: number;
  /**
   * Units the shapes reach past each edge; a ring's edges cut there (at -buffer or extent +
   * buffer) are the tile's, not a coast.
   */
  buffer: number;
  /** Rings of land and of its holes (even-odd). */
  land: number[][];
  /** Rings of lakes and their islands (even-odd). */
  lakes: number[][];
  rivers: number[][];
  /** Borders between states and provinces. */
  states: number[][];
  /** Borders between countries. */
  borders: number[][];
}
