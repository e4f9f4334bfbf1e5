import sharp from 'sharp';
import type { MediaAsset } from '../media/assets';

/** Texels on a side of the tile the floor is laid from (the media originals are 1024 square). */
export const TILE_TEXELS = 1024;

/** How much floor one tile of a variant's pattern covers, in metres. */
export interface TileSize {
  /** Along the texture's x axis: the length of planks, laid running away from the camera. */
  along: number;
  /** Along its y axis: across the planks. */
  across: number;
}

const PLANK_WIDTH_METRES = 0.19;

/**
 * The real size of one tile of a pattern by its kind, from how the media renderer draws it
 * (server/src/media/textures.ts): planks come `rows` to a tile, so a tile is that many plank
 * widths across; it is stretched to twice that along the planks, which gives boards of 0.7 to
 * 1.4 m, as sold. Carpet pile and vinyl sheet have no joints, so a size where their tufts and
 * mottle read right; stone vinyl draws 2 × 2 tiles of 600 mm.
 */
export function tileSizeFor(asset: MediaAsset): TileSize {
  const planks = (rows: number) => ({
    along: 2 * rows * PLANK_WIDTH_METRES,
    across: rows * PLANK_WIDTH_METRES,
  });
  switch (asset.kind) {
    case 'carpet':
      return { along: 0.6, across: 0.6 };
    case 'timber':
      return planks(5);
    case 'laminate':
    case 'hybrid':
      return planks(6);
    case 'vinyl': {
      const style = asset.spec.style ?? 'plank';
      if (style === 'plank') return planks(6);
      return style === 'stone' ? { along: 1.2, across: 1.2 } : { along: 1.5, across: 1.5 };
    }
    default:
      return { along: 1, across: 1 };
  }
}

/** One level of the mipmap: `size` × `size` RGB texels. */
interface MipLevel {
  size: number;
  mask: number;
  /** Its texels per texel of level 0: size / TILE_TEXELS. */
  scale: number;
  data: Float32Array;
}

const mipLevel = (size: number, data: Float32Array): MipLevel => ({
  size,
  mask: size - 1,
  scale: size / TILE_TEXELS,
  data,
});

/**
 * The two mip levels a sample at one level of detail reads, and their weights. A row of floor
 * pixels has one level of detail, so a renderer finds this once per row (FloorTexture.blendAt)
 * and samples its pixels with sampleBlend.
 */
export interface MipBlend {
  lower: MipLevel;
  lowerWeight: number;
  upper: MipLevel | undefined;
  upperWeight: number;
}

/**
 * A tiling texture with its mipmap (each level the 2 × 2 average of the one before, wrapping),
 * sampled with wrap-around bilinear filtering between two levels. Far floor shrinks the pattern
 * many times over; without the coarser levels it would shimmer into moiré.
 */
export class FloorTexture {
  private constructor(
    readonly levels: MipLevel[],
    readonly tile: TileSize,
  ) {}

  /** From any image of the pattern: scaled to a TILE_TEXELS square and mipmapped. */
  static async fromImage(image: Buffer, tile: TileSize): Promise<FloorTexture> {
    const raw = await sharp(image)
      .removeAlpha()
      .resize(TILE_TEXELS, TILE_TEXELS, { fit: 'fill' })
      .raw()
      .toBuffer();
    const first = new Float32Array(TILE_TEXELS * TILE_TEXELS * 3);
    for (let i = 0; i < first.length; i++) first[i] = raw[i] as number;
    const levels: MipLevel[] = [mipLevel(TILE_TEXELS, first)];
    for (let size = TILE_TEXELS / 2; size >= 1; size /= 2) {
      const above = levels[levels.length - 1] as MipLevel;
      const data = new Float32Array(size * size * 3);
      const source = above.data;
      const stride = above.size * 3;
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          const from = 2 * y * stride + 2 * x * 3;
          for (let c = 0; c < 3; c++) {
            const i = from + c;
            data[(y * size + x) * 3 + c] =
              ((source[i] as number) +
                (source[i + 3] as number) +
                (source[i + stride] as number) +
                (source[i + stride + 3] as number)) /
              4;
          }
        }
      }
      levels.push(mipLevel(size, data));
    }
    return new FloorTexture(levels, tile);
  }

  /**
   * The mip levels and weights of a sample of `weight` at level of detail `lod` (log2 of texels
   * per sample), for sampleBlend.
   */
  blendAt(lod: number, weight: number): MipBlend {
    const top = this.levels.length - 1;
    const clamped = Math.min(top, Math.max(0, lod));
    const lower = Math.floor(clamped);
    const blend = clamped - lower;
    return {
      lower: this.levels[lower] as MipLevel,
      lowerWeight: weight * (1 - blend),
      upper: blend > 0 && lower < top ? this.levels[lower + 1] : undefined,
      upperWeight: weight * blend,
    };
  }
}

/**
 * Adds the colour at texel coordinates (u, v) of level 0, filtered as `blend` (from
 * FloorTexture.blendAt) says, into out[0..2].
 */
export function sampleBlend(blend: MipBlend, u: number, v: number, out: Float64Array): void {
  addBilinear(blend.lower, u, v, blend.lowerWeight, out);
  if (blend.upper) addBilinear(blend.upper, u, v, blend.upperWeight, out);
}

/** Adds `weight` × the level's wrap-around bilinear colour at level-0 texel (u, v) into out. */
function addBilinear(level: MipLevel, u: number, v: number, weight: number, out: Float64Array) {
  const { mask, size, scale, data } = level;
  const x = u * scale - 0.5;
  const y = v * scale - 0.5;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const left = x0 & mask;
  const right = (x0 + 1) & mask;
  const upper = (y0 & mask) * size;
  const lower = ((y0 + 1) & mask) * size;
  const w00 = (1 - fx) * (1 - fy) * weight;
  const w10 = fx * (1 - fy) * weight;
  const w01 = (1 - fx) * fy * weight;
  const w11 = fx * fy * weight;
  const a = (upper + left) * 3;
  const b = (upper + right) * 3;
  const c = (lower + left) * 3;
  const d = (lower + right) * 3;
  out[0] =
    (out[0] as number) +
    (data[a] as number) * w00 +
    (data[b] as number) * w10 +
    (data[c] as number) * w01 +
    (data[d] as number) * w11;
  out[1] =
    (out[1] as number) +
    (data[a + 1] as number) * w00 +
    (data[b + 1] as number) * w10 +
    (data[c + 1] as number) * w01 +
    (data[d + 1] as number) * w11;
  out[2] =
    (out[2] as number) +
    (data[a + 2] as number) * w00 +
    (data[b + 2] as number) * w10 +
    (data[c + 2] as number) * w01 +
    (data[d + 2] as number) * w11;
}
