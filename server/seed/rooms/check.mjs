#!/usr/bin/env node
// Checks each room's JSON against its own renders, from the JSON's numbers only:
// - draws the room's 0.5 m floor grid (and its walls' foot) over the beauty render into
//   <tmp>/rooms-check/<id>.check.jpg, to look at: the lines must sit on the plank joints
//   (every second long joint and every end joint is on the grid) and meet the skirting;
// - measures, along the foot of each wall (where the skirting meets the floor, 16 mm in from
//   the wall), how far the mask's floor edge is from where the JSON puts it, in pixels;
// - checks that pixelToFloor inverts the projection and that the mask stays inside the outline.
// Usage: node server/seed/rooms/check.mjs [--dir DIR] [id ...]
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apply3, projectFloor, roomToFloor } from './lib/geometry.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const sharp = createRequire(join(here, '..', '..', '..', 'package.json'))('sharp');
const args = process.argv.slice(2);
let dir = here;
const ids = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--dir') dir = args[++i];
  else ids.push(args[i]);
}
const todo = ids.length
  ? ids
  : readdirSync(dir)
      .filter((f) => /^[a-z-]+\.json$/.test(f))
      .map((f) => f.slice(0, -5));
const outDir = join(tmpdir(), 'rooms-check');
mkdirSync(outDir, { recursive: true });

