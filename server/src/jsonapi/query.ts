import qs from 'qs';
import { queryError } from './errors';

/**
 * The query parameters of Drupal's JSON:API (https://www.drupal.org/docs/core-modules-and-themes/
 * core-modules/jsonapi-module/filtering), parsed with PHP's bracket rules (qs) into:
 * filter conditions and groups, sort, page, include paths and sparse fieldsets.
 */

export const OPERATORS = [
  '=',
  '<>',
  '>',
  '>=',
  '<',
  '<=',
  'STARTS_WITH',
  'CONTAINS',
  'ENDS_WITH',
  'IN',
  'NOT IN',
  'BETWEEN',
  'NOT BETWEEN',
  'IS NULL',
  'IS NOT NULL',
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Condition {
  kind: 'condition';
  path: string;
  operator: Operator;
  /** A string, or a list for IN, NOT IN, BETWEEN and NOT BETWEEN; absent for IS (NOT) NULL. */
  value?: string | string[];
}

export interface Group {
  kind: 'group';
  conjunction: 'AND' | 'OR';
  members: (Condition | Group)[];
}

export interface SortField {
  path: string;
  descending: boolean;
}

export interface CollectionQuery {
  filter: Group;
  sort: SortField[];
  offset: number;
  limit: number;
  /** Each include path split on '.', e.g. field_flatlays.field_slots → two segments. */
  include: string[][];
  /** Sparse fieldsets: type → the fields to keep. */
  fields: Map<string, Set<string>>;
}

/** Drupal's page size: a larger page[limit] is reduced to it, as Drupal does. */
export const MAX_PAGE_LIMIT = 50;

const ROOT = '@root';
const LIST_OPERATORS: readonly Operator[] = ['IN', 'NOT IN', 'BETWEEN', 'NOT BETWEEN'];
const NULL_OPERATORS: readonly Operator[] = ['IS NULL', 'IS NOT NULL'];
const FAMILIES = new Set(['filter', 'sort', 'page', 'include', 'fields']);

type Parsed = Record<string, unknown>;

const isRecord = (value: unknown): value is Parsed =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses a raw query string (without '?'). Throws a 400 RequestError naming the parameter. */
export function parseQuery(raw: string): CollectionQuery {
  let params: Parsed;
  try {
    params = qs.parse(raw, {
      depth: 5,
      strictDepth: true,
      arrayLimit: 100,
      parameterLimit: 1000,
      throwOnLimitExceeded: true,
    }) as Parsed;
  } catch (error) {
    throw queryError('query', `The query string could not be read: ${(error as Error).message}`);
  }
  for (const name of Object.keys(params)) {
    // JSON:API reserves all-lowercase a-z names for the spec; Drupal refuses unknown ones and
    // lets custom (e.g. hyphenated or camelCase) parameters through.
    if (/^[a-z]+$/.test(name) && !FAMILIES.has(name)) {
      throw queryError(
        name,
        `The query parameter "${name}" is not one JSON:API defines (filter, sort, page, include, fields); custom parameters need a non a-z character.`,
      );
    }
  }
  return {
    filter: parseFilter(params.filter),
    sort: parseSort(params.sort),
    ...parsePage(params.page),
    include: parseInclude(params.include),
    fields: parseFields(params.fields),
  };
}

function parseFilter(filter: unknown): Group {
  const root: Group = { kind: 'group', conjunction: 'AND', members: [] };
  if (filter === undefined) return root;
  if (!isRecord(filter)) {
    throw queryError('filter', 'filter must be keyed, e.g. filter[field_slug]=balanced-brights.');
  }
  const groups = new Map<string, { group: Group; memberOf: string }>();
  const conditions: { condition: Condition; memberOf: string }[] = [];

  for (const [key, item] of Object.entries(filter)) {
    if (key === ROOT) throw queryError('filter', `"${ROOT}" is a reserved filter id.`);
    if (typeof item === 'string') {
      conditions.push({
        condition: { kind: 'condition', path: key, operator: '=', value: item },
        memberOf: ROOT,
      });
      continue;
    }
    if (!isRecord(item))
      throw queryError('filter', `filter[${key}] is not a condition or a group.`);
    if ('group' in item) {
      const group = item.group;
      if (!isRecord(group))
        throw queryError('filter', `filter[${key}][group] must have a conjunction.`);
      const conjunction = String(group.conjunction ?? 'AND').toUpperCase();
      if (conjunction !== 'AND' && conjunction !== 'OR') {
        throw queryError('filter', `filter[${key}][group][conjunction] must be AND or OR.`);
      }
      groups.set(key, {
        group: { kind: 'group', conjunction, members: [] },
        memberOf: stringOr(group.memberOf, ROOT, `filter[${key}][group][memberOf]`),
      });
      continue;
    }
    // Shorthand: filter[field][value]=x&filter[field][operator]=CONTAINS is a condition on `field`.
    const body = 'condition' in item ? item.condition : item;
    if (!isRecord(body)) throw queryError('filter', `filter[${key}][condition] must be keyed.`);
    conditions.push({
      condition: parseCondition(key, body),
      memberOf: stringOr(body.memberOf, ROOT, `filter[${key}][condition][memberOf]`),
    });
  }

  const parentOf = (memberOf: string, where: string): Group => {
    if (memberOf === ROOT) return root;
    const parent = groups.get(memberOf);
    if (!parent)
      throw queryError('filter', `${where} names a group "${memberOf}" that is not defined.`);
    return parent.group;
  };
  for (const [key, { group, memberOf }] of groups) {
    // A group that is its own ancestor would never be reached from the root: refuse it.
    const seen = new Set([key]);
    for (let up = memberOf; up !== ROOT; ) {
      if (seen.has(up))
        throw queryError('filter', `The filter group "${key}" is a member of itself.`);
      seen.add(up);
      up = groups.get(up)?.memberOf ?? ROOT;
    }
    parentOf(memberOf, `filter[${key}][group][memberOf]`).members.push(group);
  }
  for (const { condition, memberOf } of conditions) {
    parentOf(memberOf, `The condition on "${condition.path}"`).members.push(condition);
  }
  return root;
}

function stringOr(value: unknown, fallback: string, where: string): string {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || value === '')
    throw queryError('filter', `${where} must be a name.`);
  return value;
}

