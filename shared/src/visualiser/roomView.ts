/**
 * The room view (the rendered room, its colours and the before/after comparison): the render size
 * and the "before" photo kept beside the scene record.
 */
import { RENDER_DEFAULT_HEIGHT, RENDER_DEFAULT_WIDTH } from './constants';
import type { SceneStorage } from './scene';

/**
 * SPEC.md section 2.12 asks for a disclaimer without giving its words; these say what it must:
 * the rendering varies with screen, lighting and product, and samples should be seen first.
 */
export const VISUALISER_DISCLAIMER =
  'The rendered room is a guide only: colours and textures vary with your screen, the lighting in your photo and the product itself. Please view physical samples before you buy.';

/** Where the "before" photo of the stored scene is kept, apart from the small scene record. */
export const SCENE_PHOTO_STORAGE_KEY = 'gh-room-scene-photo';

/** The "before" photo is kept at most this wide, so that it fits the browser's storage. */
export const SCENE_PHOTO_MAX_WIDTH = 1000;

/** The largest render edge the room view asks for (twice the default height). */
const RENDER_MAX_EDGE = 2 * RENDER_DEFAULT_WIDTH;

/**
 * The size the room view asks the render in: the default 1400 wide, and as high as the photo's
 * own proportions make it, so the service has nothing to crop and the rendered room lines up
 * with the photo in the before/after comparison. Without the photo's size it is the default
 * 1400 × 700. Very tall photos keep 1400 × 2800 at most.
 */
export function roomViewSize(
  photoWidth: number | undefined,
  photoHeight: number | undefined,
): { w: number; h: number } {
  const w = RENDER_DEFAULT_WIDTH;
  if (!photoWidth || !photoHeight || !(photoWidth > 0) || !(photoHeight > 0)) {
    return { w, h: RENDER_DEFAULT_HEIGHT };
  }
  const h = Math.round((w * photoHeight) / photoWidth);
  return { w, h: Math.min(RENDER_MAX_EDGE, Math.max(1, h)) };
}

/** The photo the scene was made from, upright, as a data URL, with its size. */
export interface ScenePhoto {
  sceneId: string;
  image: string;
  width: number;
  height: number;
}

function isScenePhoto(value: unknown): value is ScenePhoto {
  if (typeof value !== 'object' || value === null) return false;
  const photo = value as Record<string, unknown>;
  return (
    typeof photo.sceneId === 'string' &&
    typeof photo.image === 'string' &&
    photo.image.startsWith('data:image/') &&
    typeof photo.width === 'number' &&
    photo.width > 0 &&
    typeof photo.height === 'number' &&
    photo.height > 0
  );
}

/**
 * Keeps the "before" photo. It is the bulkiest thing the visualiser stores, so a full storage
 * (a quota error) is answered with false rather than thrown: the comparison then lasts for this
 * visit only.
 */
export function storeScenePhoto(storage: SceneStorage, photo: ScenePhoto): boolean {
  try {
    storage.setItem(SCENE_PHOTO_STORAGE_KEY, JSON.stringify(photo));
    return true;
  } catch {
    return false;
  }
}

/**
 * The "before" photo of scene `sceneId`, or null. A photo of another scene (left by an earlier
 * upload) or a malformed one is removed. It lives no longer than its scene: the scene record's
 * 60-day expiry discards the scene, and with it the reason to read its photo.
 */
export function readScenePhoto(storage: SceneStorage, sceneId: string): ScenePhoto | null {
  const stored = storage.getItem(SCENE_PHOTO_STORAGE_KEY);
  if (stored === null) return null;
  let photo: unknown;
  try {
    photo = JSON.parse(stored);
  } catch {
    photo = null;
  }
  if (isScenePhoto(photo) && photo.sceneId === sceneId) return photo;
  storage.removeItem(SCENE_PHOTO_STORAGE_KEY);
  return null;
}

export function clearScenePhoto(storage: SceneStorage): void {
  storage.removeItem(SCENE_PHOTO_STORAGE_KEY);
}
