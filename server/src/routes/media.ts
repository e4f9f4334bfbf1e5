import { dirname, join } from 'node:path';
import { Type } from '@fastify/type-provider-typebox';
import { notFound } from '../errors';
import { CONTENT_TYPES, MediaDelivery } from '../media/delivery';
import { parseDeliveryPath } from '../media/transformations';
import type { RoutePlugin } from '.';

/** The media cloud the product's image URLs name (SPEC.md section 1: image cloud name gh). */
export const MEDIA_CLOUD = 'gh';

/**
 * GET /media/{cloud}/image/upload/{transformations}/v{version}/{public_id}.{ext}: images by
 * public id, rendered from the media_assets registry, with long-lived immutable caching (a
 * changed image gets a new version in its URL, as on the media CDN).
 */
export const mediaRoutes: RoutePlugin = async (app, { db, config, metrics }) => {
  const cacheDir = config.mediaCacheDir ?? join(dirname(config.databasePath), 'media-cache');
  const delivery = new MediaDelivery(db, {
    cacheDir,
    maxCacheBytes: config.mediaCacheBytes,
    counted: (result) => metrics.mediaCache.inc({ result }),
    roomShotMade: (seconds) => {
      metrics.sceneRenders.inc({ result: 'room_shot' });
      metrics.sceneRenderDuration.observe(seconds);
    },
  });

  app.get(
    '/media/:cloud/image/upload/*',
    { schema: { params: Type.Object({ cloud: Type.String(), '*': Type.String() }) } },
    async (request, reply) => {
      if (request.params.cloud !== MEDIA_CLOUD) {
        throw notFound(`Unknown media cloud '${request.params.cloud}'`);
      }
      const wanted = parseDeliveryPath(request.params['*']);
      const image = await delivery.deliver(wanted, request.headers.accept);
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', image.etag)
        .type(CONTENT_TYPES[image.format]);
      if (wanted.format === 'auto') {
        // Keep the Vary: Origin that CORS may have set for an allow-list.
        const vary = reply.getHeader('vary');
        reply.header('Vary', vary ? `${vary}, Accept` : 'Accept');
      }
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.send(image.body);
    },
  );
};
