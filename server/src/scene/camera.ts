/**
 * The camera a room photo is assumed to be taken with, and the mapping between its pixels and
 * points on the floor plane. Nothing here is measured from the photo except the horizon and the
 * direction of the room (see floor.ts); the rest are the typical values of a phone photo, which
 * is what fixes the texture's scale in metres:
 * - a phone's main camera, 26 mm equivalent: focal length 0.72 × the photo's long edge (about
 *   70° across the long edge);
 * - held at eye level by a standing adult: 1.4 m above the floor;
 * - no roll (photos are taken upright), pitched so that the horizon sits where floor.ts found it.
 */
export const FOCAL_PER_LONG_EDGE = 0.72;
export const CAMERA_HEIGHT_METRES = 1.4;

export interface FloorCamera {
  /** Principal point: the centre of the (uncropped) photo, in output pixels. */
  cx: number;
  cy: number;
  /** Focal length in output pixels. */
  focal: number;
  /** Downward tilt in radians: the horizon is `focal × tan(pitch)` above cy. */
  pitch: number;
  /** Rotation of the texture on the floor, so that its length runs toward the room's vanishing point. */
  yaw: number;
  /**
   * The camera's height above the floor in metres; CAMERA_HEIGHT_METRES (a phone at eye level)
   * unless the scene knows it (a stock room's camera).
   */
  height?: number;
}

/**
 * The camera whose horizon (the floor's vanishing line) is row `horizon` and whose room
 * direction vanishes at column `vanishingX` on it.
 */
export function floorCamera(
  cx: number,
  cy: number,
  focal: number,
  horizon: number,
  vanishingX: number,
): FloorCamera {
  const pitch = Math.atan2(cy - horizon, focal);
  // The floor direction that vanishes at (vanishingX, horizon) is (a, 1/cos(pitch)) in floor
  // coordinates (X right, Z ahead), with a = (vanishingX - cx) / focal.
  const yaw = Math.atan2(((vanishingX - cx) / focal) * Math.cos(pitch), 1);
  return { cx, cy, focal, pitch, yaw };
}

/**
 * Where the ray through row `y` meets the floor: its distance `t` along the optical axis scale
 * (X = (x - cx) / focal × t) and its depth Z ahead of the camera, in metres; undefined at or
 * above the horizon. The floor point of pixel (x, y) is (X, Z) with X linear in x on a row,
 * which is what makes the warp cheap.
 */
export function floorRow(camera: FloorCamera, y: number): { t: number; z: number } | undefined {
  const b = (y - camera.cy) / camera.focal;
  const cos = Math.cos(camera.pitch);
  const sin = Math.sin(camera.pitch);
  const denominator = b * cos + sin;
  if (denominator <= 1e-6) return undefined;
  const t = (camera.height ?? CAMERA_HEIGHT_METRES) / denominator;
  return { t, z: t * (cos - b * sin) };
}

/** The pixel of floor point (X, Z) in metres: the inverse of floorRow, for tests and drawings. */
export function projectFloorPoint(camera: FloorCamera, x: number, z: number) {
  const cos = Math.cos(camera.pitch);
  const sin = Math.sin(camera.pitch);
  const h = camera.height ?? CAMERA_HEIGHT_METRES;
  const depth = h * sin + z * cos;
  return {
    x: camera.cx + (camera.focal * x) / depth,
    y: camera.cy + (camera.focal * (h * cos - z * sin)) / depth,
  };
}
