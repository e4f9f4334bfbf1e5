import type {
  CarpetSpec,
  GradientSpec,
  MediaAsset,
  PhotoSpec,
  PlankSpec,
  RoomSpec,
  TextureSpec,
  VinylSpec,
} from './assets';
import { noiseField, seededRandom } from './random';

/**
 * An image as raw 8-bit RGB pixels, row by row. `blur` asks the encoder to soften it and
 * `scaleTo` to enlarge it (soft images are drawn small and enlarged, which is much cheaper).
 */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  blur?: number;
  scaleTo?: { width: number; height: number };
}

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** A blank canvas and a setter that scales a base colour by a brightness factor. */
function canvas(width: number, height: number) {
  const data = new Uint8Array(width * height * 3);
  const put = (x: number, y: number, [r, g, b]: Rgb, shade: number) => {
    const i = (y * width + x) * 3;
    data[i] = Math.max(0, Math.min(255, r * shade));
    data[i + 1] = Math.max(0, Math.min(255, g * shade));
    data[i + 2] = Math.max(0, Math.min(255, b * shade));
  };
  return { data, put };
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** Cut pile: fibre tips as fine speckle over soft tufts; loop adds rows of loops, twist curls. */
function carpet(spec: CarpetSpec, width: number, height: number, random: () => number): RawImage {
  const colour = parseHex(spec.colour);
  const { data, put } = canvas(width, height);
  const tufts = noiseField(random, width, height, 48, 48, 3);
  const shading = noiseField(random, width, height, 3, 3, 2);
  const pile = spec.pile ?? 'cut';
  const curls = pile === 'twist' ? noiseField(random, width, height, 160, 40) : undefined;
  for (let y = 0; y < height; y++) {
    const v = y / height;
    const loopRow = Math.sin(v * 96 * Math.PI);
    const loopShift = Math.floor(v * 96) % 2 === 0 ? 0 : 0.5;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let shade = 0.78 + 0.3 * (tufts[i] as number) + 0.12 * ((shading[i] as number) - 0.5);
      shade += (random() - 0.5) * 0.22;
      if (pile === 'loop') {
        shade += 0.1 * Math.sin(((x / width) * 96 + loopShift) * Math.PI * 2) * loopRow;
      } else if (curls) {
        shade += 0.14 * ((curls[i] as number) - 0.5);
      }
      put(x, y, colour, shade);
    }
  }
  return { data, width, height };
}

/** Planks laid in staggered rows, each with its own tone; grain runs along the plank. */
function planks(
  spec: PlankSpec | VinylSpec,
  width: number,
  height: number,
  random: () => number,
  look: { grain: number; toneSpread: number; knots: boolean; bevel: number; rows: number },
): RawImage {
  const colour = parseHex(spec.colour);
  const { data, put } = canvas(width, height);
  const rowHeight = height / look.rows;
  const warp = noiseField(random, width, height, 4, 4, 3);
  const fibre = noiseField(random, width, height, 8, 256);
  // Each row: a few joints at random offsets (wrapping, so the pattern tiles), a tone per plank.
  const rows = Array.from({ length: look.rows }, () => {
    const offset = random();
    const joints = [offset, (offset + 0.35 + random() * 0.3) % 1].sort((a, b) => a - b);
    const tones = joints.map(() => 1 + (random() - 0.5) * look.toneSpread);
    const knot =
      look.knots && random() < 0.5
        ? { u: random(), v: random(), r: 0.01 + random() * 0.015 }
        : undefined;
    return { joints, tones, knot, phase: random() * 100 };
  });
  for (let y = 0; y < height; y++) {
    const rowIndex = Math.min(look.rows - 1, Math.floor(y / rowHeight));
    const row = rows[rowIndex];
    if (!row) continue;
    const inRow = (y - rowIndex * rowHeight) / rowHeight;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      let plank = 0;
      while (plank < row.joints.length && u >= (row.joints[plank] ?? 1)) plank++;
      const tone = row.tones[plank % row.tones.length] ?? 1;
      const i = y * width + x;
      const grainLine = Math.sin((inRow * 9 + (warp[i] as number) * 14 + row.phase) * Math.PI * 2);
      let shade = tone * (0.9 + look.grain * 0.5 * grainLine + 0.08 * ((fibre[i] as number) - 0.5));
      if (row.knot) {
        const du = (u - row.knot.u) * 4;
        const dv = inRow - row.knot.v;
        const distance = Math.sqrt(du * du + dv * dv);
        if (distance < row.knot.r * 6) shade *= 0.75 + 0.25 * (distance / (row.knot.r * 6));
      }
      const nearJoint = row.joints.some((joint) => Math.abs(u - joint) * width < 1.5);
      const nearEdge = y - rowIndex * rowHeight < 1.5;
      if (nearJoint || nearEdge) shade *= 1 - look.bevel;
      put(x, y, colour, shade);
    }
  }
  return { data, width, height };
}

