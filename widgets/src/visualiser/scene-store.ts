/**
 * The room scene of this browser (SPEC.md sections 3 and 4): one per visitor, kept 60 days in
 * localStorage by the shared scene rules, shared by every <gh-visualiser> on the page and, through
 * `storage` events, by the visitor's other tabs.
 */
import {
  clearScenePhoto,
  clearStoredScene,
  createSceneRecord,
  createUploadGuard,
  readScenePhoto,
  readStoredScene,
  SCENE_PHOTO_STORAGE_KEY,
  SCENE_STORAGE_KEY,
  type ScenePhoto,
  type SceneRecord,
  type SceneStorage,
  storeScene,
  storeScenePhoto,
} from '@gh/shared/visualiser';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { pageStore } from '../internal/page-store';

export interface SceneState {
  scene: SceneRecord | null;
  /** The "before" photo of the scene; kept in memory when the storage had no room for it. */
  photo: ScenePhoto | null;
  save(
    scene: Omit<SceneRecord, 'savedAt' | 'version'>,
    photo: Omit<ScenePhoto, 'sceneId'> | null,
  ): SceneRecord;
  /**
   * Keeps the scene under the id of its corrected copy (the visitor's floor outline saved with
   * it): the same photo, file name and preview, so the room view carries on with the new id.
   */
  correct(id: string): SceneRecord | null;
  clear(): void;
  /** Reads the storage again (another tab changed it). */
  reload(): void;
}

export function createSceneStore(storage: SceneStorage): StoreApi<SceneState> {
  const read = () => {
    const scene = readStoredScene(storage);
    if (!scene) clearScenePhoto(storage);
    return { scene, photo: scene ? readScenePhoto(storage, scene.id) : null };
  };
  return createStore<SceneState>()((set, get) => ({
    ...read(),
    save(fields, photoFields) {
      const scene = createSceneRecord(fields);
      const photo = photoFields ? { ...photoFields, sceneId: scene.id } : null;
      storeScene(storage, scene);
      if (photo) storeScenePhoto(storage, photo);
      else clearScenePhoto(storage);
      set({ scene, photo });
      return scene;
    },
    correct(id) {
      const { scene: current, photo: currentPhoto } = get();
      if (!current) return null;
      const scene = createSceneRecord({ ...current, id });
      const photo = currentPhoto ? { ...currentPhoto, sceneId: id } : null;
      storeScene(storage, scene);
      if (photo) storeScenePhoto(storage, photo);
      set({ scene, photo });
      return scene;
    },
    clear() {
      clearStoredScene(storage);
      clearScenePhoto(storage);
      set({ scene: null, photo: null });
    },
    reload() {
      set(read());
    },
  }));
}

const SCENE_KEYS = [null, SCENE_STORAGE_KEY, SCENE_PHOTO_STORAGE_KEY];

/** The page's scene store (the page store registry, with its storage fallback). */
export function sceneStore(): StoreApi<SceneState> {
  return pageStore(
    'visualiser:scene',
    (storage) => createSceneStore(storage),
    (store, event) => {
      if (SCENE_KEYS.includes(event.key)) store.getState().reload();
    },
  );
}

/** One upload at a time on the page: there is one scene per browser. */
// console.warn is looked up on each warning, so that a page (or a test) wrapping it later sees it.
export const pageUploadGuard = createUploadGuard((message) => console.warn(message));

export function useScene(): SceneState {
  return useStore(sceneStore());
}
