/**
 * `npm start` and `npm run build` skip a package whose build inputs are unchanged since its last
 * successful build (scripts/build-stamps.mjs). The real root scripts run here, as child
 * processes, in a small copy of the repository's layout in a temporary folder: a library
 * package, an app package that depends on it and has a build, and a server whose start prints
 * and exits. Only scripts/build-targets.mjs, the table of what each build reads and writes, is
 * the copy's own.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const scripts = join(__dirname, '..', '..', 'scripts');
let repo: string;

const write = (path: string, text: string) => {
  mkdirSync(join(repo, path, '..'), { recursive: true });
  writeFileSync(join(repo, path), text);
};
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Builds run so far: the app's build appends a line to builds.log each time it runs. */
const buildCount = () =>
  existsSync(join(repo, 'builds.log'))
    ? readFileSync(join(repo, 'builds.log'), 'utf8').trim().split('\n').length
    : 0;

function run(script: 'build.mjs' | 'start.mjs', env: NodeJS.ProcessEnv = {}, args: string[] = []) {
  const result = spawnSync(process.execPath, [join(repo, 'scripts', script), ...args], {
    cwd: repo,
    env: { ...process.env, GH_FORCE_BUILD: '', APP_FLAVOUR: '', FAIL_BUILD: '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'gh-build-stamps-'));
  for (const file of [
    'build.mjs',
    'start.mjs',
    'workspaces.mjs',
    'build-stamps.mjs',
    'precompress.mjs',
    'precompress-levels.mjs',
    'precompress-worker.mjs',
  ]) {
    mkdirSync(join(repo, 'scripts'), { recursive: true });
    copyFileSync(join(scripts, file), join(repo, 'scripts', file));
  }
  write(
    'scripts/build-targets.mjs',
    `export const COMMON_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
export const BUILD_TARGETS = {
  app: { output: 'out/app', outputFiles: ['index.html'], inputs: ['content'], env: ['APP_FLAVOUR'] },
};
`,
  );
  write(
    'package.json',
    json({ name: 'copy', private: true, workspaces: ['lib', 'app', 'server'] }),
  );
  write('package-lock.json', json({ name: 'copy', lockfileVersion: 3, packages: {} }));
  write('tsconfig.base.json', json({ compilerOptions: { strict: true } }));
  write('lib/package.json', json({ name: '@copy/lib', version: '1.0.0' }));
  write('lib/index.js', "module.exports = 'lib v1';\n");
  write('content/home.md', '# Home\n');
  write(
    'app/package.json',
    json({
      name: '@copy/app',
      version: '1.0.0',
      dependencies: { '@copy/lib': '*' },
      scripts: { build: 'node build.mjs' },
    }),
  );
  // The build: 4 KB of HTML from the library and the content, or a failure when asked.
  write(
    'app/build.mjs',
    `import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
appendFileSync('../builds.log', 'built\\n');
if (process.env.FAIL_BUILD === '1') {
  console.error('the build failed');
  process.exit(1);
}
const text = readFileSync('../lib/index.js', 'utf8') + readFileSync('../content/home.md', 'utf8');
mkdirSync('../out/app', { recursive: true });
writeFileSync('../out/app/index.html', '<p>' + text.repeat(200) + '</p>');
`,
  );
  write(
    'server/package.json',
    json({
      name: '@copy/server',
      version: '1.0.0',
      scripts: { start: 'node -e "console.log(\'serving\')"' },
    }),
  );
});

afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
});

describe('npm start and npm run build skip unchanged builds', () => {
  it('builds on the first start, precompresses the output, then serves', () => {
    const { status, output } = run('start.mjs');
    expect(output).toMatch(/app: building \(no stamp of a successful build\)/);
    expect(status).toBe(0);
    expect(output).toMatch(/serving/);
    expect(buildCount()).toBe(1);
    expect(existsSync(join(repo, 'out/app/index.html.br'))).toBe(true);
    expect(existsSync(join(repo, 'out/app/index.html.gz'))).toBe(true);
    expect(existsSync(join(repo, 'out/app/.gh-build-stamp.json'))).toBe(true);
  });

  it('skips the build on a second start with no change', () => {
    const { status, output } = run('start.mjs');
    expect(status).toBe(0);
    expect(output).toMatch(/app: skipped, inputs unchanged since the last successful build/);
    expect(output).toMatch(/serving/);
    expect(buildCount()).toBe(1);
  });

  it('skips it in npm run build too, and ignores a new test file', () => {
    write('app/home.test.js', "it('is a test', () => {});\n");
    const { status, output } = run('build.mjs');
    expect(status).toBe(0);
    expect(output).toMatch(/nothing to build/);
    expect(buildCount()).toBe(1);
  });

  it.each([
    ['a source of the package', () => write('app/extra.js', 'export const x = 1;\n')],
    [
      'a source of a package it depends on',
      () => write('lib/index.js', "module.exports = 'v2';\n"),
    ],
    ['its extra inputs (the content)', () => write('content/home.md', '# Home, again\n')],
    ['the lockfile', () => write('package-lock.json', json({ name: 'copy', lockfileVersion: 3 }))],
    ['a root config', () => write('tsconfig.base.json', json({ compilerOptions: {} }))],
  ])('builds again after a change to %s, then skips again', (_, change) => {
    const before = buildCount();
    change();
    const first = run('build.mjs');
    expect(first.output).toMatch(/app: building \(inputs changed\)/);
    expect(buildCount()).toBe(before + 1);
    const second = run('build.mjs');
    expect(second.output).toMatch(/app: skipped/);
    expect(buildCount()).toBe(before + 1);
  });

  it('builds again when an environment variable the build reads changes', () => {
    const before = buildCount();
    expect(run('build.mjs', { APP_FLAVOUR: 'dark' }).output).toMatch(/inputs changed/);
    expect(run('build.mjs', { APP_FLAVOUR: 'dark' }).output).toMatch(/app: skipped/);
    expect(buildCount()).toBe(before + 1);
  });

  it('leaves no stamp after a failed build, so the next start builds again', () => {
    write('app/extra.js', 'export const x = 2;\n');
    const before = buildCount();
    const failed = run('start.mjs', { FAIL_BUILD: '1' });
    expect(failed.status).not.toBe(0);
    expect(failed.output).not.toMatch(/serving/);
    expect(existsSync(join(repo, 'out/app/.gh-build-stamp.json'))).toBe(false);
    const next = run('start.mjs');
    expect(next.output).toMatch(/app: building \(no stamp of a successful build\)/);
    expect(next.status).toBe(0);
    expect(buildCount()).toBe(before + 2);
  });

  it('builds again when the output was deleted or rewritten since', () => {
    const before = buildCount();
    rmSync(join(repo, 'out/app/index.html'));
    expect(run('build.mjs').output).toMatch(/no stamp|output files missing/);
    writeFileSync(join(repo, 'out/app/index.html'), '<p>half a build</p>');
    expect(run('build.mjs').output).toMatch(/output rewritten since the stamp/);
    expect(run('build.mjs').output).toMatch(/app: skipped/);
    expect(buildCount()).toBe(before + 2);
  });

  it('builds anyway with --force', () => {
    const before = buildCount();
    expect(run('build.mjs', {}, ['--force']).output).toMatch(/app: building \(a forced build\)/);
    expect(buildCount()).toBe(before + 1);
  });
});
