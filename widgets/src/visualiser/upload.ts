/**
 * The upload of a room photo (SPEC.md sections 7 and 8), fetched when the visitor chooses a photo
 * rather than with the page: the photo made ready in the browser, sent to get_ki_unique.php, and
 * the upload and success events pushed to the page's data layer.
 */
import { ANALYTICS_EVENTS, type DataLayer, pushAnalyticsEvent } from '@gh/shared/analytics';
import { uploadSceneImage } from '@gh/shared/visualiser';
import { prepareScenePhoto } from './photo';
import { sceneStore } from './scene-store';

/** The page's tag-manager data layer, created when the tag manager has not loaded yet. */
function pageDataLayer(): DataLayer {
  const page = globalThis as { dataLayer?: DataLayer };
  page.dataLayer ??= [] as unknown as DataLayer;
  return page.dataLayer;
}

/** Uploads the photo and stores it as the page's scene; rejects when any step fails. */
export async function uploadRoomPhoto(file: File, sceneApi: string) {
  const dataLayer = pageDataLayer();
  pushAnalyticsEvent(dataLayer, { key: ANALYTICS_EVENTS.roomVisualiserUpload });
  // The picker offers images only, but a file can still arrive as anything (drag and drop,
  // "all files"): one that says it is not an image is refused here rather than uploaded.
  if (file.type && !file.type.startsWith('image/')) {
    throw new Error(`${file.name} is not an image (${file.type})`);
  }
  const prepared = await prepareScenePhoto(file);
  const id = await uploadSceneImage({ sceneApi, image: prepared.upload, filename: file.name });
  const stored = sceneStore()
    .getState()
    .save({ id, filename: file.name, previewImage: prepared.previewImage }, prepared.photo);
  pushAnalyticsEvent(dataLayer, { key: ANALYTICS_EVENTS.roomVisualiserSuccess, scene: id });
  return stored;
}
