// The camera and floor geometry of a room, from the numbers its scene file declares.
// Conventions (the same as server/src/scene/camera.ts):
// - pixel coordinates are continuous, (0, 0) at the top-left corner of the image, x right,
//   y down; the centre of pixel (i, j) is (i + 0.5, j + 0.5);
// - the floor frame is the camera's: X metres to the right, Z metres ahead, along the floor,
//   measured from the point under the camera; Z is the camera's forward direction projected
//   on the floor;
// - floor point (X, Z) is seen at depth = h·sin(p) + Z·cos(p),
//   x = cx + f·X / depth, y = cy + f·(h·cos(p) − Z·sin(p)) / depth.

/** Reads `#declare NAME = number;` and `// @key value` lines from a room's .pov source. */
export function parseScene(source) {
  const declares = {};
  for (const m of source.matchAll(
    /^#declare\s+([A-Z_][A-Z0-9_]*)\s*=\s*(-?[0-9.]+(?:e-?\d+)?)\s*;/gm,
  )) {
    declares[m[1]] = Number(m[2]);
  }
  const tags = {};
  for (const m of source.matchAll(/^\/\/\s*@(\w+)\s+(.+?)\s*$/gm)) tags[m[1]] = m[2];
  return { declares, tags };
}

/** Camera and floor of a render of `width` x `height` pixels, from a scene's declares. */
export function roomGeometry(d, width, height) {
  for (const k of [
    'ROOM_W',
    'ROOM_L',
    'CAM_X',
    'CAM_Z',
    'CAM_H',
    'CAM_PITCH',
    'CAM_TURN',
    'CAM_FOCAL',
  ]) {
    if (!Number.isFinite(d[k])) throw new Error(`the scene declares no ${k}`);
  }
  // CAM_FOCAL is given at 2400 px wide; POV-Ray's `angle` keeps the horizontal field.
  const f = (d.CAM_FOCAL * width) / 2400;
  const camera = {
    heightMetres: d.CAM_H,
    focalPx: f,
    pitchRadians: d.CAM_PITCH,
    cx: width / 2,
    cy: height / 2,
  };
  camera.horizonPx = camera.cy - f * Math.tan(d.CAM_PITCH);
  // POV-Ray turns the camera right by CAM_TURN about the vertical: its right vector is
  // (cos t, -sin t) and its forward vector (sin t, cos t) in the room's (x, z).
  const t = d.CAM_TURN;
  const toFloor = (wx, wz) => {
    const dx = wx - d.CAM_X;
    const dz = wz - d.CAM_Z;
    return [dx * Math.cos(t) - dz * Math.sin(t), dx * Math.sin(t) + dz * Math.cos(t)];
  };
  const floor = {
    yawRadians: -t,
    roomWidthMetres: d.ROOM_W,
    roomLengthMetres: d.ROOM_L,
    originMetres: toFloor(0, 0),
  };
  return { camera, floor, toFloor };
}

/** The 3x3 homography from floor (X, Z, 1) to pixel (x, y, 1). */
export function floorToPixelMatrix(camera) {
  const { focalPx: f, cx, cy, heightMetres: h, pitchRadians: p } = camera;
  const c = Math.cos(p);
  const s = Math.sin(p);
  return [
    [f, cx * c, cx * h * s],
    [0, cy * c - f * s, cy * h * s + f * h * c],
    [0, c, h * s],
  ];
}

export function invert3(m) {
  const [[a, b, c], [d, e, f], [g, h, i]] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  const inv = [
    [A, -(b * i - c * h), b * f - c * e],
    [B, a * i - c * g, -(a * f - c * d)],
    [C, -(a * h - b * g), a * e - b * d],
  ];
  return inv.map((row) => row.map((v) => v / det));
}

export function normalise3(m) {
  const k = m[2][2];
  return m.map((row) => row.map((v) => v / k));
}

