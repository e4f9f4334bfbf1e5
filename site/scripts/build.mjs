#!/usr/bin/env node
// `npm run build -w site`: `gatsby build` against a content source. With DRUPAL_URL set it builds
// from that Drupal; otherwise it starts a temporary reference server (server/src, via tsx) on a
// free port over the default database (var/gh.sqlite, seeded when new), builds, and stops it.
// `node scripts/build.mjs develop` does the same for `gatsby develop`.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(site, '..');
const command = process.argv[2] === 'develop' ? 'develop' : 'build';
const say = (message) => console.log(`[site] ${message}`);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the reference server exited (${server.exitCode})`);
    try {
      const response = await fetch(`${url}/jsonapi`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the reference server did not answer ${url}/jsonapi within ${timeoutMs} ms`);
}

async function startReferenceServer() {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'server', 'src', 'main.ts')],
    {
      cwd: join(root, 'server'),
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  // Seeding a new database takes a while on two cores; later starts answer at once.
  await waitForServer(url, server, 180_000);
  return { url, stop: () => server.exitCode === null && server.kill('SIGTERM') };
}

function run(bin, args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: site, env, stdio: 'inherit' });
    const forward = (signal) => () => child.kill(signal);
    process.once('SIGINT', forward('SIGINT'));
    process.once('SIGTERM', forward('SIGTERM'));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let reference = null;
let code = 1;
try {
  let drupalUrl = process.env.DRUPAL_URL;
  if (!drupalUrl) {
    say('starting a temporary reference server for the content');
    reference = await startReferenceServer();
    drupalUrl = reference.url;
    // The site's own server serves the same files at run time (DESIGN.md section 4).
    process.env.DRUPAL_PUBLIC_URL ??= '';
  }
  say(`gatsby ${command} with DRUPAL_URL=${drupalUrl}`);
  const started = Date.now();
  code = await run(join(root, 'node_modules', 'gatsby', 'cli.js'), [command], {
    ...process.env,
    DRUPAL_URL: drupalUrl,
    GATSBY_TELEMETRY_DISABLED: '1',
  });
  if (code === 0 && command === 'build')
    say(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`[site] ${error instanceof Error ? error.message : error}`);
} finally {
  reference?.stop();
}
process.exit(code);
