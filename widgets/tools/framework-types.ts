/**
 * The typings each framework reads, generated from custom-elements.json (what manifest.ts
 * renders), shipped in the package under dist/types/ beside elements.d.ts (the element
 * interfaces they refer to):
 * - react.d.ts: React 19's module JSX (`declare module 'react' { namespace JSX … }`);
 * - preact.d.ts: Preact's JSX (`declare module 'preact'`);
 * - vue.d.ts: Vue's `GlobalComponents`;
 * - svelte.d.ts: Svelte's `svelteHTML.IntrinsicElements`;
 * - vscode.html-custom-data.json: VS Code's HTML custom data (completion and hover in HTML).
 * Each element lists its attributes with their types, its events as handler props with their
 * `CustomEvent` detail, and the element API (`show()`, `hide()`, `open`, …) through the element
 * type that refs receive.
 */

interface ManifestAttribute {
  name: string;
  fieldName?: string;
  type?: { text: string };
  description?: string;
  default?: string;
}

interface ManifestMember {
  kind: string;
  name: string;
  description?: string;
}

interface ManifestDeclaration {
  name: string;
  tagName?: string;
  customElement?: boolean;
  description?: string;
  attributes?: ManifestAttribute[];
  members?: ManifestMember[];
  events?: { name: string; type?: { text: string }; description?: string }[];
  cssParts?: { name: string; description?: string }[];
  cssProperties?: { name: string; description?: string }[];
}

/** The part of a custom-elements.json (schema 1.0.0) these typings read. */
export interface CustomElementsManifest {
  modules: { path: string; declarations?: ManifestDeclaration[] }[];
}

interface Element {
  tag: string;
  className: string;
  declaration: ManifestDeclaration;
}

const HEADER = [
  '// Generated from custom-elements.json by widgets/tools/framework-types.ts: do not edit by hand.',
];

function elementsOf(manifest: CustomElementsManifest): Element[] {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration) => declaration.customElement && declaration.tagName)
      .map((declaration) => ({
        tag: declaration.tagName as string,
        className: declaration.name,
        declaration,
      })),
  );
}

/** The Gh… type names a type text refers to, to import them from ./elements. */
function typeNames(text: string): string[] {
  return text.match(/\bGh[A-Z]\w*/g) ?? [];
}

function importsOf(elements: Element[]): string {
  const names = new Set<string>();
  for (const { className, declaration } of elements) {
    names.add(className);
    for (const event of declaration.events ?? []) {
      for (const name of typeNames(event.type?.text ?? '')) names.add(name);
    }
    for (const attribute of declaration.attributes ?? []) {
      for (const name of typeNames(attribute.type?.text ?? '')) names.add(name);
    }
  }
  return `import type { ${[...names].sort().join(', ')} } from './elements.js';`;
}

/**
 * The value an attribute takes in markup: a boolean attribute is on when present unless "false";
 * a number may be written as one or as its text.
 */
export function attributeValueType(text: string): string {
  if (text === 'boolean') return "boolean | '' | 'true' | 'false'";
  if (text === 'number' || /^\d+(?: \| \d+)*$/.test(text)) return `${text} | \`\${${text}}\``;
  return text;
}

/** A property key as Biome prints it: bare when it is an identifier. */
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

const camel = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `gh-calculator-save` → `onGhCalculatorSave`, the prop Vue binds `@gh-calculator-save` to. */
const vueHandler = (event: string) => `on${camel(`-${event}`)}`;

const doc = (text: string | undefined, indent: string) =>
  text ? [`${indent}/** ${text.replace(/\*\//g, '*\\/')} */`] : [];

/** `CustomEvent<…>` of an event, `CustomEvent<unknown>` when the manifest gives no type. */
const eventType = (text: string | undefined) => text ?? 'CustomEvent<unknown>';

/**
 * One element's own props for a JSX: its attributes (kebab-case, as in HTML) and a handler per
 * event (`on` + the event's name, which React 19, Preact and Svelte 5 bind to that event).
 */