let failed = false;
for (const id of todo) {
  const meta = JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8'));
  const { width: W, height: H, camera, floor } = meta;
  const depthOf = (Z) =>
    camera.heightMetres * Math.sin(camera.pitchRadians) + Z * Math.cos(camera.pitchRadians);

  // 1. pixelToFloor against the projection.
  let inverseError = 0;
  for (let u = 0; u <= floor.roomWidthMetres; u += 0.25) {
    for (let v = 0; v <= floor.roomLengthMetres; v += 0.25) {
      const [X, Z] = roomToFloor(floor, u, v);
      if (depthOf(Z) < 0.3) continue;
      const [x, y] = projectFloor(camera, X, Z);
      const [X2, Z2] = apply3(floor.pixelToFloor, x, y);
      const [x2, y2] = projectFloor(camera, X2, Z2);
      inverseError = Math.max(inverseError, Math.hypot(x2 - x, y2 - y));
    }
  }

  // 2. the grid drawing.
  const line = (u0, v0, u1, v1) => {
    const pts = [];
    for (let i = 0; i <= 400; i++) {
      const t = i / 400;
      const [X, Z] = roomToFloor(floor, u0 + t * (u1 - u0), v0 + t * (v1 - v0));
      if (depthOf(Z) < 0.1) continue;
      pts.push(projectFloor(camera, X, Z));
    }
    return pts.length > 1
      ? `<polyline points="${pts.map((p) => p.map((v) => v.toFixed(2)).join(',')).join(' ')}"/>`
      : '';
  };
  const { roomWidthMetres: RW, roomLengthMetres: RL } = floor;
  const sk = floor.skirting?.depthMetres ?? 0;
  let grid = '';
  for (let u = 0; u <= RW + 1e-9; u += 0.5) grid += line(u, 0, u, RL);
  for (let v = 0; v <= RL + 1e-9; v += 0.5) grid += line(0, v, RW, v);
  let walls = line(0, 0, 0, RL) + line(RW, 0, RW, RL) + line(0, RL, RW, RL);
  walls +=
    line(sk, sk, sk, RL - sk) +
    line(RW - sk, sk, RW - sk, RL - sk) +
    line(sk, RL - sk, RW - sk, RL - sk);
  const outline = floor.outline
    .map(([x, y]) => `${(x * W).toFixed(2)},${(y * H).toFixed(2)}`)
    .join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <g fill="none" stroke="#ff2020" stroke-width="1.2" stroke-opacity="0.9">${grid}</g>
    <g fill="none" stroke="#20e0ff" stroke-width="1.2" stroke-opacity="0.9">${walls}</g>
    <polygon points="${outline}" fill="none" stroke="#ffff00" stroke-width="3" stroke-opacity="0.6"/>
    <line x1="0" x2="${W}" y1="${camera.horizonPx}" y2="${camera.horizonPx}" stroke="#ff00ff" stroke-width="2"/>
  </svg>`;
  await sharp(join(dir, `${id}.jpg`))
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 90 })
    .toFile(join(outDir, `${id}.check.jpg`));

  // 3. the mask's edge at the foot of the walls.
  const { data: mask } = await sharp(join(dir, `${id}.mask.png`))
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x, y) => {
    // bilinear, in pixel-centre coordinates
    const fx = x - 0.5;
    const fy = y - 0.5;
    const x0 = Math.floor(fx);
    const y0 = Math.floor(fy);
    if (x0 < 0 || y0 < 0 || x0 + 1 >= W || y0 + 1 >= H) return NaN;
    const ax = fx - x0;
    const ay = fy - y0;
    const m = (i, j) => mask[(y0 + j) * W + x0 + i] / 255;
    return (
      (1 - ay) * ((1 - ax) * m(0, 0) + ax * m(1, 0)) + ay * ((1 - ax) * m(0, 1) + ax * m(1, 1))
    );
  };
  const errors = [];
  const feet = [
    [sk, sk, sk, RL - sk],
    [RW - sk, sk, RW - sk, RL - sk],
    [sk, RL - sk, RW - sk, RL - sk],
  ];
  for (const [u0, v0, u1, v1] of feet) {
    const len = Math.hypot(u1 - u0, v1 - v0);
    for (let s = 0.1; s < len - 0.1; s += 0.02) {
      const u = u0 + ((u1 - u0) * s) / len;
      const v = v0 + ((v1 - v0) * s) / len;
      const [X, Z] = roomToFloor(floor, u, v);
      if (depthOf(Z) < 0.3) continue;
      const p = projectFloor(camera, X, Z);
      const [Xb, Zb] = roomToFloor(
        floor,
        u + ((u1 - u0) / len) * 0.01,
        v + ((v1 - v0) / len) * 0.01,
      );
      const q = projectFloor(camera, Xb, Zb);
      // unit normal to the wall's foot line in the image
      let nx = -(q[1] - p[1]);
      let ny = q[0] - p[0];
      const n = Math.hypot(nx, ny);
      nx /= n;
      ny /= n;
      // sample the mask across the line, +-6 px; the floor side must be floor and the other not
      const prof = [];
      for (let k = -60; k <= 60; k++) prof.push(at(p[0] + (nx * k) / 10, p[1] + (ny * k) / 10));
      if (prof.some(Number.isNaN)) continue;
      const a = prof[0];
      const b = prof[prof.length - 1];
      if (Math.max(a, b) < 0.95 || Math.min(a, b) > 0.05) continue; // hidden, or not an edge
      // and only where the edge runs on both sides along the wall (not at furniture standing
      // against it): 8 px either way along the line, floor on one side and none on the other
      const side = a > b ? -1 : 1;
      const tx = ny * -1;
      const ty = nx;
      const clean = [-8, 8].every((d) => {
        const f = at(p[0] + side * nx * 3 + tx * d, p[1] + side * ny * 3 + ty * d);
        const o = at(p[0] - side * nx * 3 + tx * d, p[1] - side * ny * 3 + ty * d);
        return f >= 0.95 && o <= 0.05;
      });
      if (!clean) continue;
      // keep clean single edges only
      let crossings = 0;
      let where = NaN;
      for (let k = 1; k < prof.length; k++) {
        if ((prof[k - 1] - 0.5) * (prof[k] - 0.5) < 0) {
          crossings++;
          where = (k - 1 + (0.5 - prof[k - 1]) / (prof[k] - prof[k - 1]) - 60) / 10;
        }
      }
      if (crossings === 1) errors.push(Math.abs(where));
    }
  }
  errors.sort((x, y) => x - y);
  const max = errors.length ? errors[errors.length - 1] : NaN;
  const median = errors.length ? errors[Math.floor(errors.length / 2)] : NaN;

  // 4. floor pixels outside the outline (with a 1.5 px margin for anti-aliasing).
  const poly = floor.outline.map(([x, y]) => [x * W, y * H]);
  const inside = (x, y) => {
    let c = false;
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const [xi, yi] = poly[i];
      const [xj, yj] = poly[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
    }
    return c;
  };
  let outside = 0;
  let floorPixels = 0;
  for (let y = 0; y < H; y += 2) {
    for (let x = 0; x < W; x += 2) {
      if (mask[y * W + x] < 128) continue;
      floorPixels++;
      if (
        !inside(x + 0.5, y + 0.5) &&
        !inside(x + 2, y + 0.5) &&
        !inside(x - 1, y + 0.5) &&
        !inside(x + 0.5, y + 2) &&
        !inside(x + 0.5, y - 1)
      )
        outside++;
    }
  }
  const share = (floorPixels * 4) / (W * H);
  const ok = inverseError < 1e-3 && outside === 0 && errors.length > 20 && max < 1.5;
  if (!ok) failed = true;
  console.log(
    `${id}: floor ${(share * 100).toFixed(1)} % of the frame; wall-foot edge vs mask: ${errors.length} samples, median ${median.toFixed(2)} px, max ${max.toFixed(2)} px; ` +
      `pixelToFloor round trip ${inverseError.toExponential(1)} px; mask pixels outside the outline ${outside}; ${ok ? 'ok' : 'FAILED'}; ${join(outDir, `${id}.check.jpg`)}`,
  );
}
process.exit(failed ? 1 : 0);
