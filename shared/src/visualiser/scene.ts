/** The room scene kept in the browser for 60 days (SPEC.md sections 3 and 4). */
import { SCENE_MAX_AGE_SECONDS, SCENE_RECORD_VERSION, SCENE_STORAGE_KEY } from './constants';

export interface SceneRecord {
  /** The scene id the service answered (`unique`). */
  id: string;
  filename: string;
  /** A data URL of the 64-pixel-wide preview; '' when it could not be made. */
  previewImage: string;
  /** When it was stored, in milliseconds since the epoch. */
  savedAt: number;
  version: number;
}

/** The storage the record lives in: localStorage in browsers, anything alike in tests. */
export interface SceneStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createSceneRecord(
  scene: { id: string; filename: string; previewImage?: string },
  now: number = Date.now(),
): SceneRecord {
  return {
    id: scene.id,
    filename: scene.filename,
    previewImage: scene.previewImage ?? '',
    savedAt: now,
    version: SCENE_RECORD_VERSION,
  };
}

function isSceneRecord(value: unknown): value is SceneRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    record.id !== '' &&
    typeof record.filename === 'string' &&
    typeof record.previewImage === 'string' &&
    typeof record.savedAt === 'number' &&
    Number.isFinite(record.savedAt) &&
    typeof record.version === 'number'
  );
}

/**
 * The stored scene if it is still usable: a record of another version, one stored more than
 * 5,184,000 seconds ago, or anything malformed is discarded (null). Accepts the record or its
 * JSON text.
 */
export function loadScene(stored: unknown, now: number = Date.now()): SceneRecord | null {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return null;
    }
  }
  if (!isSceneRecord(value)) return null;
  if (value.version !== SCENE_RECORD_VERSION) return null;
  if (now - value.savedAt > SCENE_MAX_AGE_SECONDS * 1000) return null;
  return value;
}

/** Reads the stored scene, removing it from storage when it is discarded. */
export function readStoredScene(
  storage: SceneStorage,
  now: number = Date.now(),
): SceneRecord | null {
  const stored = storage.getItem(SCENE_STORAGE_KEY);
  if (stored === null) return null;
  const scene = loadScene(stored, now);
  if (!scene) storage.removeItem(SCENE_STORAGE_KEY);
  return scene;
}

export function storeScene(storage: SceneStorage, scene: SceneRecord): void {
  storage.setItem(SCENE_STORAGE_KEY, JSON.stringify(scene));
}

export function clearStoredScene(storage: SceneStorage): void {
  storage.removeItem(SCENE_STORAGE_KEY);
}
