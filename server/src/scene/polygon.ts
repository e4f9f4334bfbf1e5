import { badRequest } from '../errors';
import type { FloorEstimate } from './floor';

/**
 * The visitor's floor: a polygon in normalised photo coordinates (x from the left edge, y from
 * the top, both 0 to 1, of the whole stored photo, whatever crop a render takes of it), drawn in
 * the visualiser's 'Adjust floor' editor. It replaces the detected floor's outline: everything
 * inside it is floor, except what the detection found standing on the floor below the wall line
 * (a sofa, a table), so furniture stays in front of the new floor.
 */
export type FloorPolygon = [number, number][];

export const FLOOR_POLYGON_MIN_POINTS = 3;
export const FLOOR_POLYGON_MAX_POINTS = 64;
/** The longest `floor` text accepted (64 points with 6 decimals fit in about 1100 characters). */
export const FLOOR_POLYGON_MAX_CHARS = 2000;
/** Smallest area, as a share of the photo: anything smaller is a slip of the mouse. */
const MIN_AREA = 0.0005;

/**
 * Reads a polygon given as JSON ([[x, y], …]) or as the render address's text form
 * (`x1,y1,x2,y2,…`), and checks it. Throws a 400 with the reason when it is not a usable floor.
 */
export function parseFloorPolygon(value: unknown): FloorPolygon {
  let points: unknown[];
  if (typeof value === 'string') {
    if (value.length > FLOOR_POLYGON_MAX_CHARS) {
      throw badRequest(`floor is longer than ${FLOOR_POLYGON_MAX_CHARS} characters`);
    }
    const numbers = value.split(',').map((part) => part.trim());
    if (numbers.length % 2 !== 0) {
      throw badRequest('floor must be pairs of numbers: x1,y1,x2,y2,…');
    }
    points = [];
    for (let i = 0; i < numbers.length; i += 2) {
      points.push(
        [numbers[i], numbers[i + 1]].map((text) => (text === '' ? Number.NaN : Number(text))),
      );
    }
  } else if (Array.isArray(value)) {
    points = value;
  } else {
    throw badRequest('floor must be a list of [x, y] points');
  }
  if (points.length < FLOOR_POLYGON_MIN_POINTS) {
    throw badRequest(
      `floor needs at least ${FLOOR_POLYGON_MIN_POINTS} points, got ${points.length}`,
    );
  }
  if (points.length > FLOOR_POLYGON_MAX_POINTS) {
    throw badRequest(
      `floor has ${points.length} points; at most ${FLOOR_POLYGON_MAX_POINTS} are accepted`,
    );
  }
  const polygon: FloorPolygon = points.map((point, index) => {
    if (
      !Array.isArray(point) ||
      point.length !== 2 ||
      !point.every((c) => typeof c === 'number' && Number.isFinite(c))
    ) {
      throw badRequest(`floor point ${index + 1} is not a pair of numbers`);
    }
    // Rounded as stored and as render addresses carry them (0.1 px at 1400 px).
    const [x, y] = (point as [number, number]).map((c) => Math.round(c * 10_000) / 10_000) as [
      number,
      number,
    ];
    if (x < 0 || x > 1 || y < 0 || y > 1) {
      throw badRequest(
        `floor point ${index + 1} (${x}, ${y}) is out of range: coordinates are 0 to 1 of the photo`,
      );
    }
    return [x, y];
  });
  const crossing = selfCrossing(polygon);
  if (crossing) {
    throw badRequest(`floor crosses itself: edges ${crossing[0] + 1} and ${crossing[1] + 1} meet`);
  }
  if (Math.abs(signedArea(polygon)) < MIN_AREA) {
    throw badRequest('floor encloses no area');
  }
  return polygon;
}

/** The polygon in the render address's text form, rounded to 4 decimals (0.1 px at 1400 px). */
export function floorPolygonText(polygon: FloorPolygon): string {
  return polygon.map(([x, y]) => `${round(x)},${round(y)}`).join(',');
}

const round = (value: number) => String(Math.round(value * 10_000) / 10_000);

function signedArea(polygon: FloorPolygon): number {
  let area = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [x1, y1] = polygon[i] as [number, number];
    const [x2, y2] = polygon[(i + 1) % polygon.length] as [number, number];
    area += x1 * y2 - x2 * y1;
  }
  return area / 2;
}

/** The first two edges that touch or cross (other than neighbours at their shared corner). */
function selfCrossing(polygon: FloorPolygon): [number, number] | undefined {
  const n = polygon.length;
  const edge = (i: number) =>
    [polygon[i] as [number, number], polygon[(i + 1) % n] as [number, number]] as const;
  for (let i = 0; i < n; i++) {
    const [a, b] = edge(i);
    if (a[0] === b[0] && a[1] === b[1]) return [i, (i + 1) % n];
    for (let j = i + 1; j < n; j++) {
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      const [c, d] = edge(j);
      if (neighbours) {
        // Neighbours share a corner; they meet elsewhere only when one folds back over the other.
        if (foldsBack(a, b, c, d)) return [i, j];
        continue;
      }
      if (segmentsTouch(a, b, c, d)) return [i, j];
    }
  }
  return undefined;
}

type Point = readonly [number, number];
const cross = (o: Point, a: Point, b: Point) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
const onSegment = (p: Point, q: Point, r: Point) =>
  Math.min(p[0], q[0]) <= r[0] &&
  r[0] <= Math.max(p[0], q[0]) &&
  Math.min(p[1], q[1]) <= r[1] &&
  r[1] <= Math.max(p[1], q[1]);

