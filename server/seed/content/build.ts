import { createHash } from 'node:crypto';
import { parseRoomShotId } from '@gh/shared/catalogue';
import type { RelationshipData, ResourceIdentifier } from '../../src/jsonapi/types';
import type { MediaAsset, MediaKind } from '../../src/media/assets';
import { renderPdf } from './pdf';

/**
 * The authoring format of the content data files (server/seed/content/*.json) and its
 * translation into Drupal-shaped JSON:API resources.
 *
 * An entry is one resource: `type` ('node--article'), an optional `key` other entries refer to
 * it by, `attributes`, and `relationships` whose values are either
 * - a key (string) of another entry,
 * - an inline entry (a paragraph or term owned by this one),
 * - an image `{ image: publicId, kind, spec, alt, width, height }`, declared to the media
 *   service and exposed as a file--file whose URL is the media route (a room shot,
 *   `room-shots/{room}/{globalItemId}`, is made by the media service itself: it has no kind or
 *   spec, and is not declared), or
 * - a PDF `{ pdf: path, title, subtitle, lines }`, rendered and served at /sites/default/files/.
 * Attribute values `{ "html": "…" }` become Drupal formatted text ({value, format, processed}),
 * and a node's `path` string becomes its path alias.
 */
export interface ContentEntry {
  type: string;
  key?: string;
  /** ISO 8601; nodes and terms only (paragraphs take their parent's). */
  created?: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, RelationshipSource | RelationshipSource[]>;
}

export interface ImageSource {
  image: string;
  /** How the media service draws it; absent for a room shot, which it lays itself. */
  kind?: MediaKind;
  spec?: Record<string, unknown>;
  alt: string;
  width: number;
  height: number;
  title?: string;
}

export interface PdfSource {
  pdf: string;
  title: string;
  subtitle: string;
  lines: string[];
  colours?: string[];
}

export type RelationshipSource = string | ContentEntry | ImageSource | PdfSource;

export interface BuiltResource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, RelationshipData>;
  meta: Record<string, unknown>;
  created: string;
}

export interface BuiltContent {
  resources: BuiltResource[];
  media: MediaAsset[];
  files: { path: string; mime: string; body: Buffer }[];
}

/** The namespace of the demo content's ids: contentUuid(`demo:${key}`). */
export const DEMO_NAMESPACE = 'demo';
const DEFAULT_CREATED = '2025-01-06T09:00:00+00:00';
const MEDIA_ROUTE = '/media/gh/image/upload/v1';
const FILES_ROUTE = '/sites/default/files';