function jsxProps(element: Element, indent: string, extraHandlers?: (name: string) => string[]) {
  const lines: string[] = [];
  for (const attribute of element.declaration.attributes ?? []) {
    lines.push(...doc(attribute.description, indent));
    lines.push(
      `${indent}${key(attribute.name)}?: ${attributeValueType(attribute.type?.text ?? 'string')};`,
    );
  }
  for (const event of element.declaration.events ?? []) {
    const handler = `(event: ${eventType(event.type?.text)}) => void`;
    lines.push(...doc(event.description, indent));
    lines.push(`${indent}'on${event.name}'?: ${handler};`);
    for (const name of extraHandlers?.(event.name) ?? []) {
      lines.push(`${indent}'${name}'?: ${handler};`);
    }
  }
  return lines;
}

function elementDoc(element: Element, indent: string): string[] {
  const api = (element.declaration.members ?? [])
    .filter((member) => member.kind === 'method')
    .map((member) => `${member.name}()`);
  const text = `<${element.tag}>: ${element.declaration.description ?? ''}${api.length > 0 ? ` Element API (the ref's ${element.className}): ${api.join(', ')}.` : ''}`;
  return doc(text, indent);
}

/**
 * A typings file: the header, how an app takes it in (comments and imports), the imports of the
 * elements' own types, then what it declares.
 */
function typingsFile(
  manifest: CustomElementsManifest,
  usage: readonly string[],
  declarations: (elements: Element[]) => string[],
): string {
  const elements = elementsOf(manifest);
  return [...HEADER, ...usage, importsOf(elements), '', ...declarations(elements)].join('\n');
}

/**
 * The `declare module` block that adds each element to a framework's JSX (React's and Preact's
 * are alike): its docs, and its props typed through `propsType<ElementClass, { own props }>`.
 */
function jsxModule(module: string, propsType: string, elements: Element[]): string[] {
  const lines = [
    `declare module '${module}' {`,
    '  namespace JSX {',
    '    interface IntrinsicElements {',
  ];
  for (const element of elements) {
    lines.push(...elementDoc(element, '      '));
    lines.push(
      `      '${element.tag}': ${propsType}<`,
      `        ${element.className},`,
      '        {',
    );
    lines.push(...jsxProps(element, '          '));
    lines.push('        }', '      >;');
  }
  lines.push('    }', '  }', '}', '');
  return lines;
}

export function renderReactTypes(manifest: CustomElementsManifest): string {
  const usage = [
    "// React 19 (module JSX): `import type {} from '@gh/widgets/types/react';` once in the app.",
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
  ];
  return typingsFile(manifest, usage, (elements) => [
    '/** The props React offers every element, with those of the custom element itself. */',
    'type GhReactProps<E extends HTMLElement, Own> = Omit<',
    '  DetailedHTMLProps<HTMLAttributes<E>, E>,',
    '  keyof Own',
    '> &',
    '  Own;',
    '',
    ...jsxModule('react', 'GhReactProps', elements),
  ]);
}

export function renderPreactTypes(manifest: CustomElementsManifest): string {
  const usage = [
    "// Preact: `import type {} from '@gh/widgets/types/preact';` once in the app.",
    "import type { JSX as PreactJSX } from 'preact';",
  ];
  return typingsFile(manifest, usage, (elements) => [
    '/** The props Preact offers every element, with those of the custom element itself. */',
    'type GhPreactProps<E extends HTMLElement, Own> = Omit<PreactJSX.HTMLAttributes<E>, keyof Own> &',
    '  Own;',
    '',
    ...jsxModule('preact', 'GhPreactProps', elements),
  ]);
}

export function renderVueTypes(manifest: CustomElementsManifest): string {
  const usage = [
    "// Vue 3: `import type {} from '@gh/widgets/types/vue';` once in the app, and",
    "// `compilerOptions.isCustomElement: (tag) => tag.startsWith('gh-')` in the Vue plugin.",
    "import type { DefineComponent } from 'vue';",
  ];
  return typingsFile(manifest, usage, (elements) => {
    const lines = ["declare module 'vue' {", '  interface GlobalComponents {'];
    for (const element of elements) {
      lines.push(...elementDoc(element, '    '));
      lines.push(`    '${element.tag}': DefineComponent<{`);
      for (const attribute of element.declaration.attributes ?? []) {
        lines.push(...doc(attribute.description, '      '));
        const name = attribute.fieldName ?? camel(attribute.name);
        lines.push(`      ${key(name)}?: ${attributeValueType(attribute.type?.text ?? 'string')};`);
      }
      for (const event of element.declaration.events ?? []) {
        lines.push(...doc(event.description, '      '));
        lines.push(
          `      ${vueHandler(event.name)}?: (event: ${eventType(event.type?.text)}) => void;`,
        );
      }
      lines.push('    }>;');
    }
    lines.push('  }', '}', '');
    return lines;
  });
}

export function renderSvelteTypes(manifest: CustomElementsManifest): string {
  const usage = [
    "// Svelte: `import type {} from '@gh/widgets/types/svelte';` once (e.g. in src/app.d.ts).",
  ];
  return typingsFile(manifest, usage, (elements) => {
    const lines = [
      '/** What every element takes in Svelte markup. */',
      'interface GhSvelteCommon<E extends HTMLElement> {',
      '  id?: string;',
      '  class?: string;',
      '  style?: string;',
      '  slot?: string;',
      '  hidden?: boolean;',
      '  title?: string;',
      '  this?: E;',
      '}',
      '',
      'declare global {',
      '  namespace svelteHTML {',
      '    interface IntrinsicElements {',
    ];
    for (const element of elements) {
      lines.push(...elementDoc(element, '      '));
      lines.push(`      '${element.tag}': GhSvelteCommon<${element.className}> & {`);
      // Svelte 5 binds `on<event>`, Svelte 4 `on:<event>`.
      lines.push(...jsxProps(element, '        ', (name) => [`on:${name}`]));
      lines.push('      };');
    }
    lines.push('    }', '  }', '}', '');
    return lines;
  });
}

/** Values VS Code offers for an attribute whose type is a union of literals. */
function valuesOf(text: string): { name: string }[] | undefined {
  const parts = text.split('|').map((part) => part.trim());
  if (!parts.every((part) => /^'[^']*'$|^\d+$/.test(part))) return undefined;
  return parts.map((part) => ({ name: part.replace(/^'|'$/g, '') }));
}

/** VS Code's HTML custom data (version 1.1): `"html.customData": ["./node_modules/…"]`. */
export function renderVsCodeData(manifest: CustomElementsManifest) {
  return {
    version: 1.1,
    tags: elementsOf(manifest).map(({ tag, declaration }) => {
      const list = (title: string, items: string[]) =>
        items.length > 0 ? `\n\n**${title}:**\n${items.map((item) => `- ${item}`).join('\n')}` : '';
      const events = (declaration.events ?? []).map(
        (event) => `\`${event.name}\`: ${event.description ?? ''}`,
      );
      const methods = (declaration.members ?? [])
        .filter((member) => member.kind === 'method')
        .map((member) => `\`${member.name}()\`: ${member.description ?? ''}`);
      const parts = (declaration.cssParts ?? []).map(
        (part) => `\`::part(${part.name})\`: ${part.description ?? ''}`,
      );
      return {
        name: tag,
        description: {
          kind: 'markdown',
          value: `${declaration.description ?? ''}${list('Events', events)}${list('Methods', methods)}${list('Parts', parts)}`,
        },
        attributes: (declaration.attributes ?? []).map((attribute) => {
          const text = attribute.type?.text ?? 'string';
          const values = text === 'boolean' ? undefined : valuesOf(text);
          return {
            name: attribute.name,
            description: attribute.description ?? '',
            ...(text === 'boolean' && { valueSet: 'v' }),
            ...(values && { values }),
          };
        }),
      };
    }),
  };
}

/** Every file of dist/types/ but elements.d.ts, by name. */
export function renderFrameworkTypes(manifest: CustomElementsManifest): Record<string, string> {
  return {
    'react.d.ts': renderReactTypes(manifest),
    'preact.d.ts': renderPreactTypes(manifest),
    'vue.d.ts': renderVueTypes(manifest),
    'svelte.d.ts': renderSvelteTypes(manifest),
    'vscode.html-custom-data.json': `${JSON.stringify(renderVsCodeData(manifest), null, 2)}\n`,
  };
}
