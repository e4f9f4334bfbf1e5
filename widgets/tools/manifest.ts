/**
 * What consumers read about the elements, generated from each widget's meta.ts: the
 * custom-elements.json manifest (schema 1.0.0, read by IDEs and Storybook) and the TypeScript
 * declarations (the element interfaces, HTMLElementTagNameMap, the events). Each framework's JSX
 * or component typings are generated from the manifest (framework-types.ts).
 */
import type { AttributeMeta, ElementMeta } from '../src/internal/element-meta';
import { renderContractTypes } from './contract-types';
import { renderSourceTypes } from './source-types';

/** The widget folder of an element: `gh-store-locator` → `store-locator`. */
export const widgetOf = (meta: ElementMeta) => meta.tag.replace(/^gh-/, '');

/** Where the shipped code defining an element is, relative to the manifest's folder. */
export type ModulePathOf = (meta: ElementMeta) => string;

/** The npm package: each element's own module, which defines it (`dist/elements/calculator.js`). */
export const PACKAGE_MODULE_PATH: ModulePathOf = (meta) => `dist/elements/${widgetOf(meta)}.js`;
/** The CDN folder: the loader, which defines every element (importing its code on first sight). */
export const CDN_MODULE_PATH: ModulePathOf = () => 'gh-widgets.js';

export function renderManifest(
  metas: readonly ElementMeta[],
  modulePathOf: ModulePathOf = PACKAGE_MODULE_PATH,
) {
  const paths = [...new Set(metas.map(modulePathOf))];
  return {
    schemaVersion: '1.0.0',
    modules: paths.map((path) => {
      const defined = metas.filter((meta) => modulePathOf(meta) === path);
      return {
        kind: 'javascript-module',
        path,
        declarations: defined.map((meta) => declarationOf(meta)),
        exports: defined.map((meta) => ({
          kind: 'custom-element-definition',
          name: meta.tag,
          declaration: { name: meta.className, module: path },
        })),
      };
    }),
  };
}

function declarationOf(meta: ElementMeta) {
  return {
    kind: 'class',
    name: meta.className,
    tagName: meta.tag,
    customElement: true,
    description: meta.description,
    superclass: { name: 'HTMLElement' },
    attributes: meta.attributes.map((a) => ({
      name: a.name,
      fieldName: a.prop,
      type: { text: a.tsType },
      description: a.description,
      ...(a.default !== undefined && { default: JSON.stringify(a.default) }),
    })),
    members: [
      ...meta.attributes.map((a) => ({
        kind: 'field',
        name: a.prop,
        attribute: a.name,
        type: { text: a.type === 'boolean' ? a.tsType : `${a.tsType} | undefined` },
        description: a.description,
        ...(a.type === 'boolean' && { reflects: true }),
      })),
      ...meta.methods.map((m) => ({
        kind: 'method',
        name: m.name,
        return: { type: { text: 'void' } },
        description: m.description,
      })),
    ],
    events: meta.events.map((e) => ({
      name: e.name,
      type: { text: `CustomEvent<${e.detailType}>` },
      description: `${e.description} Bubbles${e.cancelable ? ', is cancelable' : ''} and is composed.`,
    })),
    cssParts: meta.parts.map((p) => ({ name: p.name, description: p.description })),
    cssProperties: meta.cssProperties.map((p) => ({
      name: p.name,
      description: p.description,
      ...(p.default !== undefined && { default: p.default }),
    })),
  };
}

const attributeValueType = (a: AttributeMeta) =>
  a.type === 'boolean'
    ? "boolean | '' | 'true' | 'false'"
    : a.type === 'string'
      ? a.tsType
      : 'string';

/** A property key as Biome prints it: bare when it is an identifier. */
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

export function renderTypes(metas: readonly ElementMeta[]): string {
  const lines = [
    '// Generated from widgets/src/*/meta.ts by widgets/tools/manifest.ts: do not edit by hand.',
    '// Types for pages and apps that use the gh-* custom elements; the JSX and component typings',
    '// of React, Preact, Vue and Svelte are beside it (types/react.d.ts, …).',
    '',
    renderContractTypes(),
    renderSourceTypes(),
    "/** How the visitor asked to close a widget's dialog (`gh-*-request-close`). */",
    'export interface GhRequestCloseDetail {',
    "  source: 'escape' | 'close-button';",
    '}',
    '',
  ];
  for (const meta of metas) {
    lines.push(`/** <${meta.tag}>: ${meta.description} */`);
    lines.push(`export interface ${meta.className} extends HTMLElement {`);
    for (const a of meta.attributes) {
      lines.push(`  /** ${a.description} Attribute \`${a.name}\`. */`);
      // A boolean attribute's property reflects it, so it reads true or false, never undefined.
      lines.push(`  ${a.prop}: ${a.tsType}${a.type === 'boolean' ? '' : ' | undefined'};`);
    }
    for (const m of meta.methods) lines.push(`  /** ${m.description} */`, `  ${m.name}(): void;`);
    lines.push('}', '');
    lines.push(`/** The attributes of <${meta.tag}> in JSX. */`);
    lines.push(`export interface ${meta.className}Attributes {`);
    for (const a of meta.attributes) lines.push(`  ${key(a.name)}?: ${attributeValueType(a)};`);
    lines.push('  id?: string;', '  class?: string;', '  className?: string;', '  slot?: string;');
    lines.push('  hidden?: boolean;', '  key?: string | number;', '  ref?: unknown;', '}', '');
  }
  lines.push('declare global {', '  interface HTMLElementTagNameMap {');
  for (const meta of metas) lines.push(`    '${meta.tag}': ${meta.className};`);
  lines.push('  }', '  interface GlobalEventHandlersEventMap {');
  for (const meta of metas) {
    for (const e of meta.events) lines.push(`    '${e.name}': CustomEvent<${e.detailType}>;`);
  }
  lines.push('  }', '}', '');
  return lines.join('\n');
}
