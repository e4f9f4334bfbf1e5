/**
 * Country outlines for the offline map (DESIGN.md section 4): the countries the regions serve,
 * taken from world-atlas (Natural Earth) and made small. Australia and New Zealand come from the
 * 1:50m set, the United States and Canada, seen from further out, from 1:110m; coordinates are
 * rounded to a twentieth of a degree (about 5 km, finer than the outlines themselves), repeated
 * points dropped, holes and specks left out, and each ring delta-encoded as whole numbers, which
 * gzip packs tightly. The build (widgets/tools/map-outlines.mjs) runs this once and ships the
 * result, about 6 KB gzip, instead of the world.
 */
import type { MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** Outline coordinates are whole steps of 1/20 degree. */
export const OUTLINE_STEPS_PER_DEGREE = 20;

/** ISO 3166 numeric codes (world-atlas ids): Australia, New Zealand; United States, Canada. */
export const DETAILED_COUNTRIES = ['036', '554'] as const;
export const COARSE_COUNTRIES = ['840', '124'] as const;

/** Rings with fewer points are specks at this scale. */
const MIN_RING_POINTS = 4;

export interface CountryOutline {
  /** ISO 3166 numeric code. */
  id: string;
  /** Outer rings: first point in steps, then the step from each point to the next. */
  rings: number[][];
}

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

export function buildOutlines(detailed: Topology, coarse: Topology): CountryOutline[] {
  const features = [
    ...countries(detailed, DETAILED_COUNTRIES),
    ...countries(coarse, COARSE_COUNTRIES),
  ];
  return features.map((country) => {
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

/** A ring back as [lng, lat] pairs. */
export function decodeRing(ring: readonly number[]): [number, number][] {
  const points: [number, number][] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < ring.length; i += 2) {
    x += ring[i] ?? 0;
    y += ring[i + 1] ?? 0;
    points.push([x / OUTLINE_STEPS_PER_DEGREE, y / OUTLINE_STEPS_PER_DEGREE]);
  }
  return points;
}
