/**
 * Finding the floor, step 1 and 2 of floor.ts: the floor's look sampled from the bottom strip (and
 * again from what it finds), and the flood fills that grow through pixels of that look without
 * crossing a sharp step; the holes a fill leaves are filled.
 */
import type { WorkImage } from './floor';

const SEED_TOP = 0.86;
/**
 * The floor's first look comes from the strip's lowest rows: a rug near the camera may reach into
 * the strip, but the nearest floor is the floor.
 */
const LOOK_TOP = 0.93;
const SEED_SIDE = 0.15;
export interface Features {
  lightness: Float32Array;
  chromaRB: Float32Array;
  chromaG: Float32Array;
}

/** Log-lightness (a shadow scales it by a constant) and two chroma channels a shadow keeps. */
export function features({ data, width, height }: WorkImage): Features {
  const n = width * height;
  const lightness = new Float32Array(n);
  const chromaRB = new Float32Array(n);
  const chromaG = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const r = data[i * 3] as number;
    const g = data[i * 3 + 1] as number;
    const b = data[i * 3 + 2] as number;
    // The +6 keeps near-black pixels from having wild chroma.
    const l = (r + g + b) / 3 + 6;
    lightness[i] = Math.log(l);
    chromaRB[i] = (r - b) / l;
    chromaG[i] = (2 * g - r - b) / (2 * l);
  }
  return { lightness, chromaRB, chromaG };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export interface FloorLook {
  lightness: number;
  chromaRB: number;
  chromaG: number;
  lightnessSpread: number;
  chromaSpread: number;
}

/**
 * The floor's look: median and robust spread (MAD) of each feature over the bottom strip, or over
 * `region` (every other pixel of it) when given.
 */
export function sampleFloorLook(
  f: Features,
  width: number,
  height: number,
  region?: Uint8Array,
): FloorLook {
  const l: number[] = [];
  const c1: number[] = [];
  const c2: number[] = [];
  const add = (i: number) => {
    l.push(f.lightness[i] as number);
    c1.push(f.chromaRB[i] as number);
    c2.push(f.chromaG[i] as number);
  };
  if (region) {
    for (let i = 0; i < region.length; i += 2) if (region[i]) add(i);
  } else {
    for (let y = Math.floor(height * LOOK_TOP); y < height - 1; y++) {
      for (let x = Math.floor(width * SEED_SIDE); x < Math.ceil(width * (1 - SEED_SIDE)); x++) {
        add(y * width + x);
      }
    }
  }
  const ml = median(l);
  const m1 = median(c1);
  const m2 = median(c2);
  const mad = (values: number[], centre: number) =>
    1.4826 * median(values.map((value) => Math.abs(value - centre)));
  return {
    lightness: ml,
    chromaRB: m1,
    chromaG: m2,
    // Floors at least this varied: an even colour would otherwise make every shade "not floor".
    lightnessSpread: Math.max(0.09, mad(l, ml)),
    chromaSpread: Math.max(0.035, (mad(c1, m1) + mad(c2, m2)) / 2),
  };
}

export interface FillRule {
  /** How many spreads darker or lighter than the floor a pixel may be. */
  darker: number;
  lighter: number;
  chroma: number;
  /** Largest step between neighbours: log-lightness and chroma. */
  stepLightness: number;
  stepChroma: number;
  /**
   * Whether a lighter pixel whose colour lies between the floor's and white counts too: a patch
   * of sunlight, whose brightest channel the camera clipped.
   */
  highlights?: boolean;
}

export const STRICT: FillRule = {
  darker: 3,
  lighter: 3,
  chroma: 3.5,
  stepLightness: 0.1,
  stepChroma: 0.04,
};
/**
 * Where the floor was seen, to test boundary lines against: as strict about steps, but reaching
 * shaded and brightly lit floor (a window's patch of light).
 */
export const EVIDENCE: FillRule = { ...STRICT, darker: 8, lighter: 4 };
/** Below the boundary: shadows may be much darker than the sampled floor. */
export const LOOSE: FillRule = {
  darker: 12,
  lighter: 6,
  chroma: 4,
  stepLightness: 0.16,
  stepChroma: 0.06,
  highlights: true,
};

/** The bottom strip's middle, where the fill starts: the floor reaches the bottom of a room photo. */
export function bottomStrip(width: number, height: number): Uint8Array {
  const strip = new Uint8Array(width * height);
  for (let y = Math.floor(height * SEED_TOP); y < height; y++) {
    for (let x = Math.floor(width * SEED_SIDE); x < Math.ceil(width * (1 - SEED_SIDE)); x++) {
      strip[y * width + x] = 1;
    }
  }
  return strip;
}

/**
 * Whether pixel i's chroma lies on the way from the floor's toward white's (0, 0): the floor's
 * colour washed out by bright light.
 */