/** Vinyl sheet: a low-contrast mottle; stone: four tiles with grout and veining. */
function vinyl(spec: VinylSpec, width: number, height: number, random: () => number): RawImage {
  const style = spec.style ?? 'plank';
  if (style === 'plank') {
    return planks(spec, width, height, random, {
      grain: 0.08,
      toneSpread: 0.08,
      knots: false,
      bevel: 0.12,
      rows: 6,
    });
  }
  const colour = parseHex(spec.colour);
  const { data, put } = canvas(width, height);
  const mottle = noiseField(random, width, height, 6, 6, 5);
  const veins = style === 'stone' ? noiseField(random, width, height, 3, 3, 4) : undefined;
  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const i = y * width + x;
      let shade = 0.92 + 0.16 * ((mottle[i] as number) - 0.5) + (random() - 0.5) * 0.03;
      if (veins) {
        const vein = Math.abs(Math.sin((u + v + (veins[i] as number) * 3) * Math.PI * 4));
        shade -= vein < 0.04 ? 0.18 * (1 - vein / 0.04) : 0;
        const grout = x % (width / 2) < 2 || y % (height / 2) < 2;
        if (grout) shade *= 0.7;
      }
      put(x, y, colour, shade);
    }
  }
  return { data, width, height };
}

function texture(spec: TextureSpec, width: number, height: number, random: () => number): RawImage {
  const colour = parseHex(spec.colour);
  const { data, put } = canvas(width, height);
  const grain = noiseField(random, width, height, 32, 32, 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      put(x, y, colour, 0.85 + 0.3 * (grain[y * width + x] as number) + (random() - 0.5) * 0.08);
    }
  }
  return { data, width, height };
}

function gradient(
  spec: GradientSpec,
  width: number,
  height: number,
  random: () => number,
): RawImage {
  const from = parseHex(spec.from);
  const to = parseHex(spec.to);
  const angle = ((spec.angle ?? 135) * Math.PI) / 180;
  // CSS convention: 0deg runs to the top, 90deg to the right, 135deg to the bottom right.
  const dx = Math.sin(angle);
  const dy = -Math.cos(angle);
  const span = Math.abs(dx) * width + Math.abs(dy) * height;
  const { data, put } = canvas(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const along = ((x - width / 2) * dx + (y - height / 2) * dy) / span + 0.5;
      // A touch of dither keeps the gradient free of banding once it is compressed.
      put(x, y, mix(from, to, Math.max(0, Math.min(1, along))), 1 + (random() - 0.5) * 0.02);
    }
  }
  return { data, width, height };
}

/** Soft shapes in the palette's colours over its first colour, blurred like a shallow-focus photo. */
function photo(
  spec: PhotoSpec,
  fullWidth: number,
  fullHeight: number,
  random: () => number,
): RawImage {
  const width = Math.max(1, Math.round(fullWidth / 4));
  const height = Math.max(1, Math.round(fullHeight / 4));
  const palette = spec.palette.map(parseHex);
  const background = palette[0] ?? [128, 128, 128];
  const accents = palette.length > 1 ? palette.slice(1) : palette;
  const blobs = Array.from({ length: 7 }, (_, i) => ({
    x: random() * width,
    y: random() * height,
    r: (0.12 + random() * 0.25) * Math.min(width, height),
    colour: accents[i % accents.length] ?? background,
  }));
  const light = noiseField(random, width, height, 2, 2, 2);
  const { data, put } = canvas(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let colour = background;
      for (const blob of blobs) {
        const distance = Math.hypot(x - blob.x, y - blob.y) / blob.r;
        if (distance < 1) colour = mix(colour, blob.colour, 1 - distance * distance);
      }
      put(x, y, colour, 0.85 + 0.3 * (light[y * width + x] as number));
    }
  }
  return {
    data,
    width,
    height,
    blur: Math.max(1, Math.min(width, height) / 60),
    scaleTo: { width: fullWidth, height: fullHeight },
  };
}

