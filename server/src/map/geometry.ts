/**
 * The plane geometry the map tiles are cut with: Web Mercator in world units (the world is 1 × 1,
 * as projection.ts in the widgets draws it at 256 × 2^zoom pixels), Douglas–Peucker
 * simplification, and clipping of rings and lines to a tile's square.
 */

/** [x, y] in world units: x from 0 at 180° W to 1 at 180° E, y from 0 in the north to 1. */
export type Point = [number, number];

/** Web Mercator's limit, where the square world ends (as in the widgets' projection.ts). */
const MAX_LATITUDE = 85.05112878;

export function mercator(lng: number, lat: number): Point {
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return [(lng + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function segmentDistanceSquared(
  coords: Float64Array,
  point: number,
  first: number,
  last: number,
): number {
  const px = coords[2 * point] as number;
  const py = coords[2 * point + 1] as number;
  let x = coords[2 * first] as number;
  let y = coords[2 * first + 1] as number;
  let dx = (coords[2 * last] as number) - x;
  let dy = (coords[2 * last + 1] as number) - y;
  if (dx !== 0 || dy !== 0) {
    const t = ((px - x) * dx + (py - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) {
      x = coords[2 * last] as number;
      y = coords[2 * last + 1] as number;
    } else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  dx = px - x;
  dy = py - y;
  return dx * dx + dy * dy;
}

/**
 * Douglas–Peucker, once for every tolerance: each point of the line from `first` to `last` (in
 * `coords`, x and y by turns) gets the squared tolerance below which Douglas–Peucker keeps it,
 * never more than the point that split its stretch, so that keeping the points whose weight
 * passes a tolerance is exactly that tolerance's simplification. The ends weigh Infinity.
 */
export function weighLine(
  coords: Float64Array,
  first: number,
  last: number,
  weights: Float32Array,
) {
  weights[first] = Infinity;
  weights[last] = Infinity;
  // An explicit stack: a country's coast is tens of thousands of points, too deep to recurse.
  const stack: number[] = [first, last, Infinity];
  while (stack.length > 0) {
    const parent = stack.pop() as number;
    const end = stack.pop() as number;
    const start = stack.pop() as number;
    let farthest = -1;
    let farthestDistance = -1;
    for (let i = start + 1; i < end; i++) {
      const distance = segmentDistanceSquared(coords, i, start, end);
      if (distance > farthestDistance) {
        farthest = i;
        farthestDistance = distance;
      }
    }
    if (farthest < 0) continue;
    const weight = Math.min(farthestDistance, parent);
    weights[farthest] = weight;
    stack.push(start, farthest, weight, farthest, end, weight);
  }
}

/**
 * A closed ring (last point = first) weighed in two halves split at the point farthest from its
 * start, since Douglas–Peucker cannot measure against a line from a point back to itself.
 */
export function weighRing(
  coords: Float64Array,
  first: number,
  last: number,
  weights: Float32Array,
) {
  let split = first;
  let best = -1;
  const x = coords[2 * first] as number;
  const y = coords[2 * first + 1] as number;
  for (let i = first + 1; i < last; i++) {
    const distance =
      ((coords[2 * i] as number) - x) ** 2 + ((coords[2 * i + 1] as number) - y) ** 2;
    if (distance > best) {
      best = distance;
      split = i;
    }
  }
  if (split === first) {
    weighLine(coords, first, last, weights);
    return;
  }
  weighLine(coords, first, split, weights);
  weighLine(coords, split, last, weights);
}

/** The part of a ring inside the box (Sutherland–Hodgman): edges on the box where it was cut. */
export function clipRing(ring: readonly Point[], box: Box): Point[] {
  let output = [...ring];
  const edges: [(p: Point) => boolean, (a: Point, b: Point) => Point][] = [
    [(p) => p[0] >= box.minX, (a, b) => atX(a, b, box.minX)],
    [(p) => p[0] <= box.maxX, (a, b) => atX(a, b, box.maxX)],
    [(p) => p[1] >= box.minY, (a, b) => atY(a, b, box.minY)],
    [(p) => p[1] <= box.maxY, (a, b) => atY(a, b, box.maxY)],
  ];
  for (const [inside, cut] of edges) {
    const input = output;
    output = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i] as Point;
      const previous = input[(i + input.length - 1) % input.length] as Point;
      if (inside(current)) {
        if (!inside(previous)) output.push(cut(previous, current));
        output.push(current);
      } else if (inside(previous)) {
        output.push(cut(previous, current));
      }
    }
    if (output.length === 0) return output;
  }
  return output;
}

const atX = (a: Point, b: Point, x: number): Point => [
  x,
  a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]),
];
const atY = (a: Point, b: Point, y: number): Point => [
  a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]),
  y,
];

/** The pieces of a line inside the box (Liang–Barsky on each segment). */
export function clipLine(line: readonly Point[], box: Box): Point[][] {
  const pieces: Point[][] = [];
  let piece: Point[] | null = null;
  for (let i = 1; i < line.length; i++) {
    const clipped = clipSegment(line[i - 1] as Point, line[i] as Point, box);
    if (!clipped) {
      piece = null;
      continue;
    }
    const [from, to, entered] = clipped;
    if (!piece || entered) {
      piece = [from];
      pieces.push(piece);
    }
    piece.push(to);
    // A segment that leaves the box ends its piece; the next one inside starts another.
    if (to !== line[i]) piece = null;
  }
  return pieces;
}

function clipSegment(a: Point, b: Point, box: Box): [Point, Point, boolean] | null {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  let t0 = 0;
  let t1 = 1;
  const checks: [number, number][] = [
    [-dx, a[0] - box.minX],
    [dx, box.maxX - a[0]],
    [-dy, a[1] - box.minY],
    [dy, box.maxY - a[1]],
  ];
  for (const [p, q] of checks) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) {
      if (t > t1) return null;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return null;
      if (t < t1) t1 = t;
    }
  }
  const from: Point = t0 > 0 ? [a[0] + t0 * dx, a[1] + t0 * dy] : a;
  const to: Point = t1 < 1 ? [a[0] + t1 * dx, a[1] + t1 * dy] : b;
  return [from, to, t0 > 0];
}
