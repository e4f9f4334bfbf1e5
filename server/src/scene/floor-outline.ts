/**
 * The floor's outline, step 3 of floor.ts: each column's top, the straight lines of the
 * skirting fitted robustly through them (a line the floor was seen above is rejected), and the
 * horizon and vanishing point the side walls' lines give.
 */
import { CAMERA_HEIGHT_METRES } from './camera';
import type { BoundaryLine, FloorEstimate } from './floor';
import { type Features, median } from './floor-look';

/** Nearest and furthest a back wall is assumed to be when the horizon is not measured. */
const NEAREST_BACK_WALL_METRES = 2.5;
const FURTHEST_BACK_WALL_METRES = 7;

/** Per column, the first floor row from the top, snapped to the strongest horizontal edge near it. */
export function columnTops(
  mask: Uint8Array,
  f: Features,
  width: number,
  height: number,
): Float32Array {
  const tops = new Float32Array(width).fill(Number.NaN);
  const l = f.lightness;
  const at = (x: number, y: number) =>
    l[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))] as number;
  for (let x = 0; x < width; x++) {
    let top = -1;
    for (let y = 0; y < height; y++) {
      if (mask[y * width + x]) {
        top = y;
        break;
      }
    }
    if (top < 0) continue;
    if (top === 0) {
      tops[x] = 0;
      continue;
    }
    let best = top;
    let strongest = -1;
    for (let y = Math.max(1, top - 2); y <= Math.min(height - 2, top + 2); y++) {
      // Vertical Sobel between rows y-1 and y: the edge sits at the top of row y.
      const gy =
        at(x - 1, y) +
        2 * at(x, y) +
        at(x + 1, y) -
        at(x - 1, y - 1) -
        2 * at(x, y - 1) -
        at(x + 1, y - 1);
      if (Math.abs(gy) > strongest) {
        strongest = Math.abs(gy);
        best = y;
      }
    }
    tops[x] = best;
  }
  return tops;
}

export const lineAt = (line: BoundaryLine, x: number) => line.slope * x + line.intercept;

/** Least-squares line through the given columns' tops. */
function leastSquares(tops: Float32Array, columns: number[]): BoundaryLine | undefined {
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  for (const x of columns) {
    const y = tops[x] as number;
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
  }
  const n = columns.length;
  const denominator = n * sxx - sx * sx;
  if (n < 2 || denominator === 0) return undefined;
  const slope = (n * sxy - sx * sy) / denominator;
  return { slope, intercept: (sy - slope * sx) / n, inliers: n };
}

/**
 * The floor's top edge as the upper envelope (largest y) of straight lines fitted to the column
 * tops; see the method at the top of this file. `seen` is, per column, the highest row the loose
 * fill reached: the evidence a line must not contradict.
 */
export function fitBoundaryLines(
  tops: Float32Array,
  seen: Float32Array,
  patchAbove: Float32Array,
  width: number,
  height: number,
): BoundaryLine[] {
  const leaked = height * 0.1;
  const inlierTolerance = Math.max(1.5, width / 200);
  const contradictionTolerance = Math.max(3, width / 100);
  const minInliers = Math.max(8, Math.round(width * 0.05));
  const valid: number[] = [];
  for (let x = 0; x < width; x++) if (!Number.isNaN(tops[x] as number)) valid.push(x);
  const lines: BoundaryLine[] = [];
  const envelope = (x: number) =>
    lines.reduce((highest, line) => Math.max(highest, lineAt(line, x)), Number.NEGATIVE_INFINITY);
  let pool = valid;
  for (let round = 0; round < 6 && pool.length >= minInliers; round++) {
    const inliersOf = (line: BoundaryLine, among: number[]) =>
      among.filter((x) => Math.abs((tops[x] as number) - lineAt(line, x)) <= inlierTolerance);
    // Deterministic RANSAC: every pair from an evenly spaced subset of the remaining columns.
    const stride = Math.max(1, Math.floor(pool.length / 48));
    const sample = pool.filter((_, i) => i % stride === 0);
    let best: number[] = [];
    for (let i = 0; i < sample.length; i++) {
      for (let j = i + 1; j < sample.length; j++) {
        const x1 = sample[i] as number;
        const x2 = sample[j] as number;
        if (x2 - x1 < width * 0.03) continue;
        const slope = ((tops[x2] as number) - (tops[x1] as number)) / (x2 - x1);
        if (Math.abs(slope) > 3) continue;
        const line = { slope, intercept: (tops[x1] as number) - slope * x1, inliers: 0 };
        const inliers = inliersOf(line, pool);
        if (inliers.length > best.length) best = inliers;
      }
    }
    if (best.length < minInliers) break;
    const fitted = leastSquares(tops, best);
    if (!fitted) break;
    const line = { ...fitted, inliers: inliersOf(fitted, pool).length };
    pool = pool.filter((x) => !best.includes(x));

    // The columns whose boundary this line would move down, and whether the floor was seen
    // above it there.
    // A column where the fill ran up to (near) the top of the photo leaked up a wall of the floor's
    // colour: it is no evidence either way.
    const affected = valid.filter(
      (x) => lineAt(line, x) > envelope(x) + inlierTolerance && (seen[x] as number) > leaked,
    );
    if (affected.length < minInliers) continue;
    const contradicted = affected.filter(
      (x) =>
        Math.min(seen[x] as number, patchAbove[x] as number) <
        lineAt(line, x) - contradictionTolerance,
    ).length;
    if (contradicted <= affected.length * 0.15) lines.push(line);
  }
  return lines;
}

