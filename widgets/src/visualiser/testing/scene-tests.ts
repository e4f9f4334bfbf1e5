/**
 * What the visualiser's component tests share (Visualiser, focus and FloorEditor): for each test
 * the fake scene service as fetch, a fresh data layer, console errors silenced, and no scene left
 * stored after it; and the scene an earlier visit stored with its photo.
 */
import { createSceneRecord, storeScene, storeScenePhoto } from '@gh/shared/visualiser';
import { act } from '@testing-library/react';
import { sceneStore } from '../scene-store';
import { type FakeSceneService, fakeSceneService } from './fake-scene-service';

export const SCENE_ID = '0123456789abcdef01234567';

let current: FakeSceneService | undefined;
let errorSpy: jest.SpyInstance | undefined;

/** This test's scene service: what was uploaded and asked, and how it answers next. */
export function service(): FakeSceneService {
  if (!current) throw new Error('setUpSceneTests() makes the service before each test');
  return current;
}

/** This test's silenced console.error, to read what the widget logged. */
export function consoleError(): jest.SpyInstance {
  if (!errorSpy) throw new Error('setUpSceneTests() silences console.error before each test');
  return errorSpy;
}

/** Registers the hooks of a visualiser test file. */
export function setUpSceneTests(): void {
  beforeAll(() => {
    globalThis.fetch = (input, init) => service().fetch(input, init);
  });
  beforeEach(() => {
    current = fakeSceneService();
    (globalThis as { dataLayer?: unknown[] }).dataLayer = [];
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    // An upload a failed test left waiting would hold the page's upload guard for the next tests.
    service().reply = 'scene';
    service().release();
    act(() => sceneStore().getState().clear());
    localStorage.clear();
    consoleError().mockRestore();
  });
}

/** A scene stored by an earlier visit, with its photo, as the page finds it. */
export function storedSceneWithPhoto(): void {
  storeScene(
    localStorage,
    createSceneRecord({ id: SCENE_ID, filename: 'lounge.jpg', previewImage: '' }),
  );
  storeScenePhoto(localStorage, {
    sceneId: SCENE_ID,
    image: 'data:image/jpeg;base64,BBBB',
    width: 1400,
    height: 1050,
  });
  act(() => sceneStore().getState().reload());
}
