/**
 * The npm package as `npm run tarball -w widgets` makes it: `build:package` builds widgets/dist/
 * (compiled, minified JavaScript, bundled declarations, the manifest and the framework typings)
 * and stages the published package in widgets/package/ (its own package.json, README, LICENSE),
 * and the tarball holds what its exports and customElements name, and nothing of the source. It
 * passes publint, Are the Types Wrong (for ESM consumers: the package has no CommonJS) and
 * `npm publish --dry-run`. Building takes a minute or more of CPU, so this test builds once.
 *
 * The tarball is then installed as a retailer would, with a plain `npm install` (no legacy peer
 * flags) from the npm registry, into a fresh React 18 app and a fresh React 19 app, each of which
 * type-checks a usage of the components (test/apps/react-app.tsx) and renders it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';

const widgetsDir = join(__dirname, '..');
const WIDGETS = ['calculator', 'samples', 'search', 'store-link', 'store-locator', 'visualiser'];

interface PackResult {
  name: string;
  filename: string;
  files: { path: string }[];
}

type ExportTarget = string | { [condition: string]: string };

/** The staged package (tools/write-package.ts): what the tarball holds. */
const packageDir = join(widgetsDir, 'package');
const bin = (name: string) => join(widgetsDir, '..', 'node_modules', '.bin', name);

let files: Set<string>;
/** Where the tarball is written, and the tarball itself. */
let packFolder: string;
let tarball: string;
let manifest: {
  modules: { path: string; declarations: { tagName?: string }[]; exports: { name: string }[] }[];
};
let packageJson: {
  name: string;
  license: string;
  repository: { url: string; directory: string };
  homepage: string;
  keywords: string[];
  files: string[];
  private?: boolean;
  type: string;
  dependencies: Record<string, string>;
  customElements: string;
  exports: Record<string, ExportTarget>;
  sideEffects: string[];
};