function parseCondition(key: string, body: Parsed): Condition {
  const path = body.path === undefined ? key : body.path;
  if (typeof path !== 'string' || !/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/.test(path)) {
    throw queryError('filter', `filter[${key}] has an invalid path ${JSON.stringify(path)}.`);
  }
  const operator = String(body.operator ?? '=').toUpperCase() as Operator;
  if (!OPERATORS.includes(operator)) {
    throw queryError(
      'filter',
      `filter[${key}] uses the operator ${JSON.stringify(body.operator)}; allowed: ${OPERATORS.join(', ')}.`,
    );
  }
  const condition: Condition = { kind: 'condition', path, operator };
  const value = body.value;
  if (NULL_OPERATORS.includes(operator)) {
    if (value !== undefined)
      throw queryError('filter', `filter[${key}] with ${operator} takes no value.`);
    return condition;
  }
  if (LIST_OPERATORS.includes(operator)) {
    const list = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : undefined;
    if (!list || list.length === 0 || !list.every((item) => typeof item === 'string')) {
      throw queryError(
        'filter',
        `filter[${key}] with ${operator} needs a list: filter[${key}][value][]=a&filter[${key}][value][]=b.`,
      );
    }
    if (operator.endsWith('BETWEEN') && list.length !== 2) {
      throw queryError('filter', `filter[${key}] with ${operator} needs exactly two values.`);
    }
    condition.value = list as string[];
    return condition;
  }
  if (typeof value !== 'string') {
    throw queryError('filter', `filter[${key}] needs one value for the operator ${operator}.`);
  }
  condition.value = value;
  return condition;
}

const SORT_PATH = /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/;

function parseSort(sort: unknown): SortField[] {
  if (sort === undefined) return [];
  if (typeof sort === 'string') {
    return sort.split(',').map((item) => {
      const descending = item.startsWith('-');
      const path = descending ? item.slice(1) : item;
      if (!SORT_PATH.test(path))
        throw queryError('sort', `sort has an invalid field ${JSON.stringify(item)}.`);
      return { path, descending };
    });
  }
  if (!isRecord(sort))
    throw queryError('sort', 'sort must be a comma list such as sort=-created,title.');
  // Long form: sort[name][path]=created&sort[name][direction]=DESC
  return Object.entries(sort).map(([key, item]) => {
    if (!isRecord(item) || typeof item.path !== 'string' || !SORT_PATH.test(item.path)) {
      throw queryError('sort', `sort[${key}] needs a [path].`);
    }
    const direction = String(item.direction ?? 'ASC').toUpperCase();
    if (direction !== 'ASC' && direction !== 'DESC') {
      throw queryError('sort', `sort[${key}][direction] must be ASC or DESC.`);
    }
    return { path: item.path, descending: direction === 'DESC' };
  });
}

function parsePage(page: unknown): { offset: number; limit: number } {
  if (page === undefined) return { offset: 0, limit: MAX_PAGE_LIMIT };
  if (!isRecord(page)) throw queryError('page', 'page must be page[offset] and page[limit].');
  const read = (name: 'offset' | 'limit', fallback: number, minimum: number) => {
    const value = page[name];
    if (value === undefined) return fallback;
    if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < minimum) {
      throw queryError('page', `page[${name}] must be a whole number of at least ${minimum}.`);
    }
    return Number(value);
  };
  for (const name of Object.keys(page)) {
    if (name !== 'offset' && name !== 'limit') {
      throw queryError('page', `page[${name}] is not supported; use page[offset] and page[limit].`);
    }
  }
  return {
    offset: read('offset', 0, 0),
    limit: Math.min(read('limit', MAX_PAGE_LIMIT, 1), MAX_PAGE_LIMIT),
  };
}

function parseInclude(include: unknown): string[][] {
  if (include === undefined || include === '') return [];
  if (typeof include !== 'string')
    throw queryError('include', 'include must be a comma list of relationship paths.');
  return include.split(',').map((path) => {
    if (!SORT_PATH.test(path))
      throw queryError('include', `include has an invalid path ${JSON.stringify(path)}.`);
    return path.split('.');
  });
}

function parseFields(fields: unknown): Map<string, Set<string>> {
  const sparse = new Map<string, Set<string>>();
  if (fields === undefined) return sparse;
  if (!isRecord(fields))
    throw queryError('fields', 'fields must be keyed by type: fields[node--trend]=title.');
  for (const [type, list] of Object.entries(fields)) {
    if (typeof list !== 'string')
      throw queryError('fields', `fields[${type}] must be a comma list of field names.`);
    sparse.set(type, new Set(list.split(',').filter(Boolean)));
  }
  return sparse;
}
