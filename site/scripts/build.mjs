#!/usr/bin/env node
// `npm run build -w site`: `gatsby build` against a content source. With DRUPAL_URL set it builds
// from that Drupal; otherwise it starts a temporary reference server (server/src, via tsx) on a
// free port over the default database (var/gh.sqlite, seeded when new), builds, and stops it.
// `node scripts/build.mjs develop` does the same for `gatsby develop`. A build that succeeds goes
// live as a new release (scripts/deploy.mjs); one that fails changes nothing that is served.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deploySite } from '../../scripts/deploy.mjs';
import { writeScriptHashes } from './csp.mjs';
import { startReferenceServer } from './reference-server.mjs';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(site, '..');
const command = process.argv[2] === 'develop' ? 'develop' : 'build';
const say = (message) => console.log(`[site] ${message}`);

function run(bin, args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: site, env, stdio: 'inherit' });
    const forward = (signal) => () => child.kill(signal);
    process.once('SIGINT', forward('SIGINT'));
    process.once('SIGTERM', forward('SIGTERM'));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Gatsby's cache (site/.cache) holds the content of the source it was built from, and with
 * fastBuilds the next build fetches only what that source changed since. Built from another
 * source (another Drupal, or the reference server over another database), the cache would mix
 * two sites' content, so it goes, and the build starts from nothing. GH_CONTENT_SOURCE names the
 * source when DRUPAL_URL's address does not (the publisher's server on any port).
 */
const sourceFile = join(site, '.cache', 'gh-content-source');
function contentSource() {
  if (process.env.GH_CONTENT_SOURCE) return process.env.GH_CONTENT_SOURCE;
  if (process.env.DRUPAL_URL) return process.env.DRUPAL_URL;
  return `reference:${resolve(process.env.GH_DB_PATH ?? join(root, 'var', 'gh.sqlite'))}`;
}
function keepCacheOnlyFor(source) {
  let cached = null;
  try {
    cached = readFileSync(sourceFile, 'utf8');
  } catch {
    // no cache, or one from before sources were recorded
  }
  if (cached !== source) {
    say(`content source ${source}: building from nothing (the cache was of ${cached ?? 'none'})`);
    rmSync(join(site, '.cache'), { recursive: true, force: true });
  }
}

let reference = null;
let code = 1;
try {
  const source = contentSource();
  if (command === 'build') keepCacheOnlyFor(source);
  let drupalUrl = process.env.DRUPAL_URL;
  if (!drupalUrl) {
    say('starting a temporary reference server for the content');
    // Seeding a new database takes a while on two cores; later starts answer at once.
    reference = await startReferenceServer({
      stdio: ['ignore', 'inherit', 'inherit'],
      readyPath: '/jsonapi',
    });
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
  if (code === 0 && command === 'build') {
    say(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    writeFileSync(sourceFile, source);
    const csp = await writeScriptHashes(join(site, 'public'));
    say(
      `content policy: ${csp.scriptHashes.length} inline scripts on ${csp.pages} pages, allowed by hash`,
    );
    const deployed = await deploySite({ source: join(site, 'public') });
    say(
      `live: ${deployed.pagesWritten} of ${deployed.pages} pages written, ${deployed.pagesRemoved} removed, ${deployed.copied} files copied and ${deployed.linked} kept (${deployed.ms} ms)`,
    );
    // The publisher (server/src/publish) reads this line for its report.
    console.log(`[deploy] ${JSON.stringify(deployed)}`);
  }
} catch (error) {
  console.error(`[site] ${error instanceof Error ? error.message : error}`);
  code = 1;
} finally {
  reference?.stop();
}
process.exit(code);
