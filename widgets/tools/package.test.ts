/**
 * The npm package as `npm pack` makes it: its prepack script builds widgets/dist/ (compiled
 * JavaScript, bundled declarations, the manifest and the framework typings), and the tarball
 * holds what package.json's exports, types and customElements name, and nothing of the source.
 * Building takes a minute or more of CPU (the bundled declarations), so this test builds once.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const widgetsDir = join(__dirname, '..');
const WIDGETS = ['calculator', 'samples', 'search', 'store-link', 'store-locator', 'visualiser'];

interface PackResult {
  name: string;
  files: { path: string }[];
}

type ExportTarget = string | { [condition: string]: string };

let files: Set<string>;
let manifest: {
  modules: { path: string; declarations: { tagName?: string }[]; exports: { name: string }[] }[];
};
const packageJson = JSON.parse(readFileSync(join(widgetsDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  customElements: string;
  exports: Record<string, ExportTarget>;
  sideEffects: string[];
};

beforeAll(() => {
  const stdout = execFileSync('npm', ['pack', '--dry-run', '--json'], {
    cwd: widgetsDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The prepack script's own lines come first; npm's JSON report is the last thing printed.
  const [result] = JSON.parse(stdout.slice(stdout.search(/^\[$/m))) as PackResult[];
  files = new Set(result?.files.map((file) => file.path));
  manifest = JSON.parse(readFileSync(join(widgetsDir, packageJson.customElements), 'utf8'));
}, 20 * 60_000);

describe('the @gh/widgets package (npm pack)', () => {
  it('ships compiled JavaScript and declarations for the components, per widget and all together', () => {
    for (const entry of ['index', ...WIDGETS]) {
      expect(files).toContain(`dist/${entry}.js`);
      expect(files).toContain(`dist/${entry}.d.ts`);
    }
  });

  it('ships the loader and one self-defining module per element, with declarations', () => {
    for (const entry of ['loader', ...WIDGETS]) {
      expect(files).toContain(`dist/elements/${entry}.js`);
      expect(files).toContain(`dist/elements/${entry}.d.ts`);
    }
  });

  it('ships every file its exports map names (the source condition aside)', () => {
    const targets = Object.values(packageJson.exports).flatMap((target) =>
      typeof target === 'string'
        ? [target]
        : Object.entries(target)
            .filter(([condition]) => condition !== '@gh/source')
            .map(([, path]) => path),
    );
    expect(targets.length).toBeGreaterThan(20);
    for (const target of targets) expect(files).toContain(target.replace(/^\.\//, ''));
    for (const widget of WIDGETS) {
      expect(packageJson.exports[`./${widget}`]).toMatchObject({ default: `./dist/${widget}.js` });
    }
  });

  it('ships the typings of React, Preact, Vue and Svelte and VS Code’s custom data', () => {
    for (const file of ['elements', 'react', 'preact', 'vue', 'svelte']) {
      expect(files).toContain(`dist/types/${file}.d.ts`);
    }
    expect(files).toContain('dist/types/vscode.html-custom-data.json');
  });

  it('ships custom-elements.json (the customElements field) whose module paths are in the tarball', () => {
    expect(files).toContain(packageJson.customElements);
    const tags = manifest.modules.flatMap((module) => module.declarations.map((d) => d.tagName));
    expect(tags.sort()).toEqual(WIDGETS.map((widget) => `gh-${widget}`).sort());
    for (const module of manifest.modules) expect(files).toContain(module.path);
    expect(JSON.stringify(manifest)).not.toMatch(/"readme"|src\//);
  });

  it('ships no source, tests or build tools, and no import of the private @gh/shared', () => {
    for (const file of files) {
      expect(file).toMatch(/^(dist\/|package\.json$|README|LICENSE)/);
      expect(file).not.toMatch(/\.test\.|\.tsx?$(?<!\.d\.ts)/);
    }
    expect(packageJson.dependencies).not.toHaveProperty('@gh/shared');
    const shipped = [...files].filter((file) => /\.(js|d\.ts)$/.test(file));
    for (const file of shipped) {
      expect(readFileSync(join(widgetsDir, file), 'utf8')).not.toMatch(/from\s*['"]@gh\/shared/);
    }
  });

  it('marks the element modules as having side effects (they define elements)', () => {
    expect(packageJson.sideEffects).toContain('./dist/elements/**');
    expect(readdirSync(join(widgetsDir, 'dist', 'elements'))).toContain('loader.js');
  });
});
