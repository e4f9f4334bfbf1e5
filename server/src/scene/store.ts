import { createHash, randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Db } from '../db';
import { notFound } from '../errors';
import { findMediaAsset } from '../media/assets';
import type { MediaDelivery } from '../media/delivery';
import { FOCAL_PER_LONG_EDGE } from './camera';
import { detectedFloorPolygon, type FloorPolygon, floorPolygonText } from './polygon';
import { findSceneFloor, renderScene } from './render';
import { FloorTexture, tileSizeFor } from './texture';
import type { NormalisedPhoto } from './upload';

/** Bump when the floor finding or the rendering changes, so cached renders are redrawn. */
const RENDERER_VERSION = 2;
/** Mipmapped textures kept in memory (about 17 MB each); renders are cached on disk. */
const TEXTURES_IN_MEMORY = 4;

/** Scene ids: 24 lowercase hex digits (96 random bits), unguessable and safe in a file name. */
export const SCENE_ID = /^[0-9a-f]{24}$/;

export interface SceneRecord {
  id: string;
  created: string;
  width: number;
  height: number;
  cnf: string;
  /** The visitor's floor outline, on a corrected scene. */
  floor?: FloorPolygon;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * The room scenes: their rows in `scenes`, their photos as `{dir}/{id}.jpg` and their renders,
 * cached by (scene, variant and its pattern's spec, size) under `{dir}/renders/`; concurrent
 * requests for one render share one rendering.
 */
export class SceneStore {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private readonly textures = new Map<string, Promise<FloorTexture>>();

  constructor(
    private readonly db: Db,
    private readonly dir: string,
    private readonly media: MediaDelivery,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(photo: NormalisedPhoto, cnf: string, filename: string | undefined): Promise<string> {
    const id = randomBytes(12).toString('hex');
    await mkdir(this.dir, { recursive: true });
    await writeAtomically(join(this.dir, `${id}.jpg`), photo.jpeg);
    this.db
      .prepare(
        'INSERT INTO scenes (id, created, width, height, cnf, filename) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        id,
        this.now().toISOString(),
        photo.width,
        photo.height,
        cnf,
        filename?.slice(0, 200) ?? null,
      );
    return id;
  }

  find(id: string): SceneRecord | undefined {
    if (!SCENE_ID.test(id)) return undefined;
    const row = this.db
      .prepare(
        'SELECT s.id, s.created, s.width, s.height, s.cnf, f.floor FROM scenes s LEFT JOIN scene_floors f ON f.scene_id = s.id WHERE s.id = ?',
      )
      .get(id) as (Omit<SceneRecord, 'floor'> & { floor: string | null }) | undefined;
    if (!row) return undefined;
    const { floor, ...scene } = row;
    return floor ? { ...scene, floor: JSON.parse(floor) as FloorPolygon } : scene;
  }

  /**
   * A corrected scene: the same photo with the visitor's floor outline. It gets an id of its
   * own, so each render address keeps showing one picture (renders are cached as immutable).
   */
  async correct(scene: SceneRecord, floor: FloorPolygon): Promise<string> {
    const id = randomBytes(12).toString('hex');
    const from = join(this.dir, `${scene.id}.jpg`);
    const to = join(this.dir, `${id}.jpg`);
    await link(from, to).catch(() => copyFile(from, to));
    this.db.transaction(() => {
      this.db
        .prepare(
          'INSERT INTO scenes (id, created, width, height, cnf, filename) VALUES (?, ?, ?, ?, ?, NULL)',
        )
        .run(id, this.now().toISOString(), scene.width, scene.height, scene.cnf);
      this.db
        .prepare('INSERT INTO scene_floors (scene_id, based_on, floor) VALUES (?, ?, ?)')
        .run(id, scene.id, JSON.stringify(floor));
    })();
    return id;
  }

  /** The scene's floor outline for the editor: the visitor's, else the detected one. */
  async floorOutline(
    scene: SceneRecord,
  ): Promise<{ floor: FloorPolygon | null; source: 'visitor' | 'detected' }> {
    if (scene.floor) return { floor: scene.floor, source: 'visitor' };
    const photo = await readFile(join(this.dir, `${scene.id}.jpg`));
    const { data, info } = await sharp(photo)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { floor } = await findSceneFloor(
      data,
      info.width,
      info.height,
      FOCAL_PER_LONG_EDGE * Math.max(info.width, info.height),
    );
    return { floor: floor ? detectedFloorPolygon(floor) : null, source: 'detected' };
  }

  /**
   * The scene rendered with the floor of variant `globalItemId`, as a JPEG of width × height;
   * `floor` (the render address's polygon) outlines the floor in place of the scene's own.
   */
  async render(
    scene: SceneRecord,
    globalItemId: string,
    width: number,
    height: number,
    floor: FloorPolygon | undefined = scene.floor,
  ) {
    const asset = findMediaAsset(this.db, `patterns/${globalItemId}`);
    if (!asset) throw notFound(`No floor pattern for artnr '${globalItemId}'`);
    const outline = floor ? floorPolygonText(floor) : '';
    const key = sha(
      `${RENDERER_VERSION}|${scene.id}|${asset.publicId}|${asset.kind}|${JSON.stringify(asset.spec)}|${width}x${height}|${outline}`,
    );
    const path = join(this.dir, 'renders', scene.id, `${key}.jpg`);
    const running = this.inFlight.get(path);
    if (running) return running;
    const work = (async () => {
      try {
        return await readFile(path);
      } catch {
        const [photo, texture] = await Promise.all([
          readFile(join(this.dir, `${scene.id}.jpg`)),
          this.texture(asset.publicId, JSON.stringify(asset.spec)),
        ]);
        const { jpeg } = await renderScene(
          photo,
          scene.width,
          scene.height,
          width,
          height,
          texture,
          { floor },
        );
        await mkdir(join(this.dir, 'renders', scene.id), { recursive: true });
        await writeAtomically(path, jpeg);
        return jpeg;
      }
    })().finally(() => this.inFlight.delete(path));
    this.inFlight.set(path, work);
    return work;
  }

  /** The variant's pattern from the media service (the same drawing its swatches show), mipmapped. */
  private texture(publicId: string, spec: string): Promise<FloorTexture> {
    const key = `${publicId}|${spec}`;
    const cached = this.textures.get(key);
    if (cached) {
      // Most recently used last.
      this.textures.delete(key);
      this.textures.set(key, cached);
      return cached;
    }
    const loading = (async () => {
      const asset = findMediaAsset(this.db, publicId);
      if (!asset) throw notFound(`No floor pattern '${publicId}'`);
      const image = await this.media.deliver(
        { publicId, steps: [], quality: 100, format: 'png' },
        undefined,
      );
      return FloorTexture.fromImage(image.body, tileSizeFor(asset));
    })();
    loading.catch(() => this.textures.delete(key));
    this.textures.set(key, loading);
    while (this.textures.size > TEXTURES_IN_MEMORY) {
      const oldest = this.textures.keys().next().value;
      if (oldest === undefined) break;
      this.textures.delete(oldest);
    }
    return loading;
  }
}

async function writeAtomically(path: string, body: Buffer) {
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, path);
}
