import {
  clearStoredScene,
  createSceneRecord,
  loadScene,
  readStoredScene,
  SCENE_MAX_AGE_SECONDS,
  SCENE_RECORD_VERSION,
  SCENE_STORAGE_KEY,
  storeScene,
} from '.';
import { memorySceneStorage as memoryStorage } from './testing';

const savedAt = Date.UTC(2026, 0, 1);
const sixtyDaysMs = 60 * 24 * 60 * 60 * 1000;
const scene = createSceneRecord(
  { id: 'scene-42', filename: 'lounge.jpg', previewImage: 'data:image/jpeg;base64,AAAA' },
  savedAt,
);

describe('room scene record', () => {
  it('records id, file name, preview, save time and version', () => {
    expect(scene).toEqual({
      id: 'scene-42',
      filename: 'lounge.jpg',
      previewImage: 'data:image/jpeg;base64,AAAA',
      savedAt,
      version: SCENE_RECORD_VERSION,
    });
  });

  it('leaves the preview empty when none could be made', () => {
    expect(createSceneRecord({ id: 's', filename: 'a.png' }, savedAt).previewImage).toBe('');
  });

  it('keeps a scene for 60 days (5,184,000 seconds)', () => {
    expect(SCENE_MAX_AGE_SECONDS).toBe(5_184_000);
    expect(SCENE_MAX_AGE_SECONDS * 1000).toBe(sixtyDaysMs);
    expect(loadScene(scene, savedAt + sixtyDaysMs)).toEqual(scene);
  });

  it('discards a scene stored more than 5,184,000 seconds ago', () => {
    expect(loadScene(scene, savedAt + sixtyDaysMs + 1)).toBeNull();
  });

  it('discards a scene of another version', () => {
    expect(loadScene({ ...scene, version: SCENE_RECORD_VERSION + 1 }, savedAt)).toBeNull();
  });

  it('discards anything that is not a scene record', () => {
    for (const stored of [
      null,
      'not json',
      '{}',
      { ...scene, id: '' },
      { ...scene, savedAt: 'x' },
    ]) {
      expect(loadScene(stored, savedAt)).toBeNull();
    }
  });

  it('reads a scene from its stored JSON text', () => {
    expect(loadScene(JSON.stringify(scene), savedAt + 1000)).toEqual(scene);
  });

  it('stores, reads back and clears the scene in the given storage', () => {
    const storage = memoryStorage();
    storeScene(storage, scene);
    expect(storage.items.has(SCENE_STORAGE_KEY)).toBe(true);
    expect(readStoredScene(storage, savedAt)).toEqual(scene);
    clearStoredScene(storage);
    expect(readStoredScene(storage, savedAt)).toBeNull();
  });

  it('removes an expired scene from storage when reading it', () => {
    const storage = memoryStorage();
    storeScene(storage, scene);
    expect(readStoredScene(storage, savedAt + sixtyDaysMs + 1)).toBeNull();
    expect(storage.items.size).toBe(0);
  });
});