/** An interior: a wall with a window's light, a skirting board, and planks in perspective. */
function room(spec: RoomSpec, width: number, height: number, random: () => number): RawImage {
  const wall = parseHex(spec.wall);
  const floor = parseHex(spec.floor);
  const accent = spec.accent ? parseHex(spec.accent) : undefined;
  const horizon = Math.round(height * 0.58);
  const window = { x0: width * 0.58, x1: width * 0.82, y0: height * 0.12, y1: height * 0.45 };
  const grain = noiseField(random, width, height, 8, 8, 3);
  const { data, put } = canvas(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (y < horizon) {
        const inWindow = x > window.x0 && x < window.x1 && y > window.y0 && y < window.y1;
        const glow =
          1 - Math.min(1, Math.hypot(x - (window.x0 + window.x1) / 2, y - window.y1) / width);
        let colour = inWindow ? mix(wall, [250, 250, 245], 0.85) : wall;
        const isSofa =
          accent !== undefined && y > horizon - height * 0.2 && x > width * 0.1 && x < width * 0.45;
        if (isSofa && accent) colour = accent;
        const skirting = y > horizon - height * 0.025;
        put(x, y, skirting ? [245, 245, 240] : colour, 0.8 + 0.25 * glow);
      } else {
        // Floor: planks converge on a vanishing point above the middle of the image.
        const depth = (y - horizon) / (height - horizon);
        const spread = (x - width / 2) / (0.35 + depth * 0.65);
        const board = Math.floor(spread / (width / 14));
        const planked = spec.floorLook !== 'carpet';
        const boardTone = planked ? 1 + ((Math.abs(board * 7919) % 11) - 5) * 0.015 : 1;
        const seam = planked && Math.abs(spread % (width / 14)) < 1.2 / (0.35 + depth * 0.65);
        const shade =
          boardTone * (0.75 + 0.3 * depth + 0.1 * ((grain[y * width + x] as number) - 0.5));
        put(x, y, floor, seam ? shade * 0.82 : shade);
      }
    }
  }
  return { data, width, height };
}

/** Default size of an original by kind: swatches and patterns square, editorial images wide. */
const DEFAULT_SIZE: Record<MediaAsset['kind'], [number, number]> = {
  carpet: [1024, 1024],
  timber: [1024, 1024],
  laminate: [1024, 1024],
  hybrid: [1024, 1024],
  vinyl: [1024, 1024],
  texture: [1024, 1024],
  room: [1600, 1000],
  gradient: [1600, 1000],
  photo: [1600, 1000],
};

/** Draws the original of a declared image. Deterministic: same asset, same pixels. */
export function drawAsset(asset: MediaAsset): RawImage {
  const [defaultWidth, defaultHeight] = DEFAULT_SIZE[asset.kind];
  const width = asset.spec.width ?? defaultWidth;
  const height = asset.spec.height ?? defaultHeight;
  const random = seededRandom(asset.spec.seed ?? asset.publicId);
  switch (asset.kind) {
    case 'carpet':
      return carpet(asset.spec, width, height, random);
    case 'timber':
      return planks(asset.spec, width, height, random, {
        grain: 0.16,
        toneSpread: 0.22,
        knots: true,
        bevel: 0.3,
        rows: 5,
      });
    case 'laminate':
    case 'hybrid':
      return planks(asset.spec, width, height, random, {
        grain: 0.11,
        toneSpread: 0.12,
        knots: false,
        bevel: 0.2,
        rows: 6,
      });
    case 'vinyl':
      return vinyl(asset.spec, width, height, random);
    case 'texture':
      return texture(asset.spec, width, height, random);
    case 'gradient':
      return gradient(asset.spec, width, height, random);
    case 'photo':
      return photo(asset.spec, width, height, random);
    case 'room':
      return room(asset.spec, width, height, random);
  }
}
