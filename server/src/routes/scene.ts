import { dirname, join } from 'node:path';
import multipart from '@fastify/multipart';
import { Type } from '@fastify/type-provider-typebox';
import {
  DEFAULT_SCENE_CUSTOMER_CONFIG,
  RENDER_DEFAULT_HEIGHT,
  RENDER_DEFAULT_WIDTH,
  RENDER_SURFACE,
  SCENE_UPLOAD_MODES,
} from '@gh/shared/visualiser';
import { badRequest, notFound, RequestError } from '../errors';
import { isValidPublicId } from '../media/assets';
import { MediaDelivery } from '../media/delivery';
import { FLOOR_POLYGON_MAX_CHARS, parseFloorPolygon } from '../scene/polygon';
import { SCENE_ID, type SceneRecord, SceneStore } from '../scene/store';
import { normaliseScenePhoto, SCENE_MAX_UPLOAD_BYTES, sceneUploadTooLarge } from '../scene/upload';
import type { RoutePlugin } from '.';

/**
 * The customer configurations this service knows. The production service has one per brand site;
 * the reference backend serves the residential site's (the widget's default).
 */
export const SCENE_CUSTOMER_CONFIGS: readonly string[] = [DEFAULT_SCENE_CUSTOMER_CONFIG];

/** Largest render edge and area: twice the default is as much as any screen shows. */
export const RENDER_MAX_EDGE = 2800;
export const RENDER_MIN_EDGE = 64;
export const RENDER_MAX_PIXELS = 2800 * 1400;

/**
 * The upload's text fields and the values the service accepts for each. The widget always sends
 * floor mode 2, wall mode 1 and dbg 0; wall mode 0 and dbg 1 are accepted too and change nothing
 * here (this service finds floors only and has no debug output).
 */
const UPLOAD_FIELDS: Record<string, readonly string[] | undefined> = {
  cnf: SCENE_CUSTOMER_CONFIGS,
  ki_mode_floor: [SCENE_UPLOAD_MODES.ki_mode_floor],
  ki_mode_wall: ['0', SCENE_UPLOAD_MODES.ki_mode_wall],
  dbg: [SCENE_UPLOAD_MODES.dbg, '1'],
};

const SceneIdentity = {
  cnf: Type.String({ maxLength: 100 }),
  pid: Type.String({ maxLength: 100 }),
};

/** A corrected or detected scene's id, as every scene reply gives it. */
const UniqueReply = Type.Object({ unique: Type.String() });

/** A render edge in pixels; absent, the widget's default. */
const RenderEdge = (fallback: number) =>
  Type.Integer({ minimum: RENDER_MIN_EDGE, maximum: RENDER_MAX_EDGE, default: fallback });

const RenderQuery = Type.Object({
  ...SceneIdentity,
  artnr: Type.String({ maxLength: 200 }),
  w: RenderEdge(RENDER_DEFAULT_WIDTH),
  h: RenderEdge(RENDER_DEFAULT_HEIGHT),
  onam: Type.Unsafe<typeof RENDER_SURFACE>({
    type: 'string',
    enum: [RENDER_SURFACE],
    default: RENDER_SURFACE,
  }),
  // Checked by parseFloorPolygon, which words its refusals for people.
  floor: Type.Optional(Type.String({ maxLength: 4 * FLOOR_POLYGON_MAX_CHARS })),
});

/** Largest body of a floor correction: 64 points as JSON fit in well under 4 KB. */
const FLOOR_BODY_LIMIT = 16 * 1024;

/**
 * The room-scene service (SPEC.md section 7, DESIGN.md section 4) under /scene:
 * - POST get_ki_unique.php: multipart cnf, ki_mode_floor, ki_mode_wall, dbg and vfile (the room
 *   photo); stores the photo and answers {"unique": scene id}.
 * - GET render_img_scene.php?cnf&pid&artnr&w&h&onam: the room with the variant's floor laid in
 *   perspective over the floor found in the photo, as a JPEG of w × h.
 * - GET render_img_scene.php also takes an optional floor=x1,y1,x2,y2,… (the visitor's floor
 *   outline, normalised to the photo; see scene/polygon.ts) in place of the scene's own.
 * - GET scene_floor.php?cnf&pid: the scene's floor outline for the 'Adjust floor' editor,
 *   {"floor": [[x, y], …] | null, "source": "visitor" | "detected"}.
 * - POST scene_floor.php, JSON {cnf, pid, floor}: stores a corrected scene (the same photo with
 *   that floor outline) and answers {"unique": its scene id}; renders of that id keep the
 *   correction whatever the colour.
 * Scenes, their photos, floor outlines and cached renders live in the shared storage: under
 * `scenes/` beside the database (var/scenes/), or in PostgreSQL with DATABASE_URL.
 */
