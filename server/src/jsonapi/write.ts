import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import { RequestError } from '../errors';
import { documentError } from './errors';
import { type ContentStore, kindOf, type TypeShape } from './store';
import type { RelationshipData, ResourceIdentifier, StoredResource } from './types';

/**
 * Creating, updating and deleting nodes as Drupal's JSON:API does
 * (https://www.drupal.org/docs/core-modules-and-themes/core-modules/jsonapi-module/creating-new-resources-post,
 * …/updating-existing-resources-patch, …/removing-resources-delete). A request document is
 * `{ data: { type, id?, attributes?, relationships? } }`; refusals point at the member at fault:
 * - 400: not a JSON:API document (no `data` object, a member of the wrong shape);
 * - 403: a field no one may write (the internal ids, `changed`), as Drupal's field access;
 * - 404: the resource (or a related one) does not exist;
 * - 409: `type` is not the endpoint's, a PATCH's `id` is not the URL's, a POST's `id` is taken;
 * - 422: a field the type does not have, a value of the wrong kind, a node without a title.
 * The fields a type has, and the kinds of their values, are those of the stored content.
 * Every write is one transaction; the change log's triggers record it for the sync endpoint.
 */

/** Set by the server on every write; a document may only repeat the stored value. */
const READ_ONLY = new Set([
  'drupal_internal__nid',
  'drupal_internal__vid',
  'changed',
  'revision_timestamp',
]);
const DATA_MEMBERS = new Set(['type', 'id', 'attributes', 'relationships', 'meta', 'links']);
const TOP_MEMBERS = new Set(['data', 'jsonapi', 'meta', 'links']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface ResourceChange {
  attributes: Record<string, unknown>;
  relationships: Record<string, RelationshipData>;
  id?: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Drupal's date format for `created` and `changed`: 2025-02-10T09:00:00+00:00. */
export function drupalDate(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}+00:00`;
}

export class ContentWriter {
  constructor(
    private readonly db: Db,
    private readonly store: ContentStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** POST /jsonapi/node/{bundle}: the new resource. */
  create(type: string, body: unknown): StoredResource {
    const shape = this.shapeOf(type);
    const change = this.read(type, shape, body, 'POST');
    const title = change.attributes.title;
    if (shape.attributes.has('title') && (typeof title !== 'string' || title.trim() === '')) {
      throw documentError(422, '/data/attributes/title', 'title: This value should not be null.');
    }
    const id = change.id ?? randomUUID();
    const now = drupalDate(this.now());
    return this.db
      .transaction(() => {
        if (this.exists(id)) {
          throw documentError(409, '/data/id', `Conflict: the entity ${id} already exists.`);
        }
        const { nid, position } = this.db
          .prepare(
            `SELECT coalesce(max(CASE WHEN type LIKE 'node--%'
                    THEN json_extract(attributes, '$.drupal_internal__nid') END), 0) + 1 AS nid,
                  coalesce(max(position), 0) + 1 AS position
           FROM jsonapi_resources`,
          )
          .get() as { nid: number; position: number };
        // Every field of the type is present, empty unless given, as Drupal lists them.
        const attributes: Json = {};
        for (const name of shape.attributes) attributes[name] = null;
        Object.assign(attributes, {
          drupal_internal__nid: nid,
          drupal_internal__vid: nid,
          langcode: 'en',
          status: true,
          default_langcode: true,
          created: now,
          promote: false,
          sticky: false,
          revision_translation_affected: true,
          // A node without an alias still has its path field, as Drupal serves it.
          ...(shape.attributes.has('path')
            ? { path: { alias: null, pid: null, langcode: 'en' } }
            : {}),
          ...change.attributes,
          changed: now,
          revision_timestamp: now,
        });
        const relationships: Record<string, RelationshipData> = {};
        for (const name of shape.relationships.keys()) {
          relationships[name] = shape.toMany.has(name) ? [] : null;
        }
        Object.assign(relationships, change.relationships);
        const resource: StoredResource = { type, id, attributes, relationships };
        this.db
          .prepare(
            `INSERT INTO jsonapi_resources (id, type, attributes, relationships, meta, created, changed, position)
           VALUES (?, ?, ?, ?, '{}', ?, ?, ?)`,
          )
          .run(
            id,
            type,
            JSON.stringify(attributes),
            JSON.stringify(relationships),
            String(attributes.created),
            now,
            position,
          );
        return resource;
      })
      .immediate();
  }

  /** PATCH /jsonapi/node/{bundle}/{id}: the updated resource. Fields not sent keep their values. */
  update(type: string, id: string, body: unknown): StoredResource {
    const shape = this.shapeOf(type);
    // Read and written under the write lock: a PATCH from another process cannot interleave.
    return this.db.transaction(() => this.updateLocked(type, id, shape, body)).immediate();
  }

  private updateLocked(type: string, id: string, shape: TypeShape, body: unknown): StoredResource {
    const current = this.find(type, id);
    const change = this.read(type, shape, body, 'PATCH', current);
    if (change.id !== id) {
      throw documentError(
        409,
        '/data/id',
        `The selected entity (${id}) does not match the ID in the payload (${change.id}).`,
      );
    }
    const now = drupalDate(this.now());
    const attributes: Json = { ...current.attributes, ...change.attributes };
    if ('changed' in current.attributes) attributes.changed = now;
    if ('revision_timestamp' in current.attributes) attributes.revision_timestamp = now;
    const relationships = { ...current.relationships, ...change.relationships };
    this.db
      .prepare(
        'UPDATE jsonapi_resources SET attributes = ?, relationships = ?, changed = ? WHERE id = ?',
      )
      .run(JSON.stringify(attributes), JSON.stringify(relationships), now, id);
    return { ...current, attributes, relationships };
  }

  /** DELETE /jsonapi/node/{bundle}/{id}. */
  remove(type: string, id: string): void {
    this.find(type, id);
    this.db.prepare('DELETE FROM jsonapi_resources WHERE id = ? AND type = ?').run(id, type);
  }

  private shapeOf(type: string): TypeShape {
    const shape = this.store.shape(type);
    if (!shape) throw new RequestError(404, `The resource type ${type} does not exist.`);
    return shape;
  }

  private find(type: string, id: string): StoredResource {
    const resource = this.store.find(type, id);
    if (!resource) throw new RequestError(404, `The ${type} resource ${id} does not exist.`);
    return resource;
  }

  private exists(id: string): boolean {
    return this.db.prepare('SELECT 1 FROM jsonapi_resources WHERE id = ?').get(id) !== undefined;
  }

  /** Reads and checks a request document against the type's fields. */
  private read(
    type: string,
    shape: TypeShape,
    body: unknown,
    method: 'POST' | 'PATCH',
    current?: StoredResource,
  ): ResourceChange {
    if (!isObject(body)) {
      throw documentError(400, '', 'The request body must be a JSON:API document: an object.');
    }
    for (const member of Object.keys(body)) {
      if (!TOP_MEMBERS.has(member)) {
        throw documentError(400, `/${member}`, `A request document may not have \`${member}\`.`);
      }
    }
    const { data } = body;
    if (!isObject(data)) {
      throw documentError(400, '/data', 'Missing `data`: the document must hold one resource.');
    }
    for (const member of Object.keys(data)) {
      if (!DATA_MEMBERS.has(member)) {
        throw documentError(400, `/data/${member}`, `A resource object has no \`${member}\`.`);
      }
    }
    if (typeof data.type !== 'string') {
      throw documentError(400, '/data/type', 'The resource object must have a `type`.');
    }
    if (data.type !== type) {
      throw documentError(
        409,
        '/data/type',
        `The provided type (${data.type}) does not match the destination resource type (${type}).`,
      );
    }
    if (method === 'PATCH' && data.id === undefined) {
      throw documentError(400, '/data/id', 'The resource object must have an `id` to update it.');
    }
    if (data.id !== undefined && (typeof data.id !== 'string' || !UUID.test(data.id))) {
      throw documentError(400, '/data/id', 'The `id` must be a UUID in lower case.');
    }
    return {
      id: data.id as string | undefined,
      attributes: this.readAttributes(type, shape, data.attributes, method, current),
      relationships: this.readRelationships(type, shape, data.relationships),
    };
  }

  private readAttributes(
    type: string,
    shape: TypeShape,
    given: unknown,
    method: 'POST' | 'PATCH',
    current?: StoredResource,
  ): Json {
    if (given === undefined) return {};
    if (!isObject(given)) {
      throw documentError(400, '/data/attributes', '`attributes` must be an object.');
    }
    const attributes: Json = {};
    for (const [name, value] of Object.entries(given)) {
      const pointer = `/data/attributes/${name}`;
      if (!shape.attributes.has(name)) {
        throw documentError(
          422,
          pointer,
          `The attribute ${name} does not exist on the ${type} resource type.`,
        );
      }
      if (READ_ONLY.has(name)) {
        // Drupal lets a client send back what it read; changing it is not allowed.
        if (
          method === 'PATCH' &&
          JSON.stringify(current?.attributes[name]) === JSON.stringify(value)
        )
          continue;
        throw documentError(
          403,
          pointer,
          `The current user is not allowed to ${method} the selected field (${name}).`,
        );
      }
      const kind = kindOf(value);
      const kinds = shape.kinds.get(name);
      if (kind && kinds && kinds.size > 0 && !kinds.has(kind)) {
        throw documentError(
          422,
          pointer,
          `${name}: expected ${[...kinds].join(' or ')}, got ${kind}.`,
        );
      }
      if (name === 'title' && (typeof value !== 'string' || value.trim() === '')) {
        throw documentError(422, pointer, 'title: This value should not be null.');
      }
      attributes[name] = value;
    }
    return attributes;
  }

  private readRelationships(
    type: string,
    shape: TypeShape,
    given: unknown,
  ): Record<string, RelationshipData> {
    if (given === undefined) return {};
    if (!isObject(given)) {
      throw documentError(400, '/data/relationships', '`relationships` must be an object.');
    }
    const relationships: Record<string, RelationshipData> = {};
    const targets: { pointer: string; identifier: ResourceIdentifier }[] = [];
    for (const [name, relationship] of Object.entries(given)) {
      const pointer = `/data/relationships/${name}`;
      const allowed = shape.relationships.get(name);
      if (!allowed) {
        throw documentError(
          422,
          pointer,
          `The relationship ${name} does not exist on the ${type} resource type.`,
        );
      }
      if (!isObject(relationship) || !('data' in relationship)) {
        throw documentError(400, pointer, 'A relationship must be an object with `data`.');
      }
      const { data } = relationship;
      const many = shape.toMany.has(name);
      if (Array.isArray(data) !== many && !(data === null && !many)) {
        throw documentError(
          422,
          `${pointer}/data`,
          many
            ? `${name} holds a list: send an array of resource identifiers.`
            : `${name} holds one resource: send a resource identifier or null.`,
        );
      }
      const list = data === null ? [] : Array.isArray(data) ? data : [data];
      const identifiers = list.map((item, index) => {
        const at = Array.isArray(data) ? `${pointer}/data/${index}` : `${pointer}/data`;
        if (!isObject(item) || typeof item.type !== 'string' || typeof item.id !== 'string') {
          throw documentError(400, at, 'A resource identifier is an object with `type` and `id`.');
        }
        if (item.meta !== undefined && !isObject(item.meta)) {
          throw documentError(400, `${at}/meta`, 'A resource identifier’s `meta` is an object.');
        }
        if (allowed.size > 0 && !allowed.has(item.type)) {
          throw documentError(
            422,
            `${at}/type`,
            `${name} points at ${[...allowed].join(' or ')}, not ${item.type}.`,
          );
        }
        const identifier: ResourceIdentifier = { type: item.type, id: item.id };
        if (item.meta) identifier.meta = item.meta;
        targets.push({ pointer: at, identifier });
        return identifier;
      });
      relationships[name] = Array.isArray(data) ? identifiers : (identifiers[0] ?? null);
    }
    const found = this.store.findMany(targets.map((target) => target.identifier.id));
    for (const { pointer, identifier } of targets) {
      if (found.get(identifier.id)?.type !== identifier.type) {
        throw documentError(
          404,
          pointer,
          `The related ${identifier.type} resource ${identifier.id} does not exist.`,
        );
      }
    }
    return relationships;
  }
}