function segmentsTouch(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    return true;
  }
  return (
    (d1 === 0 && onSegment(c, d, a)) ||
    (d2 === 0 && onSegment(c, d, b)) ||
    (d3 === 0 && onSegment(a, b, c)) ||
    (d4 === 0 && onSegment(a, b, d))
  );
}

/** Two edges sharing a corner that run back along each other (a spike of no width). */
function foldsBack(a: Point, b: Point, c: Point, d: Point): boolean {
  // Find the shared corner and the two far ends.
  const same = (p: Point, q: Point) => p[0] === q[0] && p[1] === q[1];
  let corner: Point;
  let p: Point;
  let q: Point;
  if (same(b, c)) [corner, p, q] = [b, a, d];
  else if (same(a, d)) [corner, p, q] = [a, b, c];
  else return false;
  if (cross(corner, p, q) !== 0) return false;
  // Collinear: folding back when both far ends lie on the same side of the corner.
  return (p[0] - corner[0]) * (q[0] - corner[0]) + (p[1] - corner[1]) * (q[1] - corner[1]) > 0;
}

/**
 * Where the polygon, given in the grid's own pixel coordinates, covers a `width` × `height`
 * grid: 1 inside, 0 outside (even-odd rule over each pixel's centre).
 */
export function rasterisePolygon(
  points: [number, number][],
  width: number,
  height: number,
): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const py = y + 0.5;
    const crossings: number[] = [];
    for (let i = 0; i < points.length; i++) {
      const [x1, y1] = points[i] as [number, number];
      const [x2, y2] = points[(i + 1) % points.length] as [number, number];
      if (y1 <= py === y2 <= py) continue;
      crossings.push(x1 + ((py - y1) / (y2 - y1)) * (x2 - x1));
    }
    crossings.sort((a, b) => a - b);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = Math.max(0, Math.ceil((crossings[k] as number) - 0.5));
      const to = Math.min(width - 1, Math.floor((crossings[k + 1] as number) - 0.5));
      for (let x = from; x <= to; x++) mask[y * width + x] = 1;
    }
  }
  return mask;
}

/**
 * The floor with the visitor's polygon (`inside`, rasterised on the work grid) as its outline: inside the
 * polygon, all but what the detection found standing on the floor below its wall line. The
 * horizon moves above the polygon's top if it was not already.
 */
export function floorWithPolygon(
  detected: FloorEstimate | undefined,
  inside: Uint8Array,
  width: number,
  height: number,
  defaultHorizon: number,
): FloorEstimate {
  const mask = new Uint8Array(width * height);
  const boundary = new Float32Array(width).fill(height);
  let area = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!inside[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    const standing =
      detected !== undefined && y >= (detected.boundary[x] as number) && !detected.mask[i];
    if (standing) continue;
    mask[i] = 1;
    area++;
    if (y < (boundary[x] as number)) boundary[x] = y;
  }
  const top = Math.min(...boundary);
  let horizon = detected?.horizon ?? defaultHorizon;
  // The polygon's top is the far edge of the floor: the horizon is above it.
  if (horizon > top - height * 0.05) horizon = top - height * 0.05;
  return {
    width,
    height,
    mask,
    boundary,
    lines: detected?.lines ?? [],
    horizon,
    vanishingX: detected?.vanishingX ?? width / 2,
    horizonFrom: detected?.horizonFrom ?? 'default',
    coverage: area / mask.length,
  };
}

/**
 * The detected floor's outline as a polygon in normalised photo coordinates, for the editor to
 * start from: the bottom corners and the wall line (the boundary's envelope), simplified to at
 * most 12 corners. Furniture standing on the floor is not outlined (it stays out of the floor
 * whatever the polygon).
 */
export function detectedFloorPolygon(floor: FloorEstimate): FloorPolygon {
  const { width, height, boundary } = floor;
  const line: [number, number][] = [];
  for (let x = 0; x < width; x++) line.push([x + 0.5, Math.min(height, boundary[x] as number)]);
  line[0] = [0, (line[0] as [number, number])[1]];
  line[width - 1] = [width, (line[width - 1] as [number, number])[1]];
  let tolerance = 0.75;
  let simplified = simplify(line, tolerance);
  while (simplified.length > 10) {
    tolerance *= 1.5;
    simplified = simplify(line, tolerance);
  }
  const polygon: FloorPolygon = [
    [0, 1],
    ...simplified.map(([x, y]) => [x / width, y / height] as [number, number]),
    [1, 1],
  ];
  // Corners on the bottom edge next to the bottom corners add nothing.
  const clean = polygon.filter(
    (point, i) =>
      i === 0 ||
      i === polygon.length - 1 ||
      !(
        point[1] >= 0.999 &&
        (polygon[i - 1] as [number, number])[1] >= 0.999 &&
        (polygon[i + 1] as [number, number])[1] >= 0.999
      ),
  );
  return clean.map(([x, y]) => [
    Math.round(x * 10_000) / 10_000,
    Math.min(1, Math.round(y * 10_000) / 10_000),
  ]);
}

/** Douglas–Peucker: the polyline's corners that matter at this tolerance (in pixels). */
function simplify(points: [number, number][], tolerance: number): [number, number][] {
  if (points.length < 3) return points;
  const [ax, ay] = points[0] as [number, number];
  const [bx, by] = points[points.length - 1] as [number, number];
  const length = Math.hypot(bx - ax, by - ay) || 1;
  let farthest = 0;
  let at = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const [px, py] = points[i] as [number, number];
    const distance = Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
    if (distance > farthest) {
      farthest = distance;
      at = i;
    }
  }
  if (farthest <= tolerance)
    return [points[0] as [number, number], points[points.length - 1] as [number, number]];
  return [
    ...simplify(points.slice(0, at + 1), tolerance).slice(0, -1),
    ...simplify(points.slice(at), tolerance),
  ];
}