/** Median of each column's top over a window: the boundary when no straight line fits. */
export function smoothedTops(tops: Float32Array, width: number, height: number): Float32Array {
  const boundary = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const window: number[] = [];
    for (let dx = -6; dx <= 6; dx++) {
      const value = tops[Math.min(width - 1, Math.max(0, x + dx))] as number;
      window.push(Number.isNaN(value) ? height : value);
    }
    boundary[x] = median(window);
  }
  return boundary;
}

function intersect(a: BoundaryLine, b: BoundaryLine) {
  if (a.slope === b.slope) return undefined;
  const x = (b.intercept - a.intercept) / (a.slope - b.slope);
  return { x, y: lineAt(a, x) };
}

/**
 * The horizon and the room's vanishing point; see the method at the top of this file.
 * `focal` is in work pixels; rows grow downward.
 */
export function estimateHorizon(
  lines: BoundaryLine[],
  farRow: number,
  width: number,
  focal: number,
  level: number,
): Pick<FloorEstimate, 'horizon' | 'vanishingX' | 'horizonFrom'> {
  const depthAt = (horizon: number) => (CAMERA_HEIGHT_METRES * focal) / (farRow - horizon);
  const plausible = (horizon: number) => {
    const depth = depthAt(horizon);
    return farRow - horizon > 1 && depth >= 1.5 && depth <= 15;
  };
  // A side wall's skirting slopes clearly; the back wall's is near level.
  const byStrength = (a: BoundaryLine, b: BoundaryLine) => b.inliers - a.inliers;
  const left = lines.filter((line) => line.slope < -0.12).sort(byStrength)[0];
  const right = lines.filter((line) => line.slope > 0.12).sort(byStrength)[0];
  if (left && right) {
    const point = intersect(left, right);
    if (point && plausible(point.y) && point.x > -width / 2 && point.x < width * 1.5) {
      return { horizon: point.y, vanishingX: point.x, horizonFrom: 'side walls' };
    }
  }
  let horizon = level;
  if (!plausible(level) || depthAt(level) > FURTHEST_BACK_WALL_METRES) {
    horizon = farRow - (CAMERA_HEIGHT_METRES * focal) / FURTHEST_BACK_WALL_METRES;
  } else if (depthAt(level) < NEAREST_BACK_WALL_METRES) {
    horizon = farRow - (CAMERA_HEIGHT_METRES * focal) / NEAREST_BACK_WALL_METRES;
  }
  const side = left ?? right;
  if (side) {
    const x = (horizon - side.intercept) / side.slope;
    if (x > -width / 2 && x < width * 1.5) {
      return { horizon, vanishingX: x, horizonFrom: 'one side wall' };
    }
  }
  return { horizon, vanishingX: width / 2, horizonFrom: 'default' };
}
