#!/usr/bin/env node
// Renders the stock rooms with POV-Ray and writes, for each room <id>:
//   <id>.jpg           the beauty render (sRGB JPEG)
//   <id>.shading.jpg   the same with the floor a plain matte grey (albedo 0.7)
//   <id>.mask.png      8-bit grey: 255 where the floor is directly visible, 0 elsewhere
//   <id>.light.png     the light on the floor, linear, log-encoded (see writeLightPass)
//   <id>.json          the camera and floor geometry (see docs/rooms.md)
// then checks the geometry against the mask (node check.mjs).
//
// Usage: node server/seed/rooms/render.mjs [--draft] [--size 600x400] [--out DIR] [id ...]
//   --draft   fast, rough lighting (for trying out a scene); --size renders another size
//   (the same field of view); --out writes somewhere else than this folder; --post-only
//   skips POV-Ray and remakes the files from the last renders in the scratch folder.
// Needs POV-Ray 3.7 (Debian: apt-get install -y povray); POV-Ray's radiosity files and
// raw renders go to a scratch folder under the system's temporary folder.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  floorOutlinePx,
  floorToPixelMatrix,
  invert3,
  normalise3,
  parseScene,
  roomGeometry,
} from './lib/geometry.mjs';
import { readHdr, toneMap } from './lib/hdr.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, '..', '..', '..', 'package.json'));
const sharp = require('sharp');
const scenesDir = join(here, 'scenes');

const args = process.argv.slice(2);
let draft = false;
let size = [2400, 1600];
let outDir = here;
let check = true;
let postOnly = false;
const ids = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--draft') draft = true;
  else if (a === '--size') size = args[++i].split('x').map(Number);
  else if (a === '--out') outDir = resolve(args[++i]);
  else if (a === '--no-check') check = false;
  else if (a === '--post-only') postOnly = true;
  else if (a.startsWith('-')) throw new Error(`unknown option ${a}`);
  else ids.push(a);
}
const allIds = readdirSync(scenesDir)
  .filter((f) => f.endsWith('.pov'))
  .map((f) => f.slice(0, -4))
  .sort();
for (const id of ids)
  if (!allIds.includes(id)) throw new Error(`no scene ${id}.pov in ${scenesDir}`);
const todo = ids.length ? ids : allIds;

const version = spawnSync('povray', ['--version'], { encoding: 'utf8' });
if (version.error) {
  console.error(
    'POV-Ray is not installed. On Debian or Ubuntu: apt-get install -y povray (POV-Ray 3.7)',
  );
  process.exit(1);
}
const povVersion = /POV-Ray (\d+\.\d+(\.\d+)*)/.exec(version.stdout + version.stderr)?.[1] ?? '3.7';

const [width, height] = size;
mkdirSync(outDir, { recursive: true });

function povray(id, work, pass, output, extra) {
  const started = Date.now();
  const r = spawnSync(
    'povray',
    [
      `+I${join(scenesDir, `${id}.pov`)}`,
      `+L${scenesDir}`,
      `+O${output}`,
      `+W${width}`,
      `+H${height}`,
      '-D',
      '-V',
      `Declare=PASS=${pass}`,
      `Declare=QUALITY=${draft ? 0 : 1}`,
      ...extra,
    ],
    { cwd: work, encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  if (r.status !== 0) {
    console.error(
      r.stderr
        .split('\n')
        .filter((l) => !/^\s*$/.test(l))
        .slice(-25)
        .join('\n'),
    );
    throw new Error(`POV-Ray failed on ${id} (pass ${pass})`);
  }
  return (Date.now() - started) / 1000;
}

// The soft shadows' sampling leaves a fine grain in the light on the floor; the texture hides
// it in the beauty pass, but the shading pass is multiplied into new floors, so its floor is
// smoothed with a small Gaussian (sigma 2 px at 2400 wide) taken over floor pixels only, which
// keeps the edges of shadows and of furniture where they are.
function smoothFloor(rgb, mask, w, h) {
  const sigma = (2 * w) / 2400;
  const r = Math.ceil(3 * sigma);
  const k = [];
  for (let i = -r; i <= r; i++) k.push(Math.exp(-(i * i) / (2 * sigma * sigma)));
  const m = Float32Array.from(mask, (v) => v / 255);
  const blur = (src, channels) => {
    const tmp = new Float32Array(src.length);
    const out = new Float32Array(src.length);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        for (let c = 0; c < channels; c++) {
          let s = 0;
          for (let i = -r; i <= r; i++) {
            const xx = Math.min(w - 1, Math.max(0, x + i));
            s += k[i + r] * src[(y * w + xx) * channels + c];
          }
          tmp[(y * w + x) * channels + c] = s;
        }
      }
    }
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        for (let c = 0; c < channels; c++) {
          let s = 0;
          for (let i = -r; i <= r; i++) {
            const yy = Math.min(h - 1, Math.max(0, y + i));
            s += k[i + r] * tmp[(yy * w + x) * channels + c];
          }
          out[(y * w + x) * channels + c] = s;
        }
      }
    }
    return out;
  };
  const weighted = new Float32Array(rgb.length);
  for (let i = 0; i < w * h; i++)
    for (let c = 0; c < 3; c++) weighted[i * 3 + c] = rgb[i * 3 + c] * m[i];
  const num = blur(weighted, 3);
  const den = blur(m, 1);
  for (let i = 0; i < w * h; i++) {
    if (m[i] > 0 && den[i] > 1e-4)
      for (let c = 0; c < 3; c++) rgb[i * 3 + c] = num[i * 3 + c] / den[i];
  }
}

