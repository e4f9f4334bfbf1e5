import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../src/db';
import { clearMediaAssets, registerMediaAsset } from '../../src/media/assets';
import type { Seeder } from '..';
import {
  type BuiltContent,
  buildContent,
  type ContentEntry,
  contentUuid,
  DEMO_NAMESPACE,
} from './build';
import { resolveRoomShots, roomShotResolver } from './room-shots';
import { catalogueVariantPicker, type TrendSource, trendEntries } from './trends';

/**
 * The demo editorial content (DESIGN.md §6): the JSON files in data/ (pages, news, projects,
 * rooms, slideshows, alerts, highlights, taxonomy) and trends.json, loaded into the JSON:API
 * resource table. Runs after the catalogue so trend reports can name real products.
 */
export const contentSeeder: Seeder = {
  name: 'content',
  version: 6,
  table: 'jsonapi_resources',
  run(db) {
    seedContent(db);
  },
};

const DATA_DIR = join(__dirname, 'data');
const TRENDS_FILE = join(__dirname, 'trends.json');
/** Public ids of every editorial image start with this (catalogue images do not). */
export const CONTENT_MEDIA_PREFIX = 'content/';

export function readContentEntries(db: Db): ContentEntry[] {
  const entries: ContentEntry[] = [];
  for (const name of readdirSync(DATA_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    entries.push(...readEntries(join(DATA_DIR, name)));
  }
  const withRoomShots = resolveRoomShots(entries, roomShotResolver(db));
  const trends = JSON.parse(readFileSync(TRENDS_FILE, 'utf8')) as TrendSource[];
  withRoomShots.push(...trendEntries(trends, catalogueVariantPicker(db)));
  return withRoomShots;
}

/** Reads one data file: a JSON array of entries (see build.ts for the format). */
export function readEntries(path: string): ContentEntry[] {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  if (!Array.isArray(parsed)) throw new Error(`${path} must hold a JSON array of content entries`);
  parsed.forEach((entry, index) => {
    if (typeof entry !== 'object' || entry === null || typeof entry.type !== 'string') {
      throw new Error(`${path}[${index}] is not a content entry with a type`);
    }
    if (typeof entry.attributes !== 'object' || entry.attributes === null) {
      throw new Error(`${path}[${index}] (${entry.type}) has no attributes`);
    }
  });
  return parsed as ContentEntry[];
}

/** Replaces all content with the demo content. */
export function seedContent(db: Db): void {
  const built = buildContent(readContentEntries(db));
  const stray = built.media.find((asset) => !asset.publicId.startsWith(CONTENT_MEDIA_PREFIX));
  if (stray)
    throw new Error(`Content image ${stray.publicId} must start with ${CONTENT_MEDIA_PREFIX}`);
  db.transaction(() => {
    db.prepare('DELETE FROM jsonapi_resources').run();
    db.prepare('DELETE FROM content_files').run();
    clearMediaAssets(db, CONTENT_MEDIA_PREFIX);
    writeContent(db, built);
  })();
}

/**
 * Adds content beside what is there (tests add fixtures this way). `namespace` keeps the ids of
 * added entries apart from the demo content's; keys it does not define refer to demo content.
 */
export function addContent(db: Db, entries: ContentEntry[], namespace: string): void {
  const findDemo = db.prepare('SELECT type, attributes FROM jsonapi_resources WHERE id = ?');
  const built = buildContent(entries, namespace, (key) => {
    const id = contentUuid(`${DEMO_NAMESPACE}:${key}`);
    const row = findDemo.get(id) as { type: string; attributes: string } | undefined;
    if (!row) return undefined;
    const attributes = JSON.parse(row.attributes) as Record<string, unknown>;
    const internalId = Object.entries(attributes).find(([name]) =>
      /^drupal_internal__(nid|tid|id|fid)$/.test(name),
    )?.[1];
    return { type: row.type, id, meta: { drupal_internal__target_id: internalId } };
  });
  db.transaction(() => writeContent(db, built))();
}

function writeContent(db: Db, { resources, media, files }: BuiltContent): void {
  const start =
    (
      db.prepare('SELECT coalesce(max(position), 0) AS p FROM jsonapi_resources').get() as {
        p: number;
      }
    ).p + 1;
  const insert = db.prepare(
    `INSERT INTO jsonapi_resources (id, type, attributes, relationships, meta, created, changed, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  resources.forEach((resource, index) => {
    insert.run(
      resource.id,
      resource.type,
      JSON.stringify(resource.attributes),
      JSON.stringify(resource.relationships),
      JSON.stringify(resource.meta),
      resource.created,
      resource.created,
      start + index,
    );
  });
  const insertFile = db.prepare(
    'INSERT INTO content_files (path, mime, body) VALUES (?, ?, ?) ON CONFLICT(path) DO UPDATE SET mime = excluded.mime, body = excluded.body',
  );
  for (const file of files) insertFile.run(file.path, file.mime, file.body);
  for (const asset of media) registerMediaAsset(db, asset);
}
