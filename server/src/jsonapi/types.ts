/** The JSON:API shapes this server stores and serves (https://jsonapi.org/format/1.0/). */

export interface ResourceIdentifier {
  type: string;
  id: string;
  /** Drupal puts image alt/width/height and paragraph revision ids here. */
  meta?: Record<string, unknown>;
}

export type RelationshipData = ResourceIdentifier | ResourceIdentifier[] | null;

/** A resource as stored: relationships hold only their data (linkage). */
export interface StoredResource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, RelationshipData>;
  /** Resource-level meta, e.g. an image file's width and height. */
  meta?: Record<string, unknown>;
}

export interface Link {
  href: string;
}

export interface ResourceObject {
  type: string;
  id: string;
  links: { self: Link };
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: RelationshipData }>;
  meta?: Record<string, unknown>;
}

export interface ErrorObject {
  status: string;
  title: string;
  detail: string;
  source?: { parameter?: string; pointer?: string };
}

/** The top-level `jsonapi` member Drupal sends with every document. */
export const JSONAPI_OBJECT = {
  version: '1.0',
  meta: { links: { self: { href: 'http://jsonapi.org/format/1.0/' } } },
} as const;

export const JSONAPI_MEDIA_TYPE = 'application/vnd.api+json';

/** 'node--trend' is served at /jsonapi/node/trend, as Drupal does. */
export function typePath(type: string): string {
  return type.replace('--', '/');
}

export function identifiers(data: RelationshipData): ResourceIdentifier[] {
  if (data === null) return [];
  return Array.isArray(data) ? data : [data];
}
