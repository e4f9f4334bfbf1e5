#!/usr/bin/env node
// Runs before `npm test` (and `npm start`), using only Node built-ins, so that each README command
// works on its own on a fresh clone (DESIGN.md section 3):
//  1. dependencies: runs `npm install` when node_modules is missing or stale;
//  2. a browser for the end-to-end tests: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else /usr/bin/chromium,
//     else Playwright's own; when none exists it installs Debian's chromium (as root on Debian),
//     else tries `npx playwright install chromium`, else stops and says how to get one.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const log = (message) => console.log(`[ensure-deps] ${message}`);

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Why node_modules needs an install, or null when it is complete and current. */
function staleReason() {
  const hidden = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(hidden)) return 'node_modules is missing';
  const lock = join(root, 'package-lock.json');
  if (existsSync(lock) && statSync(lock).mtimeMs > statSync(hidden).mtimeMs + 1000) {
    return 'package-lock.json is newer than node_modules';
  }
  const rootManifest = readJson(join(root, 'package.json'));
  const packageDirs = ['.', ...rootManifest.workspaces];
  for (const dir of packageDirs) {
    const manifestPath = join(root, dir, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = readJson(manifestPath);
    const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    for (const name of names) {
      const candidates = [join(root, dir, 'node_modules', name), join(root, 'node_modules', name)];
      if (!candidates.some((path) => existsSync(join(path, 'package.json')))) {
        return `${name} (needed by ${dir === '.' ? 'the root' : dir}) is not installed`;
      }
    }
  }
  return null;
}

function ensureDependencies() {
  const reason = staleReason();
  if (!reason) return;
  log(`${reason}: running npm install`);
  const result = spawnSync('npm', ['install'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[ensure-deps] npm install failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

function playwrightOwnChromium() {
  try {
    const resolved = spawnSync(
      process.execPath,
      ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"],
      { cwd: root, encoding: 'utf8' },
    );
    const path = resolved.stdout?.trim();
    return resolved.status === 0 && path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** The Chromium the browser tests will use, or null: the order of tests/e2e/playwright.config.ts. */
export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return playwrightOwnChromium();
}

function ensureBrowser() {
  if (findChromium()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    log("no Chromium found: installing Debian's chromium package");
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch {
      log('apt-get could not install chromium');
    }
    if (findChromium()) return;
  }
  log('no Chromium found: trying `npx playwright install chromium`');
  spawnSync('npx', ['--yes', 'playwright', 'install', 'chromium'], { cwd: root, stdio: 'inherit' });
  if (findChromium()) return;
  console.error(
    [
      '[ensure-deps] The browser tests need Chromium and none could be installed.',
      '  On Debian or Ubuntu: sudo apt-get install chromium',
      '  Elsewhere: install Chromium or Chrome and set PLAYWRIGHT_CHROMIUM_EXECUTABLE to its path.',
    ].join('\n'),
  );
  process.exit(1);
}

ensureDependencies();
if (!args.has('--no-browser')) ensureBrowser();
