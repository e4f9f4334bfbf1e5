/**
 * The npm package as `npm pack` makes it: its prepack script builds widgets/dist/ (compiled
 * JavaScript, bundled declarations, the manifest and the framework typings), and the tarball
 * holds what package.json's exports, types and customElements name, and nothing of the source.
 * Building takes a minute or more of CPU (the bundled declarations), so this test builds once.
 *
 * The tarball is then installed as a retailer would, with a plain `npm install` (no legacy peer
 * flags) from the npm registry, into a fresh React 18 app and a fresh React 19 app, each of which
 * type-checks a usage of the components (test/apps/react-app.tsx) and renders it.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const widgetsDir = join(__dirname, '..');
const WIDGETS = ['calculator', 'samples', 'search', 'store-link', 'store-locator', 'visualiser'];

interface PackResult {
  name: string;
  filename: string;
  files: { path: string }[];
}

type ExportTarget = string | { [condition: string]: string };

let files: Set<string>;
/** Where the tarball is written, and the tarball itself. */
let packFolder: string;
let tarball: string;
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
  packFolder = mkdtempSync(join(tmpdir(), 'gh-widgets-pack-'));
  const stdout = execFileSync('npm', ['pack', '--json', '--pack-destination', packFolder], {
    cwd: widgetsDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The prepack script's own lines come first; npm's JSON report is the last thing printed.
  const [result] = JSON.parse(stdout.slice(stdout.search(/^\[$/m))) as PackResult[];
  files = new Set(result?.files.map((file) => file.path));
  tarball = join(packFolder, result?.filename ?? '');
  manifest = JSON.parse(readFileSync(join(widgetsDir, packageJson.customElements), 'utf8'));
}, 20 * 60_000);

afterAll(() => rmSync(packFolder, { recursive: true, force: true }));

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

/** The repository's TypeScript, run on an app outside the repository (its own node_modules). */
const tsc = join(widgetsDir, '..', 'node_modules', 'typescript', 'bin', 'tsc');

describe.each([18, 19])('the tarball in a fresh React %i app', (major) => {
  let app: string;

  beforeAll(() => {
    app = mkdtempSync(join(tmpdir(), `gh-widgets-react${major}-`));
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: `react${major}-app`,
        private: true,
        type: 'module',
        dependencies: {
          react: `^${major}`,
          'react-dom': `^${major}`,
          '@types/react': `^${major}`,
          '@types/react-dom': `^${major}`,
          '@gh/widgets': `file:${tarball}`,
        },
      }),
    );
    copyFileSync(join(widgetsDir, 'test', 'apps', 'react-app.tsx'), join(app, 'app.tsx'));
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'es2022',
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: false,
          types: [],
          outDir: 'out',
        },
        files: ['app.tsx'],
      }),
    );
  });
  afterAll(() => rmSync(app, { recursive: true, force: true }));

  it(
    'installs with a plain npm install, beside the React it brings',
    () => {
      // A peer range that left this React out fails here with ERESOLVE.
      execFileSync('npm', ['install', '--no-audit', '--no-fund'], {
        cwd: app,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const installed = JSON.parse(
        readFileSync(join(app, 'node_modules', 'react', 'package.json'), 'utf8'),
      ) as { version: string };
      expect(installed.version.split('.')[0]).toBe(String(major));
    },
    5 * 60_000,
  );

  it(
    'type-checks a usage of the components against the shipped declarations',
    () => {
      // With the React types of the app, and the library's declarations checked too.
      execFileSync(process.execPath, [tsc, '-p', '.'], { cwd: app, stdio: 'pipe' });
    },
    2 * 60_000,
  );

  it('renders the calculator, the store locator and the samples button', () => {
    const output = execFileSync(process.execPath, ['out/app.js'], { cwd: app, encoding: 'utf8' });
    const rendered = JSON.parse(output) as { react: string; checks: Record<string, boolean> };
    expect(rendered.react.split('.')[0]).toBe(String(major));
    expect(rendered.checks).toEqual({ calculator: true, locator: true, samples: true });
  }, 60_000);
});
