/**
 * Browser end-to-end tests (DESIGN.md section 8) in real headless Chromium against the served
 * product. It builds nothing: `npm test` runs `npm run build` first. It starts the server as
 * `npm start -w server` does, on a free port with a fresh database in a temporary folder.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const repoRoot = join(__dirname, '..', '..');

// The config is also loaded in every worker: the port and database chosen by the main process
// reach the workers through the environment, so all of them talk to the same server.
process.env.GH_E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
])
  .toString()
  .trim();
process.env.GH_E2E_DB ??= join(mkdtempSync(join(tmpdir(), 'gh-e2e-')), 'e2e.sqlite');
// GH_E2E_BASE_URL runs the tests against a server that is already running instead.
const externalServer = process.env.GH_E2E_BASE_URL;
const baseURL = externalServer ?? `http://127.0.0.1:${process.env.GH_E2E_PORT}`;

/** Same order as scripts/ensure-deps.mjs; undefined lets Playwright use its own browser. */
function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(repoRoot, 'test-results', 'e2e'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two cores shared by a server, a browser and the workers: a whole sample order (two products,
  // an address lookup, a submit) took 30.7 s in a loaded CI run, so a test gets a minute.
  timeout: 60_000,
  // ... and an expectation allows for a slow first render.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  projects: [
    { name: 'product', testIgnore: '**/site/publish.spec.ts' },
    // Publishing runs two Gatsby builds: alone, after the rest, so that they share the two cores
    // with no other test.
    { name: 'publishing', testMatch: '**/site/publish.spec.ts', dependencies: ['product'] },
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: externalServer
    ? undefined
    : {
        command: 'npm run start --workspace server',
        cwd: repoRoot,
        url: `${baseURL}/healthz`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: process.env.GH_E2E_PORT,
          HOST: '127.0.0.1',
          GH_DB_PATH: process.env.GH_E2E_DB,
        },
      },
});
