/**
 * The locator's spatial index: every store's position in typed arrays, bucketed in a grid of
 * quarter-degree cells, so a radius lookup reads only the cells its circle's bounding box touches
 * (a few dozen of the grid's cells, never the whole network).
 *
 * Why not SQLite's R*Tree or kdbush: an R*Tree lookup was measured at about 2 µs per candidate
 * row through SQLite's VM, and a metro area holds 1,000+ stores within 75 miles at the benchmark's
 * 50,000, so every lookup would cost milliseconds before any store was read; the arrays here check
 * a candidate in nanoseconds. kdbush (and geokdbush) would do the same job but ship only as ES
 * modules, which the server's CommonJS test setup cannot load. Every lookup also needs the full
 * count within each radius, which a k-nearest query does not give.
 */

const CELL_DEGREES = 0.25;
const COLUMNS = 360 / CELL_DEGREES;
const EARTH_RADIUS_METRES = 6_371_008.8;
const METRES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METRES;
const RADIANS = Math.PI / 180;

export interface IndexedStore {
  id: number;
  lat: number;
  lng: number;
  /** Small integer codes the lookup filters on (region, brand bits, category bits). */
  region: number;
  brandMask: number;
  categoryMask: number;
}

export interface Nearby {
  id: number;
  /** Metres from the centre. */
  metres: number;
}

/** Great-circle distance in metres (haversine). */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLng = (lng2 - lng1) * RADIANS;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

type Box = [minLat: number, maxLat: number, minLng: number, maxLng: number];

/** The lat/lng boxes covering a circle, split in two where it crosses the antimeridian. */
export function boundingBoxes(lat: number, lng: number, radiusMetres: number): Box[] {
  const dLat = radiusMetres / METRES_PER_DEGREE;
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  if (widest >= 89.9) return [[minLat, maxLat, -180, 180]];
  const dLng = dLat / Math.cos(widest * RADIANS);
  if (dLng >= 180) return [[minLat, maxLat, -180, 180]];
  const west = lng - dLng;
  const east = lng + dLng;
  if (west < -180) {
    return [
      [minLat, maxLat, west + 360, 180],
      [minLat, maxLat, -180, east],
    ];
  }
  if (east > 180) {
    return [
      [minLat, maxLat, west, 180],
      [minLat, maxLat, -180, east - 360],
    ];
  }
  return [[minLat, maxLat, west, east]];
}

const rowOf = (lat: number) =>
  Math.min(Math.floor((lat + 90) / CELL_DEGREES), 180 / CELL_DEGREES - 1);
const columnOf = (lng: number) => Math.min(Math.floor((lng + 180) / CELL_DEGREES), COLUMNS - 1);

export class StoreSpatialIndex {
  private readonly ids: Int32Array;
  private readonly lats: Float64Array;
  private readonly lngs: Float64Array;
  private readonly cosLats: Float64Array;
  private readonly regions: Uint8Array;
  private readonly brandMasks: Uint8Array;
  private readonly categoryMasks: Uint8Array;
  private readonly cells = new Map<number, Int32Array>();

  constructor(stores: readonly IndexedStore[]) {
    const count = stores.length;
    this.ids = new Int32Array(count);
    this.lats = new Float64Array(count);
    this.lngs = new Float64Array(count);
    this.cosLats = new Float64Array(count);
    this.regions = new Uint8Array(count);
    this.brandMasks = new Uint8Array(count);
    this.categoryMasks = new Uint8Array(count);
    const buckets = new Map<number, number[]>();
    stores.forEach((store, slot) => {
      this.ids[slot] = store.id;
      this.lats[slot] = store.lat;
      this.lngs[slot] = store.lng;
      this.cosLats[slot] = Math.cos(store.lat * RADIANS);
      this.regions[slot] = store.region;
      this.brandMasks[slot] = store.brandMask;
      this.categoryMasks[slot] = store.categoryMask;
      const key = rowOf(store.lat) * COLUMNS + columnOf(store.lng);
      const bucket = buckets.get(key);
      if (bucket) bucket.push(slot);
      else buckets.set(key, [slot]);
    });
    for (const [key, slots] of buckets) this.cells.set(key, Int32Array.from(slots));
  }

