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
