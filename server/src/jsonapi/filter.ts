import { queryError } from './errors';
import type { Condition, Group, SortField } from './query';
import type { ContentStore } from './store';
import { identifiers, type StoredResource } from './types';

/**
 * Evaluates filters and sorts over resources with Drupal's semantics:
 * - a path walks attributes (`body.value`, `path.alias`) and relationships (`field_category.name`);
 * - a multi-value field (e.g. field_website ['GHRES-au', 'GHRES-nz']) matches when one of its
 *   values does, so `filter[field_website][value]=GHRES-au` and CONTAINS both match an element;
 * - a text or link field compared without a property uses its main property (`value`, `uri`).
 */
export class Evaluator {
  private readonly loaded = new Map<string, StoredResource>();

  constructor(private readonly store: ContentStore) {}

  /** Refuses a path whose first field the type does not have (Drupal answers 400 too). */
  checkPath(type: string, path: string, parameter: 'filter' | 'sort'): void {
    const [field] = path.split('.');
    const shape = this.store.shape(type);
    if (field === 'id' || field === 'type') return;
    if (!field || !shape || (!shape.attributes.has(field) && !shape.relationships.has(field))) {
      throw queryError(
        parameter,
        `Invalid ${parameter === 'filter' ? 'nested filtering' : 'sort'}. The field \`${field}\`, given in the path \`${path}\`, does not exist on ${type}.`,
      );
    }
  }

  checkGroup(type: string, group: Group): void {
    for (const member of group.members) {
      if (member.kind === 'group') this.checkGroup(type, member);
      else this.checkPath(type, member.path, 'filter');
    }
  }

  matches(resource: StoredResource, group: Group): boolean {
    const test = (member: Condition | Group) =>
      member.kind === 'group' ? this.matches(resource, member) : this.holds(resource, member);
    return group.conjunction === 'AND' ? group.members.every(test) : group.members.some(test);
  }

  compare(a: StoredResource, b: StoredResource, sort: SortField[]): number {
    for (const { path, descending } of sort) {
      const left = this.values(a, path)[0];
      const right = this.values(b, path)[0];
      // Resources without a value go last whichever the direction.
      if (left === undefined || right === undefined) {
        if (left !== right) return left === undefined ? 1 : -1;
        continue;
      }
      const order = compareScalars(left, right);
      if (order !== 0) return descending ? -order : order;
    }
    return 0;
  }

  private holds(resource: StoredResource, { path, operator, value }: Condition): boolean {
    const values = this.values(resource, path);
    switch (operator) {
      case 'IS NULL':
        return values.length === 0;
      case 'IS NOT NULL':
        return values.length > 0;
      case '<>':
        return values.length > 0 && values.every((v) => !equals(v, value as string));
      case 'NOT IN':
        return (
          values.length > 0 && values.every((v) => !(value as string[]).some((w) => equals(v, w)))
        );
      case 'NOT BETWEEN':
        return values.length > 0 && values.every((v) => !between(v, value as string[]));
      default:
        return values.some((v) => holdsFor(v, operator, value));
    }
  }

  /** Every scalar a path reaches from a resource (several for multi-value fields). */
  values(resource: StoredResource, path: string): Scalar[] {
    const [field = '', ...rest] = path.split('.');
    if (field === 'id') return [resource.id];
    if (field === 'type') return [resource.type];
    if (field in resource.relationships) {
      const targets = identifiers(resource.relationships[field] ?? null);
      if (rest.length === 0) return targets.map((target) => target.id);
      return this.related(targets.map((target) => target.id)).flatMap((target) =>
        this.values(target, rest.join('.')),
      );
    }
    return scalars(resource.attributes[field], rest);
  }

  private related(ids: string[]): StoredResource[] {
    const missing = ids.filter((id) => !this.loaded.has(id));
    if (missing.length > 0) {
      for (const [id, resource] of this.store.findMany(missing)) this.loaded.set(id, resource);
    }
    return ids.flatMap((id) => this.loaded.get(id) ?? []);
  }
}

type Scalar = string | number | boolean;

const MAIN_PROPERTIES = ['value', 'uri', 'alias', 'url'];

function scalars(value: unknown, rest: string[]): Scalar[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => scalars(item, rest));
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const [next, ...deeper] = rest;
    if (next !== undefined) return scalars(record[next], deeper);
    const main = MAIN_PROPERTIES.find((name) => name in record);
    return main ? scalars(record[main], []) : [];
  }
  if (rest.length > 0) return [];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? [value]
    : [];
}

function holdsFor(
  actual: Scalar,
  operator: Condition['operator'],
  value: Condition['value'],
): boolean {
  const text = String(actual).toLowerCase();
  switch (operator) {
    case '=':
      return equals(actual, value as string);
    case 'CONTAINS':
      return text.includes((value as string).toLowerCase());
    case 'STARTS_WITH':
      return text.startsWith((value as string).toLowerCase());
    case 'ENDS_WITH':
      return text.endsWith((value as string).toLowerCase());
    case 'IN':
      return (value as string[]).some((item) => equals(actual, item));
    case 'BETWEEN':
      return between(actual, value as string[]);
    case '>':
      return compareToQuery(actual, value as string) > 0;
    case '>=':
      return compareToQuery(actual, value as string) >= 0;
    case '<':
      return compareToQuery(actual, value as string) < 0;
    case '<=':
      return compareToQuery(actual, value as string) <= 0;
    default:
      return false;
  }
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/;

/** Booleans match 1/0/true/false as Drupal's status filters are written. */
function equals(actual: Scalar, query: string): boolean {
  if (typeof actual === 'boolean') return (query === '1' || query === 'true') === actual;
  if (typeof actual === 'number') return NUMBER.test(query) && Number(query) === actual;
  return actual === query;
}

function between(actual: Scalar, [low = '', high = '']: string[]): boolean {
  return compareToQuery(actual, low) >= 0 && compareToQuery(actual, high) <= 0;
}

/**
 * Numbers compare as numbers; a date attribute (ISO text, as Drupal outputs `created`) compared
 * with a number compares as a Unix timestamp, which is how Drupal stores and filters it.
 */
function compareToQuery(actual: Scalar, query: string): number {
  if (typeof actual === 'number' && NUMBER.test(query)) return actual - Number(query);
  if (typeof actual === 'string' && ISO_DATE.test(actual) && NUMBER.test(query)) {
    return Date.parse(actual) / 1000 - Number(query);
  }
  if (typeof actual === 'string' && ISO_DATE.test(actual) && ISO_DATE.test(query)) {
    return Date.parse(actual) - Date.parse(query);
  }
  return compareScalars(actual, query);
}

function compareScalars(a: Scalar, b: Scalar): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string' && ISO_DATE.test(a) && ISO_DATE.test(b)) {
    return Date.parse(a) - Date.parse(b);
  }
  const left = String(a).toLowerCase();
  const right = String(b).toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}
