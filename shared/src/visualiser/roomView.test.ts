import {
  clearScenePhoto,
  readScenePhoto,
  roomViewSize,
  SCENE_PHOTO_STORAGE_KEY,
  storeScenePhoto,
  VISUALISER_DISCLAIMER,
} from '.';
import { memorySceneStorage as memoryStorage } from './testing';

const photo = {
  sceneId: 'scene-1',
  image: 'data:image/jpeg;base64,/9j/AA==',
  width: 1000,
  height: 750,
};

describe('room view render size', () => {
  it('asks for 1400 wide at the photo’s own proportions, so nothing is cropped', () => {
    expect(roomViewSize(1300, 975)).toEqual({ w: 1400, h: 1050 });
    expect(roomViewSize(2800, 700)).toEqual({ w: 1400, h: 350 });
  });

  it('asks for the default 1400 × 700 when the photo’s size is unknown', () => {
    expect(roomViewSize(undefined, undefined)).toEqual({ w: 1400, h: 700 });
    expect(roomViewSize(0, 700)).toEqual({ w: 1400, h: 700 });
    expect(roomViewSize(Number.NaN, 700)).toEqual({ w: 1400, h: 700 });
  });

  it('keeps a very tall photo to 2800 high', () => {
    expect(roomViewSize(700, 2800)).toEqual({ w: 1400, h: 2800 });
  });
});

describe('the before photo of the stored scene', () => {
  it('is read back for its own scene only', () => {
    const storage = memoryStorage();
    expect(storeScenePhoto(storage, photo)).toBe(true);
    expect(readScenePhoto(storage, 'scene-1')).toEqual(photo);
    expect(readScenePhoto(storage, 'scene-2')).toBeNull();
    expect(storage.items.has(SCENE_PHOTO_STORAGE_KEY)).toBe(false);
  });

  it('answers false instead of throwing when the storage is full', () => {
    const storage = memoryStorage(10);
    expect(storeScenePhoto(storage, photo)).toBe(false);
    expect(readScenePhoto(storage, 'scene-1')).toBeNull();
  });

  it('discards a stored value that is not an image photo record', () => {
    const storage = memoryStorage();
    for (const stored of ['not json', '{}', JSON.stringify({ ...photo, image: 'javascript:1' })]) {
      storage.setItem(SCENE_PHOTO_STORAGE_KEY, stored);
      expect(readScenePhoto(storage, 'scene-1')).toBeNull();
      expect(storage.items.size).toBe(0);
    }
  });

  it('is removed when the scene is cleared', () => {
    const storage = memoryStorage();
    storeScenePhoto(storage, photo);
    clearScenePhoto(storage);
    expect(storage.items.size).toBe(0);
  });
});

describe('visualiser disclaimer', () => {
  it('says the rendering varies with screen, lighting and product, and to view samples', () => {
    expect(VISUALISER_DISCLAIMER).toMatch(/screen/);
    expect(VISUALISER_DISCLAIMER).toMatch(/lighting/);
    expect(VISUALISER_DISCLAIMER).toMatch(/product/);
    expect(VISUALISER_DISCLAIMER).toMatch(/samples before you buy/);
  });
});
