/**
 * Floor beyond a rug, step 4 of floor.ts: floor-looking pixels above a band across the picture
 * that does not look like floor, in the floor's look or in other light.
 */
import {
  type Features,
  type FillRule,
  type FloorLook,
  fillFloor,
  floorLike,
  STRICT,
  sampleFloorLook,
} from './floor-look';
import { columnTops } from './floor-outline';

/**
 * Per column, the highest bottom row of a run of at least `run` floor-looking pixels that starts
 * below the top tenth of the picture (a wall of the floor's colour runs up to the top and is no
 * evidence), whether or not a fill reached it: the floor beyond a rug, which the rug cuts off
 * from the bottom strip in its columns. A line below such a run is contradicted there (the rug's
 * front edge is no wall's foot). The picture's height where there is none.
 */
export function floorPatchesAbove(like: Uint8Array, width: number, height: number): Float32Array {
  const leaked = height * 0.1;
  const run = Math.max(3, Math.round(height * 0.015));
  const patchAbove = new Float32Array(width).fill(height);
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const floorLike = y < height && like[y * width + x] === 1;
      if (floorLike && start < 0) start = y;
      if (!floorLike && start >= 0) {
        if (start > leaked && y - start >= run) {
          patchAbove[x] = y - 1;
          break;
        }
        start = -1;
      }
    }
  }
  return patchAbove;
}

/**
 * The floor beyond a rug: per column, a run of at least `run` floor-looking pixels (starting
 * below the top tenth) found going up from the fill's top across at most `gap` rows that do not
 * look like floor (the rug). The rug cuts that floor off from the bottom strip in its columns, so
 * the fills start from it too. Above the boundary, which these seeds do not move by themselves,
 * nothing they reach is kept.
 */
function floorBeyondRugs(
  like: Uint8Array,
  tops: Float32Array,
  width: number,
  height: number,
  /**
   * Looking for floor in other light (a looser look, so more is floor-looking): past short
   * floor-looking runs, and kept only where it shows in many columns side by side.
   */
  otherLight = false,
): Uint8Array {
  const seeds = new Uint8Array(width * height);
  const leaked = height * 0.1;
  const run = Math.max(3, Math.round(height * 0.015));
  const gap = Math.round(height * 0.25);
  // A skirting board is a thinner band than a rug, and what lies above it is no floor.
  const minGap = Math.max(3, Math.round(height * 0.03));
  const seeded = new Uint8Array(width);
  for (let x = 0; x < width; x++) {
    const top = tops[x] as number;
    if (Number.isNaN(top) || top <= leaked) continue;
    // A rug's front edge runs across the picture; a side wall's skirting slants steeply.
    const left = tops[Math.max(0, x - 3)] as number;
    const right = tops[Math.min(width - 1, x + 3)] as number;
    if (!(Math.abs(right - left) <= 0.35 * 6)) continue;
    // Going up, the first run of at least `run` floor-looking rows; shorter runs (a sliver of floor
    // between two rugs, a rug's pattern) belong to the band.
    let y = top - 1;
    let start = -1;
    while (y >= top - gap && y > leaked) {
      if (!like[y * width + x]) {
        y--;
        continue;
      }
      start = y;
      while (start > 0 && like[(start - 1) * width + x]) start--;
      if (y - start + 1 >= run || !otherLight) break;
      y = start - 1;
      start = -1;
    }
    if (start <= leaked || y - start + 1 < run || top - 1 - y < minGap) continue;
    for (let k = start; k <= y; k++) seeds[k * width + x] = 1;
    seeded[x] = 1;
  }
  // A rug's far edge is long: the floor beyond it shows in many columns side by side, while the
  // top of a box of the floor's colour above its darker foot shows in a few.
  const wide = Math.max(6, Math.round(width * 0.04));
  for (let x = 0; otherLight && x < width; ) {
    let end = x;
    while (end < width && seeded[end]) end++;
    if (end - x < wide) {
      for (let k = x; k < end; k++) for (let y = 0; y < height; y++) seeds[y * width + k] = 0;
    }
    x = Math.max(end, x + 1);
  }
  return seeds;
}

/**
 * Beyond a rug the floor may lie in other light (a window at the far end, the shade of a piece of
 * furniture): it is looked for with the floor's colour, from a little darker to up to about
 * twice as light (log-lightness steps of BEYOND_STEP whatever the floor's own spread: a pale box
 * of the floor's colour is lighter still).
 */
const BEYOND: FillRule = { ...STRICT, darker: 4, lighter: 8 };
const BEYOND_STEP = 0.08;

/**
 * The floor beyond rugs (step 4 of the method): that of the floor's look, and that of the floor's
 * colour in other light, found with a look of its own sampled where it was seen beyond the rugs.
 */
export function floorBeyond(
  f: Features,
  look: FloorLook,
  strictLike: Uint8Array,
  near: Uint8Array,
  width: number,
  height: number,
): { mask: Uint8Array; far?: { mask: Uint8Array; look: FloorLook } } {
  const tops = columnTops(near, f, width, height);
  const seeds = floorBeyondRugs(strictLike, tops, width, height);
  const mask = belowTheTopTenth(fillFloor(f, look, width, height, STRICT, seeds), width, height);
  const other = floorBeyondRugs(
    floorLike(f, { ...look, lightnessSpread: BEYOND_STEP }, BEYOND, width * height),
    tops,
    width,
    height,
    true,
  );
  for (let i = 0; i < other.length; i++) if (mask[i]) other[i] = 0;
  if (!other.includes(1)) return { mask };
  const farLook = sampleFloorLook(f, width, height, other);
  const far = belowTheTopTenth(fillFloor(f, farLook, width, height, STRICT, other), width, height);
  return { mask, far: far.includes(1) ? { mask: far, look: farLook } : undefined };
}

/**
 * Keeps the parts of `region` whose 4-connected pieces stay below the top tenth of the picture: a
 * wall of the floor's colour above a band runs up there, the floor beyond a rug does not.
 */
function belowTheTopTenth(region: Uint8Array, width: number, height: number): Uint8Array {
  const leaked = height * 0.1;
  const kept = new Uint8Array(region.length);
  const seen = new Uint8Array(region.length);
  const queue = new Int32Array(region.length);
  let tail = 0;
  const visit = (j: number) => {
    if (region[j] && !seen[j]) {
      seen[j] = 1;
      queue[tail++] = j;
    }
  };
  for (let start = 0; start < region.length; start++) {
    if (!region[start] || seen[start]) continue;
    let head = 0;
    tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    let reachesTop = false;
    while (head < tail) {
      const i = queue[head++] as number;
      const x = i % width;
      if (i < leaked * width) reachesTop = true;
      if (x > 0) visit(i - 1);
      if (x < width - 1) visit(i + 1);
      if (i >= width) visit(i - width);
      if (i < region.length - width) visit(i + width);
    }
    if (!reachesTop) for (let k = 0; k < tail; k++) kept[queue[k] as number] = 1;
  }
  return kept;
}
