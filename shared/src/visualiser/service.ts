/**
 * Calls to the room-scene service (SPEC.md section 7): the upload to get_ki_unique.php and the
 * address of the rendered room from render_img_scene.php.
 */
import {
  DEFAULT_SCENE_CUSTOMER_CONFIG,
  RENDER_DEFAULT_HEIGHT,
  RENDER_DEFAULT_WIDTH,
  RENDER_SURFACE,
  SCENE_UPLOAD_MODES,
  sceneApiResponseError,
} from './constants';

const base = (sceneApi: string) => sceneApi.replace(/\/+$/, '');

export interface RenderSceneOptions {
  /** Base address of the room-scene service, e.g. '/scene'. */
  sceneApi: string;
  sceneId: string;
  /** The variant's globalItemId. */
  variantId: string;
  w?: number;
  h?: number;
  cnf?: string;
}

/** The image address of the room rendered with a variant's floor. */
export function renderSceneUrl({
  sceneApi,
  sceneId,
  variantId,
  w = RENDER_DEFAULT_WIDTH,
  h = RENDER_DEFAULT_HEIGHT,
  cnf = DEFAULT_SCENE_CUSTOMER_CONFIG,
}: RenderSceneOptions): string {
  const params = new URLSearchParams({
    cnf,
    pid: sceneId,
    artnr: variantId,
    w: String(w),
    h: String(h),
    onam: RENDER_SURFACE,
  });
  return `${base(sceneApi)}/render_img_scene.php?${params}`;
}

export type SceneUploadField =
  | { name: string; value: string }
  | { name: 'vfile'; value: Blob; filename: string };

/** The multipart fields of the upload, in order: cnf, the fixed modes, then the image. */
export function sceneUploadFields(
  image: Blob,
  filename: string,
  cnf: string = DEFAULT_SCENE_CUSTOMER_CONFIG,
): SceneUploadField[] {
  return [
    { name: 'cnf', value: cnf },
    ...Object.entries(SCENE_UPLOAD_MODES).map(([name, value]) => ({ name, value })),
    { name: 'vfile', value: image, filename },
  ];
}

export function sceneUploadFormData(fields: readonly SceneUploadField[]): FormData {
  const form = new FormData();
  for (const field of fields) {
    if ('filename' in field) form.append(field.name, field.value, field.filename);
    else form.append(field.name, field.value);
  }
  return form;
}

export interface UploadSceneOptions {
  sceneApi: string;
  /** The photo to send, resized when possible. */
  image: Blob;
  filename: string;
  cnf?: string;
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
}

/**
 * POSTs the photo to get_ki_unique.php and answers the scene id (`unique`). A non-OK reply
 * rejects with 'Scene API Response: {status text}'; a reply without a scene id rejects too.
 */
export async function uploadSceneImage(options: UploadSceneOptions): Promise<string> {
  const { sceneApi, image, filename, cnf, fetch = globalThis.fetch, signal } = options;
  const response = await fetch(`${base(sceneApi)}/get_ki_unique.php`, {
    method: 'POST',
    body: sceneUploadFormData(sceneUploadFields(image, filename, cnf)),
    headers: { Accept: 'application/json' },
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(sceneApiResponseError(response.statusText));
  const body: unknown = await response.json();
  const unique =
    typeof body === 'object' && body !== null ? (body as { unique?: unknown }).unique : undefined;
  if (typeof unique !== 'string' || unique === '') {
    throw new Error('Scene API Response: no scene id in the reply');
  }
  return unique;
}