export function apply3(m, x, y) {
  const w = m[2][0] * x + m[2][1] * y + m[2][2];
  return [(m[0][0] * x + m[0][1] * y + m[0][2]) / w, (m[1][0] * x + m[1][1] * y + m[1][2]) / w];
}

/** Depth (along the optical axis) of floor point (X, Z). */
export function floorDepth(camera, Z) {
  return camera.heightMetres * Math.sin(camera.pitchRadians) + Z * Math.cos(camera.pitchRadians);
}

/** Pixel of floor point (X, Z), by the convention above (undefined behind the camera). */
export function projectFloor(camera, X, Z) {
  const { focalPx: f, cx, cy, heightMetres: h, pitchRadians: p } = camera;
  const depth = h * Math.sin(p) + Z * Math.cos(p);
  return [cx + (f * X) / depth, cy + (f * (h * Math.cos(p) - Z * Math.sin(p))) / depth];
}

/** Floor point of room coordinates (u across, v along the length, from the near-left corner). */
export function roomToFloor(floor, u, v) {
  const y = floor.yawRadians;
  const [ox, oz] = floor.originMetres;
  return [ox + u * Math.cos(y) + v * Math.sin(y), oz - u * Math.sin(y) + v * Math.cos(y)];
}

function clipPolygon(points, inside, intersect) {
  const out = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    const ia = inside(a);
    const ib = inside(b);
    if (ia) out.push(a);
    if (ia !== ib) out.push(intersect(a, b));
  }
  return out;
}

/**
 * The floor's outline in the image: the room's rectangle, cut to what is in front of the camera,
 * projected and cut to the frame; clockwise on screen, in pixels.
 */
export function floorOutlinePx(camera, floor, width, height) {
  const { roomWidthMetres: W, roomLengthMetres: L } = floor;
  let poly = [
    [0, 0],
    [0, L],
    [W, L],
    [W, 0],
  ].map(([u, v]) => roomToFloor(floor, u, v));
  // Keep the part at least 5 cm in front of the camera (depth > 0.05).
  const nearZ =
    (0.05 - camera.heightMetres * Math.sin(camera.pitchRadians)) / Math.cos(camera.pitchRadians);
  poly = clipPolygon(
    poly,
    (p) => p[1] >= nearZ,
    (a, b) => {
      const t = (nearZ - a[1]) / (b[1] - a[1]);
      return [a[0] + t * (b[0] - a[0]), nearZ];
    },
  );
  let px = poly.map(([X, Z]) => projectFloor(camera, X, Z));
  const edges = [
    [
      (p) => p[0] >= 0,
      (a, b) => {
        const t = (0 - a[0]) / (b[0] - a[0]);
        return [0, a[1] + t * (b[1] - a[1])];
      },
    ],
    [
      (p) => p[0] <= width,
      (a, b) => {
        const t = (width - a[0]) / (b[0] - a[0]);
        return [width, a[1] + t * (b[1] - a[1])];
      },
    ],
    [
      (p) => p[1] >= 0,
      (a, b) => {
        const t = (0 - a[1]) / (b[1] - a[1]);
        return [a[0] + t * (b[0] - a[0]), 0];
      },
    ],
    [
      (p) => p[1] <= height,
      (a, b) => {
        const t = (height - a[1]) / (b[1] - a[1]);
        return [a[0] + t * (b[0] - a[0]), height];
      },
    ],
  ];
  for (const [inside, intersect] of edges) if (px.length) px = clipPolygon(px, inside, intersect);
  // Shoelace with y down: positive is clockwise on screen.
  let area = 0;
  for (let i = 0; i < px.length; i++) {
    const a = px[i];
    const b = px[(i + 1) % px.length];
    area += a[0] * b[1] - b[0] * a[1];
  }
  if (area < 0) px.reverse();
  // Drop repeated points.
  return px.filter((p, i) => {
    const q = px[(i + px.length - 1) % px.length];
    return Math.hypot(p[0] - q[0], p[1] - q[1]) > 1e-6;
  });
}