export const sceneRoutes: RoutePlugin = async (app, { db, config, storage, metrics }) => {
  const dataDir = dirname(config.databasePath);
  const media = new MediaDelivery(db, {
    cacheDir: config.mediaCacheDir ?? join(dataDir, 'media-cache'),
    maxCacheBytes: config.mediaCacheBytes,
  });
  const store = new SceneStore(db, storage, media);
  store.onRender = (result, seconds) => {
    metrics.sceneRenders.inc({ result });
    if (seconds !== undefined) metrics.sceneRenderDuration.observe(seconds);
  };

  await app.register(multipart, {
    limits: { fileSize: SCENE_MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  app.post(
    '/scene/get_ki_unique.php',
    {
      config: { rateLimit: { max: config.postRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: { response: { 200: UniqueReply } },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new RequestError(415, 'Send the room photo as multipart/form-data');
      }
      const fields: Record<string, string> = {};
      let photo: Buffer | undefined;
      let filename: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'vfile') {
              throw badRequest(
                `Unexpected file field '${part.fieldname}': send the photo as vfile`,
              );
            }
            photo = await part.toBuffer();
            filename = part.filename;
          } else if (part.fieldname in UPLOAD_FIELDS) {
            fields[part.fieldname] = String(part.value);
          }
        }
      } catch (error) {
        throw uploadError(error);
      }
      for (const [name, allowed] of Object.entries(UPLOAD_FIELDS)) {
        const value = fields[name];
        if (value === undefined) {
          if (name === 'cnf') throw badRequest('Missing field cnf (the customer configuration)');
          continue;
        }
        if (allowed && !allowed.includes(value)) {
          throw badRequest(`${name} must be ${allowed.join(' or ')}, got '${value.slice(0, 40)}'`);
        }
      }
      if (!photo) throw badRequest('Missing field vfile (the room photo)');
      const normalised = await normaliseScenePhoto(photo);
      const unique = await store.create(normalised, fields.cnf as string, filename);
      request.log.info(
        { scene: unique, width: normalised.width, height: normalised.height },
        'scene stored',
      );
      return { unique };
    },
  );

  app.get(
    '/scene/render_img_scene.php',
    { schema: { querystring: RenderQuery } },
    async (request, reply) => {
      const { cnf, pid, artnr, w, h } = request.query;
      if (!SCENE_CUSTOMER_CONFIGS.includes(cnf)) throw badRequest(`Unknown cnf '${cnf}'`);
      if (!SCENE_ID.test(pid)) throw badRequest(`pid '${pid}' is not a scene id`);
      if (!isValidPublicId(artnr) || artnr.includes('/')) {
        throw badRequest(`artnr '${artnr}' is not a variant id`);
      }
      if (w * h > RENDER_MAX_PIXELS) {
        throw badRequest(`w × h is at most ${RENDER_MAX_PIXELS} pixels`);
      }
      const floor =
        request.query.floor === undefined ? undefined : parseFloorPolygon(request.query.floor);
      const scene = await findScene(cnf, pid);
      const jpeg = await store.render(scene, artnr, w, h, floor ?? scene.floor);
      // A scene and a variant always render the same picture: cache it as long as the scene lives.
      return reply
        .header('Cache-Control', 'public, max-age=5184000, immutable')
        .type('image/jpeg')
        .send(jpeg);
    },
  );

  app.get(
    '/scene/scene_floor.php',
    { schema: { querystring: Type.Object(SceneIdentity) } },
    async (request) => {
      const scene = await findScene(request.query.cnf, request.query.pid);
      return store.floorOutline(scene);
    },
  );

  app.post(
    '/scene/scene_floor.php',
    {
      bodyLimit: FLOOR_BODY_LIMIT,
      config: { rateLimit: { max: config.postRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        body: Type.Object({
          ...SceneIdentity,
          // Checked by parseFloorPolygon, which words its refusals for people.
          floor: Type.Unknown(),
        }),
        response: { 200: UniqueReply },
      },
    },
    async (request) => {
      const floor = parseFloorPolygon(request.body.floor);
      const scene = await findScene(request.body.cnf, request.body.pid);
      const unique = await store.correct(scene, floor);
      request.log.info(
        { scene: unique, basedOn: scene.id, corners: floor.length },
        'floor corrected',
      );
      return { unique };
    },
  );

  async function findScene(cnf: string, pid: string): Promise<SceneRecord> {
    if (!SCENE_CUSTOMER_CONFIGS.includes(cnf)) throw badRequest(`Unknown cnf '${cnf}'`);
    if (!SCENE_ID.test(pid)) throw badRequest(`pid '${pid}' is not a scene id`);
    const scene = await store.find(pid);
    if (!scene) throw notFound(`No scene '${pid}': upload the photo again`);
    return scene;
  }
};

/** The multipart parser's refusals, worded for the person uploading. */
function uploadError(error: unknown): unknown {
  if (error instanceof RequestError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return sceneUploadTooLarge();
    case 'FST_FILES_LIMIT':
      return new RequestError(413, 'Send one photo only');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new RequestError(413, 'Too many form fields');
    case 'FST_PROTO_VIOLATION':
      return badRequest('Invalid form field name');
    default:
      // Malformed multipart (a missing boundary, a body cut short) is the client's fault.
      return badRequest(
        `The upload could not be read as multipart/form-data: ${(error as Error).message ?? error}`,
      );
  }
}
