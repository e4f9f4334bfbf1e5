import type { DomainSchema } from '.';

/**
 * The registry of generated images (owned by the media domain): seeders declare an image by
 * public id, kind and spec with registerMediaAsset (server/src/media/assets.ts), and the media
 * route renders it on first request. `spec` is the kind's JSON spec.
 */
export const mediaSchema: DomainSchema = {
  name: 'media',
  sql: `
    CREATE TABLE IF NOT EXISTS media_assets (
      public_id TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      spec TEXT NOT NULL
    );
  `,
};