function isHighlight(f: Features, look: FloorLook, i: number, tolerance: number): boolean {
  const c1 = f.chromaRB[i] as number;
  const c2 = f.chromaG[i] as number;
  const length2 = look.chromaRB * look.chromaRB + look.chromaG * look.chromaG;
  if (length2 < 1e-6) return false;
  const share = (c1 * look.chromaRB + c2 * look.chromaG) / length2;
  if (share < -0.1 || share > 1.1) return false;
  const off1 = c1 - share * look.chromaRB;
  const off2 = c2 - share * look.chromaG;
  return Math.hypot(off1, off2) <= tolerance * look.chromaSpread;
}

/** Whether pixel i looks like the floor under `rule`. */
function looksLikeFloor(f: Features, look: FloorLook, rule: FillRule, i: number): boolean {
  const dl = ((f.lightness[i] as number) - look.lightness) / look.lightnessSpread;
  if (dl < -rule.darker || dl > rule.lighter) return false;
  const d1 = ((f.chromaRB[i] as number) - look.chromaRB) / look.chromaSpread;
  const d2 = ((f.chromaG[i] as number) - look.chromaG) / look.chromaSpread;
  if (d1 * d1 + d2 * d2 <= rule.chroma * rule.chroma) return true;
  return rule.highlights === true && dl > 1 && isHighlight(f, look, i, rule.chroma);
}

/** 1 where a pixel looks like the floor under `rule`, everywhere in the picture. */
export function floorLike(f: Features, look: FloorLook, rule: FillRule, n: number): Uint8Array {
  const like = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (looksLikeFloor(f, look, rule, i)) like[i] = 1;
  return like;
}

/**
 * Flood fill from `seed` over floor-looking pixels at or below `limit` per column. Pixels are
 * judged only when the fill reaches them: most of a picture is never looked at.
 */
export function fillFloor(
  f: Features,
  look: FloorLook,
  width: number,
  height: number,
  rule: FillRule,
  /** Where the fill starts (those of its pixels that look like the floor). */
  seed: Uint8Array,
  limit?: Float32Array,
): Uint8Array {
  const n = width * height;
  // 0 not judged yet, 1 floor-looking, 2 not.
  const judged = new Uint8Array(n);
  const like = (i: number) => {
    if (judged[i] === 0) {
      const x = i % width;
      const y = (i - x) / width;
      const allowed = !limit || y >= (limit[x] as number) - 0.5;
      judged[i] = allowed && looksLikeFloor(f, look, rule, i) ? 1 : 2;
    }
    return judged[i] === 1;
  };
  const mask = new Uint8Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    if (seed[i] && like(i)) {
      mask[i] = 1;
      queue[tail++] = i;
    }
  }
  const visit = (from: number, to: number) => {
    if (mask[to] || !like(to)) return;
    const stepL = Math.abs((f.lightness[to] as number) - (f.lightness[from] as number));
    const stepC =
      Math.abs((f.chromaRB[to] as number) - (f.chromaRB[from] as number)) +
      Math.abs((f.chromaG[to] as number) - (f.chromaG[from] as number));
    if (stepL > rule.stepLightness || stepC > rule.stepChroma) return;
    mask[to] = 1;
    queue[tail++] = to;
  };
  while (head < tail) {
    const i = queue[head++] as number;
    const x = i % width;
    if (x > 0) visit(i, i - 1);
    if (x < width - 1) visit(i, i + 1);
    if (i >= width) visit(i, i - width);
    if (i < n - width) visit(i, i + width);
  }
  return mask;
}

/** `a` with `b`'s pixels set too (in place), when there is a `b`. */
export function union(a: Uint8Array, b: Uint8Array | undefined): Uint8Array {
  if (b) for (let i = 0; i < a.length; i++) if (b[i]) a[i] = 1;
  return a;
}

/**
 * Fills the non-floor patches below the boundary that are floor after all: specks smaller than
 * `maxArea` pixels (a knot, a dark seam), and patches mostly of the floor's colour that the fill
 * could not reach (tiles fenced off by bright grout lines). Furniture has its own colour and stays.
 */
export function fillHoles(
  mask: Uint8Array,
  like: Uint8Array,
  boundary: Float32Array,
  width: number,
  height: number,
  maxArea: number,
) {
  const seen = new Uint8Array(mask.length);
  const queue = new Int32Array(mask.length);
  let tail = 0;
  // Made once, not per pixel: a function declared in the loop is a new closure every iteration.
  const visitHole = (j: number) => {
    if (mask[j] || seen[j]) return;
    seen[j] = 1;
    queue[tail++] = j;
  };
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] || seen[start]) continue;
    let head = 0;
    tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    let aboveBoundary = false;
    let floorLike = 0;
    while (head < tail) {
      const i = queue[head++] as number;
      const x = i % width;
      const y = (i - x) / width;
      if (y < (boundary[x] as number) - 1) aboveBoundary = true;
      floorLike += like[i] as number;
      if (x > 0) visitHole(i - 1);
      if (x < width - 1) visitHole(i + 1);
      if (y > 0) visitHole(i - width);
      if (y < height - 1) visitHole(i + width);
    }
    if (!aboveBoundary && (tail <= maxArea || floorLike >= tail * 0.7)) {
      for (let k = 0; k < tail; k++) mask[queue[k] as number] = 1;
    }
  }
}
