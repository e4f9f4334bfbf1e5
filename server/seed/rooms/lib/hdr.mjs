// Reads a Radiance RGBE (.hdr) file, as POV-Ray writes with +FH, into linear floats, and tone
// maps linear light to 8-bit sRGB the way a camera's picture profile would.
import { readFileSync } from 'node:fs';

export function readHdr(path) {
  const buf = readFileSync(path);
  let pos = 0;
  const line = () => {
    const end = buf.indexOf(0x0a, pos);
    const s = buf.toString('latin1', pos, end);
    pos = end + 1;
    return s;
  };
  if (!line().startsWith('#?')) throw new Error(`${path} is not a Radiance HDR file`);
  for (let s = line(); s !== ''; s = line()) {
    if (s.startsWith('FORMAT=') && s !== 'FORMAT=32-bit_rle_rgbe') throw new Error(`${path}: ${s}`);
  }
  const m = /^-Y (\d+) \+X (\d+)$/.exec(line());
  if (!m) throw new Error(`${path}: unsupported orientation`);
  const height = Number(m[1]);
  const width = Number(m[2]);
  const out = new Float32Array(width * height * 3);
  const scan = new Uint8Array(width * 4);
  for (let y = 0; y < height; y++) {
    if (
      width >= 8 &&
      width < 32768 &&
      buf[pos] === 2 &&
      buf[pos + 1] === 2 &&
      (buf[pos + 2] & 0x80) === 0
    ) {
      pos += 4;
      for (let c = 0; c < 4; c++) {
        let x = 0;
        while (x < width) {
          let n = buf[pos++];
          if (n > 128) {
            n -= 128;
            const v = buf[pos++];
            for (let k = 0; k < n; k++) scan[x++ * 4 + c] = v;
          } else {
            for (let k = 0; k < n; k++) scan[x++ * 4 + c] = buf[pos++];
          }
        }
      }
    } else {
      for (let x = 0; x < width * 4; x++) scan[x] = buf[pos++];
    }
    for (let x = 0; x < width; x++) {
      const e = scan[x * 4 + 3];
      const k = e === 0 ? 0 : 2 ** (e - 136);
      const o = (y * width + x) * 3;
      out[o] = scan[x * 4] * k;
      out[o + 1] = scan[x * 4 + 1] * k;
      out[o + 2] = scan[x * 4 + 2] * k;
    }
  }
  return { width, height, data: out };
}

// A filmic curve (Narkowicz's fit of the ACES reference), then the sRGB transfer function.
function filmic(v) {
  return Math.min(1, Math.max(0, (v * (2.51 * v + 0.03)) / (v * (2.43 * v + 0.59) + 0.14)));
}
function srgb(v) {
  return v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
}

/** Linear RGB floats to 8-bit sRGB, after exposure; dithered so gradients don't band. */
export function toneMap({ width, height, data }, exposure) {
  const out = new Uint8Array(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < data.length; i++) {
    const v = data[i] * exposure * 1.6;
    seed = (seed * 1103515245 + 12345) >>> 0;
    const dither = (seed / 4294967296 - 0.5) * 0.9;
    out[i] = Math.min(255, Math.max(0, Math.round(srgb(filmic(v)) * 255 + dither)));
  }
  return out;
}
