import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db';
import { notFound } from '../errors';
import { findMediaAsset } from '../media/assets';
import type { MediaDelivery } from '../media/delivery';
import { renderScene } from './render';
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
    return this.db
      .prepare('SELECT id, created, width, height, cnf FROM scenes WHERE id = ?')
      .get(id) as SceneRecord | undefined;
  }

  /** The scene rendered with the floor of variant `globalItemId`, as a JPEG of width × height. */
  async render(scene: SceneRecord, globalItemId: string, width: number, height: number) {
    const asset = findMediaAsset(this.db, `patterns/${globalItemId}`);
    if (!asset) throw notFound(`No floor pattern for artnr '${globalItemId}'`);
    const key = sha(
      `${RENDERER_VERSION}|${scene.id}|${asset.publicId}|${asset.kind}|${JSON.stringify(asset.spec)}|${width}x${height}`,
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