beforeAll(() => {
  packFolder = mkdtempSync(join(tmpdir(), 'gh-widgets-pack-'));
  // `npm run tarball -w widgets`, with npm's JSON report of the pack.
  execFileSync('npm', ['run', 'build:package'], { cwd: widgetsDir, stdio: 'pipe' });
  const stdout = execFileSync(
    'npm',
    ['pack', './package', '--json', '--pack-destination', packFolder],
    { cwd: widgetsDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const [result] = JSON.parse(stdout) as PackResult[];
  files = new Set(result?.files.map((file) => file.path));
  tarball = join(packFolder, result?.filename ?? '');
  packageJson = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  manifest = JSON.parse(readFileSync(join(packageDir, packageJson.customElements), 'utf8'));
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

  it('ships every file its exports map names, with no condition for the repository’s source', () => {
    expect(JSON.stringify(packageJson.exports)).not.toContain('@gh/source');
    const targets = Object.values(packageJson.exports).flatMap((target) =>
      typeof target === 'string' ? [target] : Object.values(target),
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
      expect(readFileSync(join(packageDir, file), 'utf8')).not.toMatch(/from\s*['"]@gh\/shared/);
    }
  });

  it('marks the element modules as having side effects (they define elements)', () => {
    expect(packageJson.sideEffects).toContain('./dist/elements/**');
    expect(readdirSync(join(packageDir, 'dist', 'elements'))).toContain('loader.js');
  });

  it('has a README, a LICENSE and what a registry shows: licence, repository, homepage, keywords', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('LICENSE');
    expect(packageJson).toMatchObject({ name: '@gh/widgets', license: 'MIT', type: 'module' });
    expect(packageJson.private).toBeUndefined();
    expect(packageJson.repository).toMatchObject({ directory: 'widgets' });
    expect(packageJson.homepage).toMatch(/^https:\/\//);
    expect(packageJson.keywords).toContain('web-components');
    const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
    for (const heading of [
      'Install',
      'Events',
      'Theming',
      'Pinned versions and Subresource Integrity',
    ]) {
      expect(readme).toContain(`## ${heading}`);
    }
    for (const framework of ['React 19', 'Vue 3', 'Svelte', 'Plain HTML']) {
      expect(readme).toContain(`**${framework}`);
    }
  });

  it('ships minified code, each file once', () => {
    const shipped = [...files].filter((file) => file.endsWith('.js'));
    const byContent = new Map<string, string>();
    for (const file of shipped) {
      const code = readFileSync(join(packageDir, file), 'utf8');
      expect(byContent.get(code)).toBeUndefined();
      byContent.set(code, file);
    }
    const loader = readFileSync(join(packageDir, 'dist', 'elements', 'loader.js'), 'utf8');
    const runtime = shipped
      .map((file) => readFileSync(join(packageDir, file), 'utf8'))
      .reduce((longest, code) => (code.length > longest.length ? code : longest), '');
    // Minified: long lines, no indented statements (a readable build indents every block).
    for (const code of [loader, runtime]) {
      expect(code.split('\n').length).toBeLessThan(code.length / 200);
      expect(code).not.toMatch(/\n {2,}(const|let|return|if) /);
    }
  });

  it('resolves every relative import of its modules to a file it ships (chunks shared between builds too)', () => {
    const imports = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;
    let checked = 0;
    for (const file of [...files].filter((name) => /\.(js|d\.ts)$/.test(name))) {
      const code = readFileSync(join(packageDir, file), 'utf8');
      for (const [, specifier = ''] of code.matchAll(imports)) {
        const target = posix.join(posix.dirname(file), specifier);
        const candidates = file.endsWith('.d.ts')
          ? [target, target.replace(/\.js$/, '.d.ts'), `${target}.d.ts`]
          : [target];
        expect({ file, specifier, found: candidates.some((path) => files.has(path)) }).toEqual({
          file,
          specifier,
          found: true,
        });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
    // The element modules import the chunks they share with the components from dist/chunks/.
    const elementCode = [...files]
      .filter((file) => file.startsWith('dist/elements/') && file.endsWith('.js'))
      .map((file) => readFileSync(join(packageDir, file), 'utf8'))
      .join('\n');
    expect(elementCode).toMatch(/["']\.\.\/(\.\.\/)?chunks\/media-[0-9a-f]+\.js["']/);
  });

  it(
    'passes publint, strict',
    () => {
      const report = execFileSync(bin('publint'), ['run', packageDir, '--strict'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(report).toContain('All good!');
    },
    2 * 60_000,
  );

  it(
    'has types Are the Types Wrong finds right for ESM consumers (bundlers and Node)',
    () => {
      // The esm-only profile: the package has no CommonJS build, so node10 and require() are out.
      const report = execFileSync(
        bin('attw'),
        [tarball, '--profile', 'esm-only', '--format', 'json', '--no-color'],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
      );
      const { analysis } = JSON.parse(report) as {
        analysis: {
          problems: { kind: string; resolutionKind?: string; resolutionOption?: string }[];
        };
      };
      const problems = analysis.problems.filter(
        (problem) =>
          !['node10', 'node16-cjs'].includes(problem.resolutionKind ?? '') &&
          problem.resolutionOption !== 'node10',
      );
      expect(problems).toEqual([]);
    },
    2 * 60_000,
  );

  it(
    'publishes cleanly (npm publish --dry-run): no field npm corrects, nothing it refuses',
    () => {
      const run = spawnSync('npm', ['publish', '--dry-run'], { cwd: packageDir, encoding: 'utf8' });
      expect(run.status).toBe(0);
      const warnings = run.stderr
        .split('\n')
        .filter((line) => /^npm (warn|error)/.test(line))
        // Without an npm login a dry run says so; it is not about the package.
        .filter((line) => !/requires you to be logged in/.test(line));
      expect(warnings).toEqual([]);
      expect(run.stdout).toContain('+ @gh/widgets@');
    },
    2 * 60_000,
  );
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