  get size(): number {
    return this.ids.length;
  }

  /**
   * The stores of a region near a point: how many lie within each of `radiiMetres` (ascending),
   * and the nearest `limit` of those within the widest, nearest first (ties by id). A mask of 0
   * accepts every store; otherwise a store must share at least one bit with it. One pass over the
   * cells the widest circle touches, keeping only the nearest few: a metro area has thousands of
   * stores within the widest radius, and sorting them all (or making an object of each) cost
   * more than the whole rest of a lookup.
   */
  nearest(
    lat: number,
    lng: number,
    radiiMetres: readonly number[],
    filter: { region: number; brandMask: number; categoryMask: number },
    limit: number,
  ): { counts: number[]; nearest: Nearby[] } {
    const widest = radiiMetres[radiiMetres.length - 1] ?? 0;
    const inRing = new Array<number>(radiiMetres.length).fill(0);
    // The nearest so far, sorted: parallel arrays of distance and id.
    const bestMetres: number[] = [];
    const bestIds: number[] = [];
    const cosLat = Math.cos(lat * RADIANS);
    for (const [minLat, maxLat, minLng, maxLng] of boundingBoxes(lat, lng, widest)) {
      for (let row = rowOf(minLat); row <= rowOf(maxLat); row++) {
        for (let column = columnOf(minLng); column <= columnOf(maxLng); column++) {
          const slots = this.cells.get(row * COLUMNS + column);
          if (!slots) continue;
          for (const slot of slots) {
            if (this.regions[slot] !== filter.region) continue;
            if (filter.brandMask && !((this.brandMasks[slot] as number) & filter.brandMask))
              continue;
            if (
              filter.categoryMask &&
              !((this.categoryMasks[slot] as number) & filter.categoryMask)
            )
              continue;
            const metres = haversine(
              lat,
              lng,
              cosLat,
              this.lats[slot] as number,
              this.lngs[slot] as number,
              this.cosLats[slot] as number,
            );
            if (metres > widest) continue;
            let ring = 0;
            while ((radiiMetres[ring] as number) < metres) ring++;
            inRing[ring] = (inRing[ring] as number) + 1;
            const id = this.ids[slot] as number;
            const count = bestMetres.length;
            if (count === limit) {
              const worst = bestMetres[count - 1] as number;
              if (metres > worst || (metres === worst && id > (bestIds[count - 1] as number)))
                continue;
            }
            let at = count;
            while (
              at > 0 &&
              ((bestMetres[at - 1] as number) > metres ||
                ((bestMetres[at - 1] as number) === metres && (bestIds[at - 1] as number) > id))
            )
              at--;
            bestMetres.splice(at, 0, metres);
            bestIds.splice(at, 0, id);
            if (bestMetres.length > limit) {
              bestMetres.pop();
              bestIds.pop();
            }
          }
        }
      }
    }
    let total = 0;
    const counts = inRing.map((count) => {
      total += count;
      return total;
    });
    return {
      counts,
      nearest: bestIds.map((id, at) => ({ id, metres: bestMetres[at] as number })),
    };
  }
}

/** distanceMetres with the cosines of both latitudes already known. */
function haversine(
  lat1: number,
  lng1: number,
  cosLat1: number,
  lat2: number,
  lng2: number,
  cosLat2: number,
): number {
  const sinLat = Math.sin(((lat2 - lat1) * RADIANS) / 2);
  const sinLng = Math.sin(((lng2 - lng1) * RADIANS) / 2);
  const a = sinLat * sinLat + cosLat1 * cosLat2 * sinLng * sinLng;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}
