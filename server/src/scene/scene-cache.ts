import { LRUCache } from 'lru-cache';
import { type FloorPolygon, floorPolygonText } from './polygon';
import {
  analyseScene,
  type OutlinedScene,
  outlinedSceneBytes,
  outlineSceneFloor,
  type SceneAnalysis,
} from './render';

/** The scene photo to analyse, read from the storage only when the cache misses. */
export interface ScenePhoto {
  photo: Buffer;
  width: number;
  height: number;
}

/** Memory the kept scenes may use: about ten scenes at the widget's 1400 × 700. */
export const SCENE_CACHE_BYTES = 96 * 1024 * 1024;

/**
 * Scenes analysed and outlined (renderScene's steps that do not depend on the floor laid: the
 * decoded, cropped photo, its floor and its light), kept in memory so that a visitor switching
 * colours on one scene pays only for laying the floor and the JPEG.
 *
 * A scene id names one photo for good (a corrected scene gets an id of its own), so an analysis
 * kept under (scene, size) is the one any process would make: several processes serving one
 * scene from PostgreSQL each keep their own copy and none can go stale. The floor outline is
 * part of an outlined scene's key, so a polygon on the render address (or a scene's stored one)
 * never meets a floor outlined for another; the analysis under it is shared. The least recently
 * used go first once SCENE_CACHE_BYTES is spent; concurrent requests for one analysis share it.
 */
export class SceneCache {
  private readonly kept: LRUCache<string, SceneAnalysis | OutlinedScene>;
  private readonly analysing = new Map<string, Promise<SceneAnalysis>>();

  constructor(maxBytes = SCENE_CACHE_BYTES) {
    this.kept = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (entry) =>
        'analysis' in entry ? outlinedSceneBytes(entry) : analysisBytes(entry),
    });
  }

  /** Scene `sceneId` at width × height, its floor outlined by `polygon` or else as detected. */
  async outlined(
    sceneId: string,
    width: number,
    height: number,
    polygon: FloorPolygon | undefined,
    photo: () => Promise<ScenePhoto>,
  ): Promise<OutlinedScene> {
    const key = `${sceneId}|${width}x${height}|${polygon ? floorPolygonText(polygon) : 'detected'}`;
    const kept = this.kept.get(key) as OutlinedScene | undefined;
    if (kept) return kept;
    const analysis = await this.analysis(sceneId, width, height, photo);
    // Another request may have outlined it meanwhile: outlining is synchronous, so this is final.
    const outlinedMeanwhile = this.kept.get(key) as OutlinedScene | undefined;
    if (outlinedMeanwhile) return outlinedMeanwhile;
    const outlined = outlineSceneFloor(analysis, polygon);
    this.kept.set(key, outlined);
    return outlined;
  }

  /** How many entries (analyses and outlined scenes) are kept, and their bytes, for tests. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.kept.size, bytes: this.kept.calculatedSize };
  }

  private analysis(
    sceneId: string,
    width: number,
    height: number,
    photo: () => Promise<ScenePhoto>,
  ): Promise<SceneAnalysis> {
    const key = `${sceneId}|${width}x${height}`;
    const kept = this.kept.get(key) as SceneAnalysis | undefined;
    if (kept) return Promise.resolve(kept);
    const running = this.analysing.get(key);
    if (running) return running;
    const work = (async () => {
      const { photo: bytes, width: photoWidth, height: photoHeight } = await photo();
      const analysis = await analyseScene(bytes, photoWidth, photoHeight, width, height);
      this.kept.set(key, analysis);
      return analysis;
    })().finally(() => this.analysing.delete(key));
    this.analysing.set(key, work);
    return work;
  }
}

/** About how much memory an analysis holds, in bytes. */
function analysisBytes(analysis: SceneAnalysis): number {
  return outlinedSceneBytes({ analysis, floor: analysis.detected });
}
