import { queryError } from './errors';

// The error document is built beside the errors; importers of the documents find it here too.
export { errorDocument } from './errors';

import type { ContentStore } from './store';
import {
  identifiers,
  JSONAPI_OBJECT,
  type ResourceObject,
  type StoredResource,
  typePath,
} from './types';

/** Turns stored resources into JSON:API documents with absolute links from the request's origin. */
export class DocumentBuilder {
  constructor(
    private readonly store: ContentStore,
    /** e.g. http://localhost:8000, from the request's protocol and host. */
    private readonly origin: string,
  ) {}

  /** The /jsonapi index: every resource type as a link object with an absolute href. */
  index() {
    const links: Record<string, { href: string }> = { self: { href: `${this.origin}/jsonapi` } };
    for (const type of this.store.types()) {
      links[type] = { href: `${this.origin}/jsonapi/${typePath(type)}` };
    }
    return { jsonapi: JSONAPI_OBJECT, data: [], links };
  }

  resource(resource: StoredResource, fields: Map<string, Set<string>>): ResourceObject {
    const keep = fields.get(resource.type);
    const wanted = (name: string) => !keep || keep.has(name);
    const attributes: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(resource.attributes)) {
      if (wanted(name)) attributes[name] = value;
    }
    if (resource.type === 'file--file' && 'uri' in attributes) {
      attributes.uri = this.absoluteUri(attributes.uri);
    }
    const object: ResourceObject = {
      type: resource.type,
      id: resource.id,
      links: { self: { href: `${this.origin}/jsonapi/${typePath(resource.type)}/${resource.id}` } },
      attributes,
    };
    const relationships = Object.entries(resource.relationships).filter(([name]) => wanted(name));
    if (relationships.length > 0) {
      object.relationships = Object.fromEntries(
        relationships.map(([name, data]) => [name, { data }]),
      );
    }
    if (resource.meta) object.meta = resource.meta;
    return object;
  }

  /**
   * The resources an include parameter asks for, walking each dotted path from the primary data
   * (intermediate resources are included too), each once and none that is primary data.
   */
  included(type: string, primary: StoredResource[], include: string[][]): StoredResource[] {
    for (const path of include) this.checkInclude(type, path);
    const primaryIds = new Set(primary.map((resource) => resource.id));
    const included = new Map<string, StoredResource>();
    for (const path of include) {
      let level = primary;
      for (const field of path) {
        const ids = level.flatMap((resource) =>
          identifiers(resource.relationships[field] ?? null).map((target) => target.id),
        );
        const found = this.store.findMany(ids);
        level = [...new Set(ids)].flatMap((id) => found.get(id) ?? []);
        for (const resource of level) {
          if (!primaryIds.has(resource.id)) included.set(resource.id, resource);
        }
      }
    }
    return [...included.values()];
  }

  /** Refuses an include path through a field that is not a relationship (Drupal: 400). */
  private checkInclude(type: string, path: string[]): void {
    let types = new Set([type]);
    for (const field of path) {
      const next = new Set<string>();
      let known = false;
      for (const current of types) {
        const targets = this.store.shape(current)?.relationships.get(field);
        if (!targets) continue;
        known = true;
        for (const target of targets) next.add(target);
      }
      if (!known) {
        throw queryError(
          'include',
          `\`${field}\` is not a valid relationship field name in the include path \`${path.join('.')}\`.`,
        );
      }
      types = next;
    }
  }

  private absoluteUri(uri: unknown): unknown {
    if (typeof uri !== 'object' || uri === null) return uri;
    const { url } = uri as { url?: unknown };
    if (typeof url !== 'string' || !url.startsWith('/')) return uri;
    return { ...uri, url: `${this.origin}${url}` };
  }
}
