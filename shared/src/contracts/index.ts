/**
 * Helpers of the wire contracts (`shared/src/<domain>/contract.ts`): TypeBox schemas the server's
 * routes validate and serialise with, from which the clients' and widgets' types are derived.
 */
import { Kind, type TSchema, Type, TypeRegistry } from '@sinclair/typebox';

/** The kind of OneOf schemas, so that TypeBox's own checker (Value.Check) knows them too. */
const ONE_OF = 'GhOneOf';
if (!TypeRegistry.Has(ONE_OF)) {
  TypeRegistry.Set<{ enum: unknown[] }>(ONE_OF, (schema, value) => schema.enum.includes(value));
}

/**
 * One of a list of values, as a JSON Schema `enum` (what Fastify's validator reports as "must be
 * equal to one of the allowed values"), typed as the list's union.
 */
export function OneOf<const T extends readonly (string | number)[]>(
  values: T,
  options: { description?: string } = {},
) {
  const type = typeof values[0] === 'number' ? 'number' : 'string';
  return Type.Unsafe<T[number]>({ [Kind]: ONE_OF, type, enum: [...values], ...options });
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The parts of a JSON Schema the printer reads. */
interface SchemaNode {
  const?: unknown;
  enum?: unknown[];
  anyOf?: SchemaNode[];
  type?: string;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  patternProperties?: Record<string, SchemaNode>;
  description?: string;
}

/**
 * A schema as a TypeScript type, for declaration files written at build time (the widgets'
 * consumer types): objects, arrays, records, unions, literals, enums and the primitive types,
 * with each property's description as its doc comment.
 */
export function typeScriptOf(schema: TSchema): string {
  return print(schema as SchemaNode, '');
}

function print(schema: SchemaNode, indent: string): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const).replaceAll('"', "'");
  if (Array.isArray(schema.enum)) {
    return schema.enum.map((value) => print({ const: value }, indent)).join(' | ');
  }
  if (Array.isArray(schema.anyOf)) {
    return schema.anyOf.map((member) => print(member, indent)).join(' | ');
  }
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      const items = schema.items ? print(schema.items, indent) : 'unknown';
      return /[ |]/.test(items) ? `Array<${items}>` : `${items}[]`;
    }
    case 'object':
      return objectType(schema, indent);
    default:
      return 'unknown';
  }
}

function objectType(schema: SchemaNode, indent: string): string {
  const valueSchema = Object.values(schema.patternProperties ?? {})[0];
  if (valueSchema) return `Record<string, ${print(valueSchema, indent)}>`;
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const inner = `${indent}  `;
  const lines = Object.entries(properties).flatMap(([name, property]) => {
    const key = IDENTIFIER.test(name) ? name : `'${name}'`;
    const doc = property.description ? [`${inner}/** ${property.description} */`] : [];
    const optional = required.has(name) ? '' : '?';
    return [...doc, `${inner}${key}${optional}: ${print(property, inner)};`];
  });
  return lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n${indent}}`;
}
