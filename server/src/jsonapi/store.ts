import type { Db } from '../db';
import { identifiers, type RelationshipData, type StoredResource } from './types';

interface ResourceRow {
  id: string;
  type: string;
  attributes: string;
  relationships: string;
  meta: string;
}

/** The JSON kinds an attribute's values take: a write must keep to them. */
export type ValueKind = 'string' | 'number' | 'boolean' | 'array' | 'object';

/** What the stored content says each resource type has: its fields and where its links lead. */
export interface TypeShape {
  attributes: Set<string>;
  /** Relationship field → the resource types it points at. */
  relationships: Map<string, Set<string>>;
  /** Attribute → the kinds of its non-null values. */
  kinds: Map<string, Set<ValueKind>>;
  /** The relationship fields that hold a list (Drupal: cardinality above one). */
  toMany: Set<string>;
}

export function kindOf(value: unknown): ValueKind | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return 'array';
  const kind = typeof value;
  return kind === 'string' || kind === 'number' || kind === 'boolean' || kind === 'object'
    ? kind
    : undefined;
}

function parseRow(row: ResourceRow): StoredResource {
  const resource: StoredResource = {
    type: row.type,
    id: row.id,
    attributes: JSON.parse(row.attributes) as Record<string, unknown>,
    relationships: JSON.parse(row.relationships) as Record<string, RelationshipData>,
  };
  const meta = JSON.parse(row.meta) as Record<string, unknown>;
  if (Object.keys(meta).length > 0) resource.meta = meta;
  return resource;
}

/**
 * Reads JSON:API resources from SQLite. Collections are small (hundreds of resources), so a
 * collection is read whole and filtered in memory (filter.ts), which keeps Drupal's multi-value
 * and relationship-path semantics in one readable place instead of generated SQL.
 */
export class ContentStore {
  private shapes: Map<string, TypeShape> | undefined;
  private shapesVersion = '';

  constructor(private readonly db: Db) {}

  /** Every resource type that has content, in a stable order. */
  types(): string[] {
    return [...this.typeShapes().keys()].sort();
  }

  shape(type: string): TypeShape | undefined {
    return this.typeShapes().get(type);
  }

  /** All resources of a type in the order they were written (Drupal's default: by id). */
  ofType(type: string): StoredResource[] {
    const rows = this.db
      .prepare(
        'SELECT id, type, attributes, relationships, meta FROM jsonapi_resources WHERE type = ? ORDER BY position',
      )
      .all(type) as ResourceRow[];
    return rows.map(parseRow);
  }

  find(type: string, id: string): StoredResource | undefined {
    const row = this.db
      .prepare(
        'SELECT id, type, attributes, relationships, meta FROM jsonapi_resources WHERE id = ? AND type = ?',
      )
      .get(id, type) as ResourceRow | undefined;
    return row ? parseRow(row) : undefined;
  }

  /** The resources with these ids, keyed by id; unknown ids are left out. */
  findMany(ids: Iterable<string>): Map<string, StoredResource> {
    const wanted = [...new Set(ids)];
    const found = new Map<string, StoredResource>();
    // SQLite's default limit on bound parameters is far above this; chunk to stay well clear.
    for (let start = 0; start < wanted.length; start += 500) {
      const chunk = wanted.slice(start, start + 500);
      const rows = this.db
        .prepare(
          `SELECT id, type, attributes, relationships, meta FROM jsonapi_resources WHERE id IN (${chunk
            .map(() => '?')
            .join(',')})`,
        )
        .all(...chunk) as ResourceRow[];
      for (const row of rows) found.set(row.id, parseRow(row));
    }
    return found;
  }

  /** A content file (e.g. a trend-report PDF) by its path below /sites/default/files/. */
  file(path: string): { mime: string; body: Buffer } | undefined {
    return this.db.prepare('SELECT mime, body FROM content_files WHERE path = ?').get(path) as
      | { mime: string; body: Buffer }
      | undefined;
  }

  /**
   * The fields of every type, derived from the content itself and recomputed only when the
   * content changes (its row count or last position moves).
   */
  private typeShapes(): Map<string, TypeShape> {
    const version = this.db
      .prepare('SELECT count(*) AS n, coalesce(max(position), 0) AS p FROM jsonapi_resources')
      .get() as { n: number; p: number };
    const key = `${version.n}:${version.p}`;
    if (this.shapes && this.shapesVersion === key) return this.shapes;

    const shapes = new Map<string, TypeShape>();
    const rows = this.db
      .prepare('SELECT type, attributes, relationships FROM jsonapi_resources')
      .all() as Omit<ResourceRow, 'id' | 'meta'>[];
    for (const row of rows) {
      let shape = shapes.get(row.type);
      if (!shape) {
        shape = {
          attributes: new Set(),
          relationships: new Map(),
          kinds: new Map(),
          toMany: new Set(),
        };
        shapes.set(row.type, shape);
      }
      const attributes = JSON.parse(row.attributes) as Record<string, unknown>;
      for (const [name, value] of Object.entries(attributes)) {
        shape.attributes.add(name);
        let kinds = shape.kinds.get(name);
        if (!kinds) {
          kinds = new Set();
          shape.kinds.set(name, kinds);
        }
        const kind = kindOf(value);
        if (kind) kinds.add(kind);
      }
      const relationships = JSON.parse(row.relationships) as Record<string, RelationshipData>;
      for (const [name, data] of Object.entries(relationships)) {
        let targets = shape.relationships.get(name);
        if (!targets) {
          targets = new Set();
          shape.relationships.set(name, targets);
        }
        if (Array.isArray(data)) shape.toMany.add(name);
        for (const target of identifiers(data)) targets.add(target.type);
      }
    }
    this.shapes = shapes;
    this.shapesVersion = key;
    return shapes;
  }
}
