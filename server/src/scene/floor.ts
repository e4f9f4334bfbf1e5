import { CAMERA_HEIGHT_METRES } from './camera';

/**
 * Finding the floor in a room photo, without a learned model.
 *
 * The method works on a small copy of the photo (about 320 px on its long side, lightly blurred
 * so that carpet pile and timber grain do not count as edges) and relies on three facts about
 * ordinary room photos:
 *
 * 1. The floor reaches the bottom of the picture. Its look is sampled from the bottom strip of
 *    the image (the median and spread of log-lightness and of two lightness-free chroma
 *    channels), so a dark floor, a pale one, a carpet or planks all work. The floor this look
 *    finds (step 2) is sampled again: the far floor is often in other light than the near strip
 *    (a window behind, a lamp), and the second look covers both.
 * 2. The floor is one connected surface of that look. A flood fill grows from the bottom strip
 *    through pixels close to the floor's colour, and never across a sharp step between
 *    neighbours (a skirting board, the foot of a sofa). Its top in each column, snapped to the
 *    strongest horizontal edge (vertical Sobel on log-lightness) within 2 px, is that column's
 *    wall/floor boundary, or the foot of furniture standing in front of the wall.
 * 3. The floor is a convex polygon (a room's floor seen from inside it), so its top edge is the
 *    upper envelope of a few straight lines: the back wall's skirting and, when visible, the
 *    side walls'. These lines are fitted robustly (deterministic RANSAC over pairs of columns,
 *    refined by least squares on their inliers), and a line is kept only if the floor was not
 *    seen above it by a fill that also reaches brightly lit and shaded floor: the foot of a
 *    sofa is a straight line too, but floor shows beside the sofa, above its line, so it is
 *    rejected. Floor seen beyond a rug (a run of floor-looking pixels above the line that starts
 *    below the top tenth of the photo, reached by a fill or not) contradicts a line too: a rug's
 *    front edge is straight and may span the picture. Columns where that fill ran up to the top
 *    of the photo leaked up a wall of the floor's colour and count as no evidence; a leak of the
 *    first fill is an outlier of every line.
 * 4. The floor continues beyond a rug. Going up from the fill's top across a band that does not
 *    look like floor (at least 3% of the height, so not a skirting board, and running across the
 *    picture, not slanting like a side wall's skirting), floor-looking pixels above are floor too
 *    unless what a fill from them reaches runs up into the top tenth of the photo (a wall). Every
 *    fill starts from them as well as from the bottom strip. The floor beyond a rug may be in
 *    other light (nearer a window): where pixels of the floor's colour, from a little darker to
 *    about twice as light, show beyond a rug across many columns side by side (a box's top shows
 *    in a few), they are floor too, filled with a look of their own; they count as floor seen
 *    where they were found. The envelope bounds the floor from above.
 *
 * Below that boundary a second, looser fill (tolerating the darker shades of shadows and the
 * washed-out colour of a patch of sunlight, whose chroma lies between the floor's and white's
 * because the camera clipped it, but still stopped by sharp steps) gives the final mask; furniture standing on the floor stays out of it
 * and so stays in front of the new floor. Small holes (a knot, a dark seam) and patches of floor
 * colour fenced off by grout lines are filled.
 *
 * Perspective: the two side walls' skirting lines run along the room, so they meet at the
 * room's vanishing point, which sits on the horizon. With only one side wall, the horizon comes
 * from the default below and the vanishing point is where that line crosses it. With none, the
 * default is a level camera (horizon through the middle of the photo), tilted down instead when
 * that would put the back wall further than 7 m or nearer than 2.5 m away.
 *
 * Measured on the room corpus of server/test/fixtures/corpus.ts (`npm run bench -w server`, the
 * floor corpus section; a quarter of the rooms are held out and were never tuned on).
 *
 * Limits, honestly: furniture of the floor's own colour and lightness where it meets the floor
 * is taken for floor (no sharp step divides them), and so is the top of a low piece of the
 * floor's colour above a darker front face (it looks like floor beyond a rug), and so is a wide
 * box of the floor's colour but lighter standing just beyond a rug (floor in other light); a rug
 * that spans the whole width with no floor-looking band beyond it within a quarter of the height
 * is taken for the floor's far edge, hiding the floor beyond it; a floor and a wall of the same
 * colour and lightness with no visible skirting are not told apart (the boundary then follows
 * wherever the colour changes); a rug of another colour stays as it is (it is not floor by this
 * method's definition); and photos taken looking straight down have no horizon to find (the
 * default horizon applies).
 */

