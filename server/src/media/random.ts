/** Deterministic randomness for procedural images: the same seed draws the same picture. */

/** FNV-1a: a 32-bit hash of a string, to seed the generator from a public id. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast PRNG with a 32-bit state; returns floats in [0, 1). */
export function seededRandom(seed: number | string): () => number {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Fractal value noise over a `width` × `height` image, as one value in [0, 1] per pixel (row by
 * row): `octaves` layers of smoothly interpolated random lattices, the first `cellsX` × `cellsY`
 * cells across the image, each next one twice as fine and half as strong. The lattices wrap, so
 * a texture built from it tiles without seams.
 */
export function noiseField(
  random: () => number,
  width: number,
  height: number,
  cellsX: number,
  cellsY: number,
  octaves = 1,
): Float32Array {
  const field = new Float32Array(width * height);
  let total = 0;
  for (let octave = 0; octave < octaves; octave++) {
    const cx = cellsX * 2 ** octave;
    const cy = cellsY * 2 ** octave;
    const weight = 0.5 ** octave;
    total += weight;
    const lattice = new Float32Array(cx * cy);
    for (let i = 0; i < lattice.length; i++) lattice[i] = random();
    // Per column: its lattice columns and smoothed weight, computed once.
    const left = new Int32Array(width);
    const right = new Int32Array(width);
    const blend = new Float32Array(width);
    for (let x = 0; x < width; x++) {
      const gx = (x * cx) / width;
      const x0 = Math.floor(gx);
      const fx = gx - x0;
      left[x] = x0 % cx;
      right[x] = (x0 + 1) % cx;
      blend[x] = fx * fx * (3 - 2 * fx);
    }
    for (let y = 0; y < height; y++) {
      const gy = (y * cy) / height;
      const y0 = Math.floor(gy);
      const fy = gy - y0;
      const sy = fy * fy * (3 - 2 * fy);
      const top = (y0 % cy) * cx;
      const bottom = ((y0 + 1) % cy) * cx;
      const row = y * width;
      for (let x = 0; x < width; x++) {
        const l = left[x] as number;
        const r = right[x] as number;
        const sx = blend[x] as number;
        const a = lattice[top + l] as number;
        const b = lattice[top + r] as number;
        const c = lattice[bottom + l] as number;
        const d = lattice[bottom + r] as number;
        const upper = a + (b - a) * sx;
        const lower = c + (d - c) * sx;
        field[row + x] = (field[row + x] as number) + (upper + (lower - upper) * sy) * weight;
      }
    }
  }
  for (let i = 0; i < field.length; i++) field[i] = (field[i] as number) / total;
  return field;
}
