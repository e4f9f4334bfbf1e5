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
 *
 * The stages live in files of their own: the look and the fills in floor-look.ts (1, 2 and the
 * final mask), the floor beyond a rug in floor-beyond.ts (4), the lines and the horizon in
 * floor-outline.ts (3 and the perspective). findFloor, below, runs them in order.
 */

import { floorBeyond, floorPatchesAbove } from './floor-beyond';
import {
  bottomStrip,
  EVIDENCE,
  features,
  fillFloor,
  fillHoles,
  floorLike,
  LOOSE,
  STRICT,
  sampleFloorLook,
  union,
} from './floor-look';
import {
  columnTops,
  estimateHorizon,
  fitBoundaryLines,
  lineAt,
  smoothedTops,
} from './floor-outline';

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