export interface WorkImage {
  /** RGB, 3 bytes a pixel, row by row. */
  data: Uint8Array;
  width: number;
  height: number;
}

/** A straight boundary y = slope × x + intercept, in work pixels. */
export interface BoundaryLine {
  slope: number;
  intercept: number;
  inliers: number;
}

export interface FloorEstimate {
  width: number;
  height: number;
  /** 1 where the floor is, else 0, row by row. */
  mask: Uint8Array;
  /** Per column, the row where the floor starts (the envelope of `lines`). */
  boundary: Float32Array;
  lines: BoundaryLine[];
  /** Row of the horizon (the floor's vanishing line); may be above the image (negative). */
  horizon: number;
  /** Column where the room's depth direction vanishes on the horizon. */
  vanishingX: number;
  horizonFrom: 'side walls' | 'one side wall' | 'default';
  /** Share of the image that is floor. */
  coverage: number;
}

const SEED_TOP = 0.86;
/**
 * The floor's first look comes from the strip's lowest rows: a rug near the camera may reach into
 * the strip, but the nearest floor is the floor.
 */
const LOOK_TOP = 0.93;
const SEED_SIDE = 0.15;
/** Nearest and furthest a back wall is assumed to be when the horizon is not measured. */
const NEAREST_BACK_WALL_METRES = 2.5;
const FURTHEST_BACK_WALL_METRES = 7;

interface Features {
  lightness: Float32Array;
  chromaRB: Float32Array;
  chromaG: Float32Array;
}