/**
 * The light pass (<id>.light.png): the light falling on each floor pixel, per channel, linear and
 * exposed as the picture is (toneMap's exposure × 1.6), divided by the shading floor's albedo, so
 * that a floor of linear albedo a shows as the tone curve of a × light. It keeps what the shading
 * picture's tone curve squeezes (a sunlit patch several times brighter than the room). Log-encoded
 * in 8 bits, light = 2 ^ ((value − offset) / stepsPerStop), at half the picture's size (light
 * varies slowly; the mask keeps the edges), floor pixels only (the rest is 1, the offset).
 */
const LIGHT_ENCODING = { offset: 128, stepsPerStop: 24 };
const SHADING_ALBEDO = 0.7;

async function writeLightPass(rgb, mask, w, h, exposure, file) {
  const scale = (exposure * 1.6) / SHADING_ALBEDO;
  const halfW = Math.floor(w / 2);
  const halfH = Math.floor(h / 2);
  const out = Buffer.alloc(halfW * halfH * 3, LIGHT_ENCODING.offset);
  for (let y = 0; y < halfH; y++) {
    for (let x = 0; x < halfW; x++) {
      const sum = [0, 0, 0];
      let n = 0;
      for (let dy = 0; dy < 2; dy++) {
        for (let dx = 0; dx < 2; dx++) {
          const i = (2 * y + dy) * w + 2 * x + dx;
          if (mask[i] === 0) continue;
          for (let c = 0; c < 3; c++) sum[c] += rgb[i * 3 + c];
          n++;
        }
      }
      if (n === 0) continue;
      for (let c = 0; c < 3; c++) {
        const light = Math.max(1e-6, (sum[c] / n) * scale);
        const value = LIGHT_ENCODING.offset + LIGHT_ENCODING.stepsPerStop * Math.log2(light);
        out[(y * halfW + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  await sharp(out, { raw: { width: halfW, height: halfH, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toFile(file);
}

for (const id of todo) {
  const source = readFileSync(join(scenesDir, `${id}.pov`), 'utf8');
  const { declares, tags } = parseScene(source);
  const work = join(tmpdir(), 'floor-rooms', `${id}-${width}x${height}${draft ? '-draft' : ''}`);
  mkdirSync(work, { recursive: true });
  const aa = draft ? ['+A0.3', '+AM2', '+R1'] : ['+A0.2', '+AM2', '+R2'];
  let tBeauty = 0;
  let tShading = 0;
  let tMask = 0;
  if (!postOnly) {
    console.log(`${id}: beauty`);
    tBeauty = povray(id, work, 0, 'beauty.hdr', [
      '+FH',
      'Radiosity_File_Name=radiosity.rad',
      '+RFO',
      ...aa,
    ]);
    console.log(`${id}: shading`);
    tShading = povray(id, work, 1, 'shading.hdr', [
      '+FH',
      'Radiosity_File_Name=radiosity.rad',
      '+RFI',
      ...(draft ? aa : ['+A0.3', '+AM2', '+R2']),
    ]);
    console.log(`${id}: mask`);
    tMask = povray(id, work, 2, 'mask.png', ['+FN8', 'File_Gamma=1.0', '+A0.0', '+AM1', '+R3']);
  }

  const exposure = declares.EXPOSURE ?? 1;
  const jpeg = { quality: 88, chromaSubsampling: '4:2:0', mozjpeg: false };
  const beauty = readHdr(join(work, 'beauty.hdr'));
  await sharp(toneMap(beauty, exposure), { raw: { width, height, channels: 3 } })
    .jpeg(jpeg)
    .toFile(join(outDir, `${id}.jpg`));
  await sharp(join(work, 'mask.png'))
    .extractChannel(0)
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toFile(join(outDir, `${id}.mask.png`));
  // The shading pass rendered the floor grey and everything else plain (see materials.inc):
  // keep its floor, and take everything else from the beauty pass, blending by the mask.
  const shading = readHdr(join(work, 'shading.hdr'));
  const mask = await sharp(join(outDir, `${id}.mask.png`))
    .extractChannel(0)
    .raw()
    .toBuffer();
  smoothFloor(shading.data, mask, width, height);
  await writeLightPass(
    shading.data,
    mask,
    width,
    height,
    exposure,
    join(outDir, `${id}.light.png`),
  );
  for (let i = 0; i < width * height; i++) {
    const m = mask[i] / 255;
    for (let c = 0; c < 3; c++)
      shading.data[i * 3 + c] = m * shading.data[i * 3 + c] + (1 - m) * beauty.data[i * 3 + c];
  }
  await sharp(toneMap(shading, exposure), { raw: { width, height, channels: 3 } })
    .jpeg({ ...jpeg, quality: 92 })
    .toFile(join(outDir, `${id}.shading.jpg`));

  const { camera, floor } = roomGeometry(declares, width, height);
  const toPixel = floorToPixelMatrix(camera);
  const outline = floorOutlinePx(camera, floor, width, height);
  const round = (v, n = 6) => Number(v.toFixed(n));
  const meta = {
    id,
    name: tags.name ?? id,
    width,
    height,
    camera: {
      heightMetres: round(camera.heightMetres),
      focalPx: round(camera.focalPx),
      pitchRadians: round(camera.pitchRadians, 9),
      cx: camera.cx,
      cy: camera.cy,
      horizonPx: round(camera.horizonPx, 3),
    },
    floor: {
      yawRadians: round(floor.yawRadians, 9),
      roomWidthMetres: floor.roomWidthMetres,
      roomLengthMetres: floor.roomLengthMetres,
      originMetres: floor.originMetres.map((v) => round(v)),
      outline: outline.map(([x, y]) => [round(x / width), round(y / height)]),
      pixelToFloor: normalise3(invert3(toPixel)).map((r) => r.map((v) => round(v, 12))),
      floorToPixel: normalise3(toPixel).map((r) => r.map((v) => round(v, 9))),
      plank: {
        widthMetres: declares.PLANK_W ?? 0.25,
        lengthMetres: declares.PLANK_L ?? 2.0,
        along: 'length',
      },
      skirting: { heightMetres: 0.12, depthMetres: 0.016 },
    },
    lightFrom: tags.lightFrom ?? 'left',
    rooms: (tags.rooms ?? id).split(/[ ,]+/),
    passes: {
      beauty: `${id}.jpg`,
      shading: `${id}.shading.jpg`,
      shadingAlbedo: SHADING_ALBEDO,
      mask: `${id}.mask.png`,
      light: `${id}.light.png`,
      lightEncoding: LIGHT_ENCODING,
      encoding: 'sRGB; beauty and shading share one exposure and tone curve',
    },
    credits: `Rendered with POV-Ray ${povVersion} from scenes/${id}.pov`,
  };
  writeFileSync(join(outDir, `${id}.json`), `${JSON.stringify(meta, null, 2)}\n`);
  const sizes = ['jpg', 'shading.jpg', 'mask.png', 'light.png'].map(
    (e) => `${e} ${(statSync(join(outDir, `${id}.${e}`)).size / 1e6).toFixed(2)} MB`,
  );
  console.log(
    `${id}: done in ${(tBeauty + tShading + tMask).toFixed(0)} s (beauty ${tBeauty.toFixed(0)} s, shading ${tShading.toFixed(0)} s, mask ${tMask.toFixed(0)} s); ${sizes.join(', ')}`,
  );
}

if (check) {
  const r = spawnSync(process.execPath, [join(here, 'check.mjs'), '--dir', outDir, ...todo], {
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