/** A name-based (version 5 style) UUID, so that ids stay the same every time the seed runs. */
export function contentUuid(name: string): string {
  const hash = createHash('sha1').update(`gh-content:${name}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const isImage = (source: RelationshipSource): source is ImageSource =>
  typeof source === 'object' && 'image' in source;
const isPdf = (source: RelationshipSource): source is PdfSource =>
  typeof source === 'object' && 'pdf' in source;

interface Flat {
  entry: ContentEntry;
  key: string;
  id: string;
  internalId: number;
  parent?: { flat: Flat; field: string };
}

/** Builds every resource of the given entries; throws on a dangling key or a malformed entry. */
export function buildContent(
  entries: ContentEntry[],
  namespace = DEMO_NAMESPACE,
  /** Resolves keys of content built earlier (e.g. a fixture naming a demo taxonomy term). */
  external: (key: string) => ResourceIdentifier | undefined = () => undefined,
): BuiltContent {
  const flats: Flat[] = [];
  const byKey = new Map<string, Flat>();
  const counters = new Map<string, number>();
  const media = new Map<string, MediaAsset>();
  const files: BuiltContent['files'] = [];
  const resources: BuiltResource[] = [];
  const fileResources = new Map<string, BuiltResource>();

  const nextId = (entityType: string) => {
    const next = (counters.get(entityType) ?? 0) + 1;
    counters.set(entityType, next);
    return next;
  };

  const flatten = (entry: ContentEntry, key: string, parent?: Flat['parent']) => {
    if (typeof entry.type !== 'string' || !entry.type.includes('--')) {
      throw new Error(`Content entry ${key} needs a type such as node--page`);
    }
    if (byKey.has(key)) throw new Error(`Duplicate content key ${key}`);
    const flat: Flat = {
      entry,
      key,
      id: contentUuid(`${namespace}:${key}`),
      internalId: nextId(entry.type.split('--')[0] ?? ''),
      ...(parent ? { parent } : {}),
    };
    flats.push(flat);
    byKey.set(key, flat);
    for (const [field, value] of Object.entries(entry.relationships ?? {})) {
      const list = Array.isArray(value) ? value : [value];
      list.forEach((source, index) => {
        if (typeof source === 'object' && 'type' in source) {
          flatten(source, source.key ?? `${key}/${field}/${index}`, { flat, field });
        }
      });
    }
  };
  entries.forEach((entry, index) => {
    flatten(entry, entry.key ?? `${entry.type}:${index}`);
  });

  const createdOf = (flat: Flat): string =>
    flat.entry.created ?? (flat.parent ? createdOf(flat.parent.flat) : DEFAULT_CREATED);

  const fileFor = (source: ImageSource | PdfSource, created: string): BuiltResource => {
    const key = isImage(source) ? `image:${source.image}` : `pdf:${source.pdf}`;
    const existing = fileResources.get(key);
    if (existing) {
      if (
        isImage(source) &&
        source.kind &&
        JSON.stringify(media.get(source.image)?.spec) !==
          JSON.stringify({ ...source.spec, width: source.width, height: source.height })
      ) {
        throw new Error(`Image ${source.image} is declared twice with different specs`);
      }
      return existing;
    }
    let attributes: Record<string, unknown>;
    let meta: Record<string, unknown> = {};
    if (isImage(source)) {
      if (source.kind) {
        const asset = {
          publicId: source.image,
          kind: source.kind,
          spec: { ...source.spec, width: source.width, height: source.height },
        } as MediaAsset;
        media.set(source.image, asset);
      } else if (!parseRoomShotId(source.image)) {
        throw new Error(`Image ${source.image} needs a kind and spec: only room shots have none`);
      }
      const filename = `${source.image.split('/').pop()}.jpg`;
      attributes = {
        filename,
        // Generated by the media service rather than stored by Drupal: the scheme says so.
        uri: { value: `media://gh/${source.image}.jpg`, url: `${MEDIA_ROUTE}/${source.image}.jpg` },
        filemime: 'image/jpeg',
        filesize: null,
      };
      meta = { width: source.width, height: source.height };
    } else {
      const body = renderPdf(source);
      files.push({ path: source.pdf, mime: 'application/pdf', body });
      attributes = {
        filename: source.pdf.split('/').pop(),
        uri: { value: `public://${source.pdf}`, url: `${FILES_ROUTE}/${source.pdf}` },
        filemime: 'application/pdf',
        filesize: body.length,
      };
    }
    const fid = nextId('file');
    const resource: BuiltResource = {
      id: contentUuid(`${namespace}:${key}`),
      type: 'file--file',
      attributes: {
        drupal_internal__fid: fid,
        langcode: 'en',
        ...attributes,
        status: true,
        created,
        changed: created,
      },
      relationships: {},
      meta,
      created,
    };
    fileResources.set(key, resource);
    resources.push(resource);
    return resource;
  };

  const link = (source: RelationshipSource, owner: Flat, field: string, index: number) => {
    if (isImage(source) || isPdf(source)) {
      const file = fileFor(source, createdOf(owner));
      // An image field's meta says how to show the image, a file field's how to list the file.
      const shown = isImage(source)
        ? { alt: source.alt, title: source.title ?? '', width: source.width, height: source.height }
        : { description: source.title, display: true };
      return {
        type: 'file--file',
        id: file.id,
        meta: { ...shown, drupal_internal__target_id: file.attributes.drupal_internal__fid },
      } satisfies ResourceIdentifier;
    }
    const key =
      typeof source === 'string' ? source : (source.key ?? `${owner.key}/${field}/${index}`);
    const target = byKey.get(key);
    if (!target) {
      const outside = external(key);
      if (outside) return outside;
      throw new Error(`Content ${owner.key} refers to ${key}, which does not exist`);
    }
    const meta: Record<string, unknown> = { drupal_internal__target_id: target.internalId };
    if (target.entry.type.startsWith('paragraph--')) meta.target_revision_id = target.internalId;
    return { type: target.entry.type, id: target.id, meta } satisfies ResourceIdentifier;
  };

  for (const flat of flats) {
    const { entry } = flat;
    const created = createdOf(flat);
    const relationships: Record<string, RelationshipData> = {};
    for (const [field, value] of Object.entries(entry.relationships ?? {})) {
      relationships[field] = Array.isArray(value)
        ? value.map((source, index) => link(source, flat, field, index))
        : link(value, flat, field, 0);
    }
    resources.push({
      id: flat.id,
      type: entry.type,
      attributes: { ...baseAttributes(flat, created), ...fieldAttributes(flat) },
      relationships,
      meta: {},
      created,
    });
  }
  return { resources, media: [...media.values()], files };
}

/** The base fields Drupal adds to every entity of each kind. */
function baseAttributes(flat: Flat, created: string): Record<string, unknown> {
  const [entityType] = flat.entry.type.split('--');
  const id = flat.internalId;
  const common = { langcode: 'en', status: true, default_langcode: true };
  switch (entityType) {
    case 'node': {
      if (!Array.isArray(flat.entry.attributes.field_website)) {
        throw new Error(`Node ${flat.key} needs field_website values such as GHRES-au`);
      }
      return {
        drupal_internal__nid: id,
        drupal_internal__vid: id,
        ...common,
        title: '',
        created,
        changed: created,
        promote: false,
        sticky: false,
        revision_timestamp: created,
        revision_translation_affected: true,
      };
    }
    case 'paragraph': {
      const parent = flat.parent;
      return {
        drupal_internal__id: id,
        drupal_internal__revision_id: id,
        ...common,
        created,
        parent_id: parent ? String(parent.flat.internalId) : null,
        parent_type: parent ? parent.flat.entry.type.split('--')[0] : null,
        parent_field_name: parent?.field ?? null,
        behavior_settings: [],
        revision_translation_affected: true,
      };
    }
    case 'taxonomy_term':
      return {
        drupal_internal__tid: id,
        drupal_internal__revision_id: id,
        ...common,
        description: null,
        weight: 0,
        changed: created,
        revision_translation_affected: true,
      };
    default:
      return { ...common, created, changed: created };
  }
}

function fieldAttributes(flat: Flat): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(flat.entry.attributes)) {
    if (name === 'path' && typeof value === 'string') {
      attributes.path = { alias: value, pid: flat.internalId, langcode: 'en' };
    } else {
      attributes[name] = formatted(value);
    }
  }
  return attributes;
}

/** `{ html, summary? }` → Drupal's formatted text; lists and other values pass through. */
function formatted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(formatted);
  if (typeof value === 'object' && value !== null && 'html' in value) {
    const { html, summary } = value as { html: string; summary?: string };
    return { value: html, format: 'basic_html', processed: html, summary: summary ?? '' };
  }
  return value;
}
