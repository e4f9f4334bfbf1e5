/**
 * GET /map/tiles/v1/{z}/{x}/{y}.json: the offline store map's geography (DESIGN.md section 4) one
 * Web Mercator tile at a time, so that the locator's first view carries only its small bundled
 * outlines and the detail of a search's surroundings comes as the visitor looks at them: land and
 * coast, lakes, rivers, and the borders of countries and of states and provinces, from Natural
 * Earth (sources.ts). A tile never changes under its address (the version is in it), so it is
 * cached for a year; each is cut once and kept, compressed, in memory.
 */
import { createHash } from 'node:crypto';
import { MAX_TILE_ZOOM, MIN_TILE_ZOOM, TILE_PATH, TILE_VERSION } from '@gh/shared/map';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  acceptedEncodings,
  COMPRESS_THRESHOLD_BYTES,
  compress,
  type Encoding,
} from '../compression';
import { badRequest } from '../errors';
import { cutTile } from './tiles';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Memory the kept tiles may use: a few thousand tiles, all the regions' cities at every zoom. */
const KEPT_BYTES = 32 * 1024 * 1024;

interface KeptTile {
  json: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

const WHOLE = /^\d{1,6}$/;

/** The tile coordinate of the request, or a 400 that says what is wrong with it. */
function tileOf(params: { z: string; x: string; y: string }) {
  const y = params.y.replace(/\.json$/, '');
  if (!WHOLE.test(params.z) || Number(params.z) > MAX_TILE_ZOOM) {
    throw badRequest(
      `Tile zoom must be a whole number from ${MIN_TILE_ZOOM} to ${MAX_TILE_ZOOM}; got '${params.z}'`,
    );
  }
  const z = Number(params.z);
  const last = 2 ** z - 1;
  for (const [name, value] of [
    ['x', params.x],
    ['y', y],
  ] as const) {
    if (!WHOLE.test(value) || Number(value) > last) {
      throw badRequest(
        `Tile ${name} must be a whole number from 0 to ${last} at zoom ${z}; got '${value}'`,
      );
    }
  }
  if (!params.y.endsWith('.json')) throw badRequest('Tiles are JSON: ask for {y}.json');
  return { z, x: Number(params.x), y: Number(y) };
}

export async function mapRoutes(app: FastifyInstance) {
  const kept = new LRUCache<string, KeptTile>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (tile) =>
      tile.json.length + Object.values(tile.encoded).reduce((sum, body) => sum + body.length, 0),
  });

  app.get<{ Params: { z: string; x: string; y: string } }>(
    `${TILE_PATH}/:z/:x/:y`,
    {
      schema: {
        params: {
          type: 'object',
          properties: {
            z: { type: 'string', maxLength: 8 },
            x: { type: 'string', maxLength: 8 },
            y: { type: 'string', maxLength: 16 },
          },
          required: ['z', 'x', 'y'],
        },
      },
    },
    async (request, reply) => {
      const { z, x, y } = tileOf(request.params);
      const key = `${z}/${x}/${y}`;
      let tile = kept.get(key);
      if (!tile) {
        const json = Buffer.from(JSON.stringify(cutTile(z, x, y)));
        const hash = createHash('sha256').update(json).digest('base64url').slice(0, 22);
        tile = { json, etag: `"${TILE_VERSION}-${hash}"`, encoded: {} };
        kept.set(key, tile);
      }
      reply
        .header('Cache-Control', IMMUTABLE)
        .header('ETag', tile.etag)
        .header('Vary', 'Accept-Encoding')
        .type('application/json; charset=utf-8');
      if (request.headers['if-none-match'] === tile.etag) return reply.code(304).send();
      const [encoding] = acceptedEncodings(request.headers['accept-encoding']);
      if (!encoding || tile.json.length < COMPRESS_THRESHOLD_BYTES) return reply.send(tile.json);
      const body = tile.encoded[encoding] ?? compress(tile.json, encoding);
      if (!tile.encoded[encoding]) {
        tile.encoded[encoding] = body;
        // Let the cache weigh the tile again with its new compressed copy.
        kept.set(key, tile);
      }
      return reply.header('Content-Encoding', encoding).send(body);
    },
  );
}
