import type { Statement } from 'better-sqlite3';
import type { Db } from '../db';

/**
 * The images the reference media service can deliver. Nothing is stored as a file: a seeder
 * declares an image by public id with a kind and a small spec, and the media route renders it
 * procedurally (deterministically, from a PRNG seeded by the public id) on first request.
 *
 * Kinds and their specs (colours are '#rrggbb'):
 * - `carpet`   pile texture in `colour`; `pile` 'cut' (default), 'loop' or 'twist'.
 * - `timber`   engineered timber planks in `colour` (grain, knots, plank-to-plank tone shifts).
 * - `laminate` / `hybrid`  printed wood-look planks in `colour` (more regular than timber).
 * - `vinyl`    vinyl in `colour`; `style` 'plank' (default), 'sheet' (mottled) or 'stone' (tiles).
 * - `room`     an editorial interior: `wall` and `floor` colours, optional `accent`; `floorLook`
 *              'planks' (default) or 'carpet' (a plain pile, no boards).
 * - `texture`  a generic fine-grained texture in `colour` (fabric, stone, paper looks).
 * - `gradient` a smooth gradient `from` → `to` at a CSS `angle` in degrees (default 135).
 * - `photo`    a soft, photo-like composition of blurred shapes in the `palette` colours.
 *
 * Every spec may set `width` and `height` of the original (defaults per kind, at most 4000) and
 * `seed` (defaults to the public id) to vary the pattern without changing the id.
 */
export const MEDIA_KINDS = [
  'carpet',
  'timber',
  'laminate',
  'hybrid',
  'vinyl',
  'room',
  'texture',
  'gradient',
  'photo',
] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export interface BaseSpec {
  width?: number;
  height?: number;
  seed?: string;
}
export interface CarpetSpec extends BaseSpec {
  colour: string;
  pile?: 'cut' | 'loop' | 'twist';
}
export interface PlankSpec extends BaseSpec {
  colour: string;
}
export interface VinylSpec extends BaseSpec {
  colour: string;
  style?: 'plank' | 'sheet' | 'stone';
}
export interface RoomSpec extends BaseSpec {
  wall: string;
  floor: string;
  accent?: string;
  floorLook?: 'planks' | 'carpet';
}
export interface TextureSpec extends BaseSpec {
  colour: string;
}
export interface GradientSpec extends BaseSpec {
  from: string;
  to: string;
  angle?: number;
}
export interface PhotoSpec extends BaseSpec {
  palette: string[];
}

export interface MediaSpecByKind {
  carpet: CarpetSpec;
  timber: PlankSpec;
  laminate: PlankSpec;
  hybrid: PlankSpec;
  vinyl: VinylSpec;
  room: RoomSpec;
  texture: TextureSpec;
  gradient: GradientSpec;
  photo: PhotoSpec;
}

export type MediaAsset = {
  [K in MediaKind]: { publicId: string; kind: K; spec: MediaSpecByKind[K] };
}[MediaKind];

/** Largest edge of an original or a delivered image, in pixels. */
export const MAX_MEDIA_DIMENSION = 4000;

/** Segments of letters, digits, '-', '_' and '.', joined by '/'; no '..', no leading dot. */
const PUBLIC_ID = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;
const HEX = /^#[0-9a-fA-F]{6}$/;

export function isValidPublicId(publicId: string): boolean {
  return publicId.length <= 300 && PUBLIC_ID.test(publicId) && !publicId.includes('..');
}

function colourFields(asset: MediaAsset): string[] {
  switch (asset.kind) {
    case 'room':
      return [asset.spec.wall, asset.spec.floor, ...(asset.spec.accent ? [asset.spec.accent] : [])];
    case 'gradient':
      return [asset.spec.from, asset.spec.to];
    case 'photo':
      return asset.spec.palette;
    default:
      return [asset.spec.colour];
  }
}

/** Throws when a seeder declares an image the renderer could not draw; a seed bug, not input. */
export function assertValidAsset(asset: MediaAsset): void {
  if (!isValidPublicId(asset.publicId)) {
    throw new Error(`Invalid media public id: ${JSON.stringify(asset.publicId)}`);
  }
  if (!(MEDIA_KINDS as readonly string[]).includes(asset.kind)) {
    throw new Error(`Unknown media kind ${JSON.stringify(asset.kind)} for ${asset.publicId}`);
  }
  const colours = colourFields(asset);
  if (colours.length === 0 || !colours.every((colour) => HEX.test(colour))) {
    throw new Error(`Media ${asset.publicId} needs '#rrggbb' colours, got ${colours.join(', ')}`);
  }
  for (const edge of [asset.spec.width, asset.spec.height]) {
    if (
      edge !== undefined &&
      !(Number.isInteger(edge) && edge > 0 && edge <= MAX_MEDIA_DIMENSION)
    ) {
      throw new Error(`Media ${asset.publicId}: width and height must be 1–${MAX_MEDIA_DIMENSION}`);
    }
  }
}

const upserts = new WeakMap<Db, Statement<[string, string, string]>>();

/**
 * Declares (or redeclares) an image by public id, e.g.
 * `registerMediaAsset(db, { publicId: 'swatches/GHRES-1001-03', kind: 'carpet', spec: { colour: '#8a7f72' } })`.
 * The public id has no extension: the delivery URL's extension picks the format.
 * A changed spec takes effect at once (rendered copies are cached under a hash of the spec).
 */
export function registerMediaAsset(db: Db, asset: MediaAsset): void {
  assertValidAsset(asset);
  let upsert = upserts.get(db);
  if (!upsert) {
    upsert = db.prepare<[string, string, string]>(
      `INSERT INTO media_assets (public_id, kind, spec) VALUES (?, ?, ?)
       ON CONFLICT(public_id) DO UPDATE SET kind = excluded.kind, spec = excluded.spec`,
    );
    upserts.set(db, upsert);
  }
  upsert.run(asset.publicId, asset.kind, JSON.stringify(asset.spec));
}

/** The declared image with this public id, or undefined. */
export function findMediaAsset(db: Db, publicId: string): MediaAsset | undefined {
  const row = db
    .prepare('SELECT public_id, kind, spec FROM media_assets WHERE public_id = ?')
    .get(publicId) as { public_id: string; kind: MediaKind; spec: string } | undefined;
  if (!row) return undefined;
  return { publicId: row.public_id, kind: row.kind, spec: JSON.parse(row.spec) } as MediaAsset;
}

/** Removes every declared image whose public id starts with `prefix` (a seeder re-running). */
export function clearMediaAssets(db: Db, prefix: string): void {
  db.prepare("DELETE FROM media_assets WHERE public_id LIKE ? ESCAPE '\\'").run(
    `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
  );
}
