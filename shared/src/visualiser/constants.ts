/** Room visualiser constants and texts (SPEC.md sections 2.12, 4, 7, 8, 9). */

/** How long a room scene stays in the browser: 60 days, in seconds. */
export const SCENE_MAX_AGE_SECONDS = 5_184_000;
/** Bumped when the stored scene record changes shape; older records are discarded. */
export const SCENE_RECORD_VERSION = 1;
/** Where the scene record is kept in the browser's storage. */
export const SCENE_STORAGE_KEY = 'gh-room-scene';

/** Photos wider than this, or not PNG, are redrawn before upload. */
export const UPLOAD_MAX_WIDTH = 1400;
export const UPLOAD_MIN_WIDTH = 1300;
export const UPLOAD_MIN_HEIGHT = 700;
export const UPLOAD_JPEG_QUALITY = 0.8;
export const PREVIEW_WIDTH = 64;

export const RENDER_DEFAULT_WIDTH = 1400;
export const RENDER_DEFAULT_HEIGHT = 700;
/** The render call always asks for the floor surface. */
export const RENDER_SURFACE = 'floor';

/**
 * The `cnf` value (customer configuration) the room-scene service is called with. SPEC.md fixes
 * it but does not give it, so it is configuration: the widget takes it from its settings and
 * falls back to this default, which the reference backend accepts. Set the real value when
 * pointing SCENE_API at the production service.
 */
export const DEFAULT_SCENE_CUSTOMER_CONFIG = 'gh-residential';

/** The upload form's fixed detection modes: floor mode 2, wall mode 1, no debug output. */
export const SCENE_UPLOAD_MODES = { ki_mode_floor: '2', ki_mode_wall: '1', dbg: '0' } as const;

export const VISUALISER_TEXT = {
  title: 'Room Visualiser',
  upload: 'Upload Room Photo',
  uploading: 'Uploading Your Room...',
  sceneId: 'Scene ID',
  close: 'Close',
  viewNow: 'View Now',
} as const;

/** Shown in the modal when an upload fails; details go to the log (SPEC.md section 8). */
export const SCENE_UPLOAD_ERROR =
  'There was an error uploading the scene image, please try again later.';

/** The error a non-OK reply of the scene service raises. */
export function sceneApiResponseError(statusText: string): string {
  return `Scene API Response: ${statusText}`;
}

/** Console warning when a second upload starts while one runs (it is ignored). */
export const UPLOAD_IN_PROGRESS_WARNING =
  'Room visualiser: an upload is already in progress, this one is ignored.';

/** Logged when the preview thumbnail cannot be made (the preview is left empty). */
export const PREVIEW_FAILED_MESSAGE = 'Room visualiser: the scene preview could not be generated.';
