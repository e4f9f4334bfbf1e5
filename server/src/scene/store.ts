import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../db';
import { notFound } from '../errors';
import { findMediaAsset } from '../media/assets';
import type { MediaDelivery } from '../media/delivery';
import type { SharedStorage } from '../storage';
import { FOCAL_PER_LONG_EDGE } from './camera';
import { detectedFloorPolygon, type FloorPolygon, floorPolygonText } from './polygon';
import { encodeSceneRender, findSceneFloor, laySceneFloor } from './render';
import { SceneCache } from './scene-cache';
import { FloorTexture, tileSizeFor } from './texture';
import type { NormalisedPhoto } from './upload';

/** Bump when the floor finding or the rendering changes, so cached renders are redrawn. */
const RENDERER_VERSION = 2;
/** Mipmapped textures kept in memory (about 17 MB each); renders are cached in the storage. */
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
 * The room scenes: their records and photos in the shared storage (files beside the SQLite
 * database, or PostgreSQL with DATABASE_URL, so every instance serves every scene) and their
 * renders, cached there by (scene, variant and its pattern's spec, size); concurrent requests
 * for one render in this process share one rendering. What a render needs of the scene whatever
 * the colour (its cropped photo, floor and light) is kept in memory too (scene-cache.ts), so
 * another colour of a scene just rendered only lays the floor.
 */
export class SceneStore {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private readonly textures = new Map<string, Promise<FloorTexture>>();

  constructor(
    /** The reference data: the variants' patterns. */
    private readonly db: Db,
    private readonly storage: SharedStorage,
    private readonly media: MediaDelivery,
    private readonly now: () => Date = () => new Date(),
    /** Scenes analysed for rendering, kept in this process's memory. */
    private readonly scenes = new SceneCache(),
  ) {}

  /** Told of each render asked for: made (with its seconds) or from the cache, for the metrics. */
  onRender?: (result: 'rendered' | 'cached', seconds?: number) => void;

  async create(photo: NormalisedPhoto, cnf: string, filename: string | undefined): Promise<string> {
    const id = randomBytes(12).toString('hex');
    await this.storage.createScene(
      {
        id,
        created: this.now().toISOString(),
        width: photo.width,
        height: photo.height,
        cnf,
        ...(filename !== undefined && { filename: filename.slice(0, 200) }),
      },
      photo.jpeg,
    );
    return id;
  }

  async find(id: string): Promise<SceneRecord | undefined> {
    if (!SCENE_ID.test(id)) return undefined;
    const scene = await this.storage.findScene(id);
    if (!scene) return undefined;
    const { created, width, height, cnf, floor } = scene;
    const record: SceneRecord = { id, created, width, height, cnf };
    return floor ? { ...record, floor: JSON.parse(floor) as FloorPolygon } : record;
  }

  /**
   * A corrected scene: the same photo with the visitor's floor outline. It gets an id of its
   * own, so each render address keeps showing one picture (renders are cached as immutable).
   */
  async correct(scene: SceneRecord, floor: FloorPolygon): Promise<string> {
    const id = randomBytes(12).toString('hex');
    const { width, height, cnf } = scene;
    await this.storage.createCorrectedScene(
      { id, created: this.now().toISOString(), width, height, cnf, floor: JSON.stringify(floor) },
      scene.id,
    );
    return id;
  }

  /** The scene's floor outline for the editor: the visitor's, else the detected one. */
  async floorOutline(
    scene: SceneRecord,
  ): Promise<{ floor: FloorPolygon | null; source: 'visitor' | 'detected' }> {
    if (scene.floor) return { floor: scene.floor, source: 'visitor' };
    const photo = await this.storage.scenePhoto(scene.id);
    if (!photo) throw notFound(`No scene '${scene.id}': upload the photo again`);
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
    const renderId = `${scene.id}/${key}`;
    const running = this.inFlight.get(renderId);
    if (running) return running;
    const work = (async () => {
      const cached = await this.storage.sceneRender(scene.id, key);
      if (cached) {
        this.onRender?.('cached');
        return cached;
      }
      const started = performance.now();
      const photo = async () => {
        const bytes = await this.storage.scenePhoto(scene.id);
        if (!bytes) throw notFound(`No scene '${scene.id}': upload the photo again`);
        return { photo: bytes, width: scene.width, height: scene.height };
      };
      const [outlined, texture] = await Promise.all([
        this.scenes.outlined(scene.id, width, height, floor, photo),
        this.texture(asset.publicId, JSON.stringify(asset.spec)),
      ]);
      const jpeg = await encodeSceneRender(laySceneFloor(outlined, texture).pixels, width, height);
      this.onRender?.('rendered', (performance.now() - started) / 1000);
      await this.storage.saveSceneRender(scene.id, key, jpeg);
      return jpeg;
    })().finally(() => this.inFlight.delete(renderId));
    this.inFlight.set(renderId, work);
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
