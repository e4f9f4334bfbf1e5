/**
 * Calls to the room-scene service (SPEC.md section 7): the upload to get_ki_unique.php, the
 * address of the rendered room from render_img_scene.php, and the floor outline of a scene from
 * scene_floor.php (issue 12: read to start the 'Adjust floor' editor, written to correct it).
 */
import {
  DEFAULT_SCENE_CUSTOMER_CONFIG,
  RENDER_DEFAULT_HEIGHT,
  RENDER_DEFAULT_WIDTH,
  RENDER_SURFACE,
  SCENE_UPLOAD_MODES,
  sceneApiResponseError,
} from './constants';
import { type FloorOutline, floorOutlineParam } from './floorOutline';

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
  /** An outline to lay the floor in for this render only, in place of the scene's own. */
  floor?: FloorOutline;
}

/** The image address of the room rendered with a variant's floor. */
export function renderSceneUrl({
  sceneApi,
  sceneId,
  variantId,
  w = RENDER_DEFAULT_WIDTH,
  h = RENDER_DEFAULT_HEIGHT,
  cnf = DEFAULT_SCENE_CUSTOMER_CONFIG,
  floor,
}: RenderSceneOptions): string {
  const params = new URLSearchParams({
    cnf,
    pid: sceneId,
    artnr: variantId,
    w: String(w),
    h: String(h),
    onam: RENDER_SURFACE,
  });
  if (floor) params.set('floor', floorOutlineParam(floor));
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

/** The scene id (`unique`) of an OK reply of the scene service; a reply without one rejects. */
async function sceneIdOf(response: Response): Promise<string> {
  const body: unknown = await response.json();
  const unique =
    typeof body === 'object' && body !== null ? (body as { unique?: unknown }).unique : undefined;
  if (typeof unique !== 'string' || unique === '') {
    throw new Error('Scene API Response: no scene id in the reply');
  }
  return unique;
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
  return sceneIdOf(response);
}

/** Where a scene's floor outline came from: the service's detection, or the visitor. */
export type SceneFloorSource = 'detected' | 'visitor';

export interface SceneFloor {
  /** The outline, or null when the service found no floor in the photo. */
  floor: FloorOutline | null;
  source: SceneFloorSource;
}

/** A refusal of scene_floor.php: the HTTP status and the service's reason, worded for people. */
export class SceneFloorError extends Error {
  readonly status: number;
  constructor(status: number, reason: string) {
    super(reason);
    this.name = 'SceneFloorError';
    this.status = status;
  }
}

async function sceneFloorFailure(response: Response): Promise<SceneFloorError> {
  let reason = '';
  try {
    const body: unknown = await response.json();
    const error =
      typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    if (typeof error === 'string') reason = error;
  } catch {
    // Not JSON: the status text says what there is to say.
  }
  return new SceneFloorError(response.status, reason || sceneApiResponseError(response.statusText));
}

function isCorner(value: unknown): value is [number, number] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

export interface SceneFloorOptions {
  sceneApi: string;
  sceneId: string;
  cnf?: string;
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
}

/** GETs scene_floor.php: the scene's floor outline for the editor to start from. */
export async function fetchSceneFloor(options: SceneFloorOptions): Promise<SceneFloor> {
  const {
    sceneApi,
    sceneId,
    cnf = DEFAULT_SCENE_CUSTOMER_CONFIG,
    fetch = globalThis.fetch,
  } = options;
  const params = new URLSearchParams({ cnf, pid: sceneId });
  const response = await fetch(`${base(sceneApi)}/scene_floor.php?${params}`, {
    headers: { Accept: 'application/json' },
    signal: options.signal ?? null,
  });
  if (!response.ok) throw await sceneFloorFailure(response);
  const body = (await response.json()) as { floor?: unknown; source?: unknown };
  const source: SceneFloorSource = body.source === 'visitor' ? 'visitor' : 'detected';
  if (body.floor === null) return { floor: null, source };
  if (!Array.isArray(body.floor) || !body.floor.every(isCorner)) {
    throw new Error('Scene API Response: no floor outline in the reply');
  }
  return { floor: body.floor.map(([x, y]) => [x, y]), source };
}

/**
 * POSTs the visitor's outline to scene_floor.php and answers the id of the corrected scene (the
 * same photo with that floor), which every later render uses, whatever the colour. A refusal
 * rejects with a SceneFloorError carrying the service's reason.
 */
export async function saveSceneFloor(
  options: SceneFloorOptions & { floor: FloorOutline },
): Promise<string> {
  const { sceneApi, sceneId, floor, cnf = DEFAULT_SCENE_CUSTOMER_CONFIG } = options;
  const fetch = options.fetch ?? globalThis.fetch;
  const response = await fetch(`${base(sceneApi)}/scene_floor.php`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ cnf, pid: sceneId, floor }),
    signal: options.signal ?? null,
  });
  if (!response.ok) throw await sceneFloorFailure(response);
  return sceneIdOf(response);
}