/** Log-lightness (a shadow scales it by a constant) and two chroma channels a shadow keeps. */
function features({ data, width, height }: WorkImage): Features {
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

interface FloorLook {
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
function sampleFloorLook(
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

interface FillRule {
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

const STRICT: FillRule = {
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
const EVIDENCE: FillRule = { ...STRICT, darker: 8, lighter: 4 };
/** Below the boundary: shadows may be much darker than the sampled floor. */
const LOOSE: FillRule = {
  darker: 12,
  lighter: 6,
  chroma: 4,
  stepLightness: 0.16,
  stepChroma: 0.06,
  highlights: true,
};

/** The bottom strip's middle, where the fill starts: the floor reaches the bottom of a room photo. */
function bottomStrip(width: number, height: number): Uint8Array {
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
function floorLike(f: Features, look: FloorLook, rule: FillRule, n: number): Uint8Array {
  const like = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (looksLikeFloor(f, look, rule, i)) like[i] = 1;
  return like;
}

/**
 * Flood fill from `seed` over floor-looking pixels at or below `limit` per column. Pixels are
 * judged only when the fill reaches them: most of a picture is never looked at.
 */
function fillFloor(
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

/** Per column, the first floor row from the top, snapped to the strongest horizontal edge near it. */
function columnTops(mask: Uint8Array, f: Features, width: number, height: number): Float32Array {
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

const lineAt = (line: BoundaryLine, x: number) => line.slope * x + line.intercept;

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
function fitBoundaryLines(
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

/**
 * Per column, the highest bottom row of a run of at least `run` floor-looking pixels that starts
 * below the top tenth of the picture (a wall of the floor's colour runs up to the top and is no
 * evidence), whether or not a fill reached it: the floor beyond a rug, which the rug cuts off
 * from the bottom strip in its columns. A line below such a run is contradicted there (the rug's
 * front edge is no wall's foot). The picture's height where there is none.
 */
function floorPatchesAbove(like: Uint8Array, width: number, height: number): Float32Array {
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
function floorBeyond(
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

/** `a` with `b`'s pixels set too (in place), when there is a `b`. */
function union(a: Uint8Array, b: Uint8Array | undefined): Uint8Array {
  if (b) for (let i = 0; i < a.length; i++) if (b[i]) a[i] = 1;
  return a;
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

/** Median of each column's top over a window: the boundary when no straight line fits. */
function smoothedTops(tops: Float32Array, width: number, height: number): Float32Array {
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

/**
 * Fills the non-floor patches below the boundary that are floor after all: specks smaller than
 * `maxArea` pixels (a knot, a dark seam), and patches mostly of the floor's colour that the fill
 * could not reach (tiles fenced off by bright grout lines). Furniture has its own colour and stays.
 */
function fillHoles(
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

function intersect(a: BoundaryLine, b: BoundaryLine) {
  if (a.slope === b.slope) return undefined;
  const x = (b.intercept - a.intercept) / (a.slope - b.slope);
  return { x, y: lineAt(a, x) };
}

/**
 * The horizon and the room's vanishing point; see the method at the top of this file.
 * `focal` is in work pixels; rows grow downward.
 */
function estimateHorizon(
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

/**
 * Finds the floor of a room photo given as a small RGB image; `focal` is the assumed focal length
 * and `centreRow` the row of the camera's axis (where a level camera puts the horizon), in the
 * same pixels. Returns undefined when no floor-looking region reaches the bottom.
 */
export function findFloor(
  image: WorkImage,
  focal: number,
  centreRow = image.height / 2,
): FloorEstimate | undefined {
  const { width, height } = image;
  const f = features(image);
  // The bottom strip's look finds most of the floor; the look of what it found (further floor in
  // other light) finds the rest.
  const strip = bottomStrip(width, height);
  const first = fillFloor(f, sampleFloorLook(f, width, height), width, height, STRICT, strip);
  const look = sampleFloorLook(f, width, height, first);
  const near = fillFloor(f, look, width, height, STRICT, strip);
  const strictLike = floorLike(f, look, STRICT, width * height);
  // The fills of the floor's look start from the bottom strip and from the floor of that look
  // beyond rugs. The floor beyond rugs in other light is added as it was found: a fill of the
  // floor's look from it would climb a pale box of the floor's colour.
  const beyond = floorBeyond(f, look, strictLike, near, width, height);
  const far = beyond.far;
  const seed = beyond.mask;
  for (let i = 0; i < seed.length; i++) if (strip[i]) seed[i] = 1;
  const strict = union(fillFloor(f, look, width, height, STRICT, seed), far?.mask);
  const tops = columnTops(strict, f, width, height);
  const evidence = union(fillFloor(f, look, width, height, EVIDENCE, seed), far?.mask);
  const seen = new Float32Array(width).fill(height);
  for (let i = 0; i < evidence.length; i++) {
    const x = i % width;
    if (evidence[i] && (seen[x] as number) === height) seen[x] = (i - x) / width;
  }
  const lines = fitBoundaryLines(
    tops,
    seen,
    // The floor beyond rugs in other light counts where it was found, not wherever its colour is.
    floorPatchesAbove(union(strictLike.slice(), far?.mask), width, height),
    width,
    height,
  );
  const boundary = lines.length > 0 ? new Float32Array(width) : smoothedTops(tops, width, height);
  if (lines.length > 0) {
    for (let x = 0; x < width; x++) {
      const y = lines.reduce((highest, line) => Math.max(highest, lineAt(line, x)), 0);
      boundary[x] = Math.min(height, y);
    }
  }
  const mask = union(
    fillFloor(f, look, width, height, LOOSE, seed, boundary),
    // The floor in other light reaches its own shade and brighter patches, though not as far as
    // the loose rule lets the near floor: its look comes from a narrow band.
    far && fillFloor(f, far.look, width, height, EVIDENCE, far.mask, boundary),
  );
  // Holes are judged by the strict looks: a sofa a shade lighter than the floor is no hole.
  const like = union(strictLike, far && floorLike(f, far.look, STRICT, width * height));
  fillHoles(mask, like, boundary, width, height, Math.round(width * height * 0.004));
  let area = 0;
  for (const value of mask) area += value;
  if (area === 0) return undefined;
  const farRow = Math.min(...boundary);
  return {
    width,
    height,
    mask,
    boundary,
    lines,
    coverage: area / mask.length,
    ...estimateHorizon(lines, farRow, width, focal, centreRow),
  };
}
