/**
 * The visitor's floor outline in the 'Adjust floor' editor (issue 12): a polygon of corners in
 * normalised photo coordinates (x from the left edge, y from the top, each 0 to 1 of the whole
 * photo), as the room-scene service's scene_floor.php stores it. The editing rules live here, plain
 * functions over plain arrays, so the widget only renders their results.
 */

export type FloorCorner = [number, number];
export type FloorOutline = FloorCorner[];

/** The service refuses fewer corners than this, and more than FLOOR_OUTLINE_MAX_CORNERS. */
export const FLOOR_OUTLINE_MIN_CORNERS = 3;
export const FLOOR_OUTLINE_MAX_CORNERS = 64;

/** One arrow-key press moves a corner by 0.5% of the photo; with Shift, by 5%. */
export const FLOOR_CORNER_STEP = 0.005;
export const FLOOR_CORNER_BIG_STEP = 0.05;

/** The outline offered when the service found no floor: the lower 40% of the photo. */
export const FALLBACK_FLOOR_OUTLINE: FloorOutline = [
  [0, 0.6],
  [1, 0.6],
  [1, 1],
  [0, 1],
];

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
/**
 * Four decimals, as the service stores an outline: a seventh of a pixel of a 1400-wide render,
 * and what is sent is what comes back.
 */
const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** The outline with corner `index` placed at (x, y), kept inside the photo. */
export function placeFloorCorner(
  outline: readonly FloorCorner[],
  index: number,
  x: number,
  y: number,
): FloorOutline {
  return outline.map((corner, at) =>
    at === index ? [round(clamp01(x)), round(clamp01(y))] : [corner[0], corner[1]],
  );
}

/** The outline with corner `index` moved by (dx, dy), kept inside the photo. */
export function moveFloorCorner(
  outline: readonly FloorCorner[],
  index: number,
  dx: number,
  dy: number,
): FloorOutline {
  const corner = outline[index];
  if (!corner) return outline.map(([x, y]) => [x, y]);
  return placeFloorCorner(outline, index, corner[0] + dx, corner[1] + dy);
}

/**
 * Adds a corner at the middle of the longest edge (the one most likely to need bending around
 * a doorway or a chimney breast) and answers the new outline and the new corner's index. An
 * outline at the service's maximum is answered unchanged, with index -1.
 */
export function addFloorCorner(outline: readonly FloorCorner[]): {
  outline: FloorOutline;
  index: number;
} {
  let longest = 0;
  let longestLength = -1;
  outline.forEach(([x, y], at) => {
    const [nx, ny] = outline[(at + 1) % outline.length] as FloorCorner;
    const length = Math.hypot(nx - x, ny - y);
    if (length > longestLength) {
      longest = at;
      longestLength = length;
    }
  });
  const [ax, ay] = outline[longest] ?? [0, 0];
  const [bx, by] = outline[(longest + 1) % outline.length] ?? [0, 0];
  return addFloorCornerOnEdge(outline, longest, (ax + bx) / 2, (ay + by) / 2);
}

/**
 * Adds a corner at (x, y), kept inside the photo, on the edge from corner `edge` to the next one
 * (where the visitor double-clicked the outline), and answers the new outline and the new
 * corner's index. An outline at the service's maximum is answered unchanged, with index -1.
 */
export function addFloorCornerOnEdge(
  outline: readonly FloorCorner[],
  edge: number,
  x: number,
  y: number,
): { outline: FloorOutline; index: number } {
  const copy: FloorOutline = outline.map(([cx, cy]) => [cx, cy]);
  if (outline.length >= FLOOR_OUTLINE_MAX_CORNERS || outline.length < 2) {
    return { outline: copy, index: -1 };
  }
  if (edge < 0 || edge >= outline.length) return { outline: copy, index: -1 };
  copy.splice(edge + 1, 0, [round(clamp01(x)), round(clamp01(y))]);
  return { outline: copy, index: edge + 1 };
}

/** The outline without corner `index`; unchanged when it has only the 3 corners a floor needs. */
export function removeFloorCorner(outline: readonly FloorCorner[], index: number): FloorOutline {
  const copy: FloorOutline = outline.map(([x, y]) => [x, y]);
  if (outline.length <= FLOOR_OUTLINE_MIN_CORNERS) return copy;
  copy.splice(index, 1);
  return copy;
}

/** The render address's text form of an outline: `x1,y1,x2,y2,…`. */
export function floorOutlineParam(outline: readonly FloorCorner[]): string {
  return outline.map(([x, y]) => `${round(x)},${round(y)}`).join(',');
}
