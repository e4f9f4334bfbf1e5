import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLOORING_TYPES } from '@gh/shared/calculator';
import { elementMetas } from '../src/element-metas';
import { renderReactTypes, renderVsCodeData, renderVueTypes } from './framework-types';
import { CDN_MODULE_PATH, renderManifest, renderTypes } from './manifest';

describe('what consumers read about the elements', () => {
  it('ships the consumer types the metas describe (src/elements.d.ts is current)', () => {
    const shipped = readFileSync(join(__dirname, '..', 'src', 'elements.d.ts'), 'utf8');
    expect(shipped).toBe(renderTypes(elementMetas));
  });

  it('declares each event’s detail type, printed from the one declaration the widget uses', () => {
    const types = renderTypes(elementMetas);
    const declared = [...types.matchAll(/^export (?:interface|type) (Gh\w+)/gm)].map(
      ([, name]) => name,
    );
    for (const { events } of elementMetas) {
      for (const { detailType } of events) {
        if (detailType !== 'null') expect(declared).toContain(detailType);
      }
    }
    // Computed from the calculator's constant, and extending the state it is printed from.
    expect(types).toContain(
      `export type GhFlooringType = ${FLOORING_TYPES.map((type) => `'${type}'`).join(' | ')};`,
    );
    expect(types).toContain('export interface GhCalculatorChange extends GhCalculatorState {');
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('maps each tag to its element type, its events and its JSX attributes', () => {
    const types = renderTypes(elementMetas);
    expect(types).toContain("'gh-calculator': GhCalculatorElement;");
    expect(types).toContain("'gh-calculator-save': CustomEvent<GhCalculatorState>;");
    expect(types).toContain("'allow-unit-switch'?: boolean | '' | 'true' | 'false';");
    // The JSX of each framework is typed from the manifest, no longer as a global JSX namespace.
    expect(types).not.toContain('namespace JSX');
    const react = renderReactTypes(renderManifest(elementMetas));
    expect(react).toContain("declare module 'react' {");
    expect(react).toContain("'gh-calculator': GhReactProps<");
    expect(react).toContain("'allow-unit-switch'?: boolean | '' | 'true' | 'false';");
    expect(react).toContain(
      "'ongh-calculator-save'?: (event: CustomEvent<GhCalculatorState>) => void;",
    );
  });

  it('types the dialog elements’ events and properties for Vue, and lists them for VS Code', () => {
    const manifest = renderManifest(elementMetas);
    const vue = renderVueTypes(manifest);
    expect(vue).toContain("'gh-samples': DefineComponent<{");
    expect(vue).toContain('open?: boolean');
    expect(vue).toContain('onGhSamplesShow?: (event: CustomEvent<null>) => void;');
    expect(vue).toContain(
      'onGhSamplesRequestClose?: (event: CustomEvent<GhRequestCloseDetail>) => void;',
    );
    const samples = renderVsCodeData(manifest).tags.find((tag) => tag.name === 'gh-samples');
    expect(samples?.attributes).toContainEqual(
      expect.objectContaining({ name: 'open', valueSet: 'v' }),
    );
    expect(samples?.attributes).toContainEqual(
      expect.objectContaining({
        name: 'step',
        values: [{ name: 'choose-samples' }, { name: 'order-samples' }, { name: 'order-success' }],
      }),
    );
    expect(samples?.description.value).toMatch(/`gh-samples-hide`[\s\S]*`show\(\)`/);
  });

  it('points each element of the package manifest at its shipped module, and the CDN’s at the loader', () => {
    const paths = renderManifest(elementMetas).modules.map((module) => module.path);
    expect(paths).toContain('dist/elements/calculator.js');
    expect(paths).toContain('dist/elements/store-locator.js');
    const cdn = renderManifest(elementMetas, CDN_MODULE_PATH);
    expect(cdn.modules.map((module) => module.path)).toEqual(['gh-widgets.js']);
    expect(cdn.modules[0]?.exports.map((e) => e.name)).toHaveLength(elementMetas.length);
  });

  it('lists the attributes, events, parts and CSS properties of <gh-calculator> in custom-elements.json', () => {
    const manifest = renderManifest(elementMetas);
    const calculator = manifest.modules
      .flatMap((module) => module.declarations)
      .find((declaration) => declaration.tagName === 'gh-calculator');
    expect(calculator?.attributes.map((a) => a.name)).toEqual(
      expect.arrayContaining(['units', 'allow-unit-switch', 'flooring', 'save-label', 'region']),
    );
    expect(calculator?.events.map((e) => e.name)).toEqual([
      'gh-calculator-change',
      'gh-calculator-save',
    ]);
    expect(calculator?.cssParts.map((p) => p.name)).toContain('save-button');
    expect(calculator?.cssProperties.map((p) => p.name)).toContain('--gh-color-accent');
    expect(calculator?.members).toContainEqual(
      expect.objectContaining({ kind: 'method', name: 'reset' }),
    );
  });
});
