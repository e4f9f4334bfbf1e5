import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { elementMetas } from '../src/element-metas';
import { renderManifest, renderTypes } from './manifest';

describe('what consumers read about the elements', () => {
  it('ships the consumer types the metas describe (src/elements.d.ts is current)', () => {
    const shipped = readFileSync(join(__dirname, '..', 'src', 'elements.d.ts'), 'utf8');
    expect(shipped).toBe(renderTypes(elementMetas));
  });

  it('maps each tag to its element type, its events and its JSX attributes', () => {
    const types = renderTypes(elementMetas);
    expect(types).toContain("'gh-calculator': GhCalculatorElement;");
    expect(types).toContain("'gh-calculator-save': CustomEvent<GhCalculatorState>;");
    expect(types).toContain("'gh-calculator': GhCalculatorElementAttributes;");
    expect(types).toContain("'allow-unit-switch'?: boolean | '' | 'true' | 'false';");
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
