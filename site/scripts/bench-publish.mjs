#!/usr/bin/env node
// `node site/scripts/bench-publish.mjs`: deploy and edit-to-live times (issues 25 and 41). On the
// reference server with publishing on (a temporary releases folder), it publishes once: a full
// deploy, every file of the build copied and precompressed, as nothing is live to share files
// with (the build is cold unless site/.cache holds one from the same database); it prints the
// deploy's time, files and bytes before and after compression. Then, a few times over, it changes
// a news article's title through JSON:API, posts the build hook and polls the article's page
// until it shows the new title, and prints each edit's time to live and the pages the build
// rewrote. Last, a deploy after a code change: the site build run again with a setting compiled
// into the JavaScript changed (GATSBY_GEO_IP_URL, given a query string), so every bundle's hash
// and so every page changes, as after a change to the site's code; it prints the build's and the
// deploy's time. It uses site/public and site/.cache as `npm run build` does, and leaves them
// built from its database.
//
//   --scale                publish from the 10,000-product database as it is (BENCH_SCALE_DB,
//                          default var/bench.sqlite, which bench-catalogue.mjs seeds), not a
//                          fresh demo one
//   BENCH_EDITS=<n>        how many edits to time (default 3)
//   BENCH_CODE_CHANGE=0    skip the deploy after a code change
//   BENCH_RELEASES=<dir>   keep the releases in this folder, and start from the release live
//                          there: the first publish then shares every file the build left
//                          unchanged and is no full deploy
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startReferenceServer } from './reference-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const say = (message) => console.log(`[publish bench] ${message}`);
const TOKEN = 'publish-bench-token';
const auth = { Authorization: `Bearer ${TOKEN}` };
const edits = Number(process.env.BENCH_EDITS ?? 3);
const codeChange = process.env.BENCH_CODE_CHANGE !== '0';
const scaleDb = process.argv.includes('--scale')
  ? (process.env.BENCH_SCALE_DB ?? join(root, 'var', 'bench.sqlite'))
  : undefined;
if (scaleDb && !existsSync(scaleDb)) {
  say(`no scale database at ${scaleDb}: run bench-catalogue.mjs first (it seeds one)`);
  process.exit(1);
}

const folder = mkdtempSync(join(tmpdir(), 'gh-publish-bench-'));
const releases = process.env.BENCH_RELEASES ?? join(folder, 'releases');
const database = scaleDb ?? join(folder, 'bench.sqlite');
const server = await startReferenceServer({
  ...(scaleDb ? { entry: join(root, 'server', 'bench', 'serve.ts') } : {}),
  env: {
    GH_DB_PATH: database,
    GH_ADMIN_TOKEN: TOKEN,
    GH_SITE_RELEASES: releases,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  timeoutMs: 600_000,
});

const state = async () => (await fetch(`${server.url}/admin/publish`, { headers: auth })).json();
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts the build hook; `done` is the promise of the result of the build it starts. */
async function startPublish() {
  const before = (await state()).builds;
  const response = await fetch(`${server.url}/admin/publish`, { method: 'POST', headers: auth });
  if (response.status !== 202) throw new Error(`POST /admin/publish answered ${response.status}`);
  const done = (async () => {
    for (;;) {
      const now = await state();
      if (now.builds > before && now.state === 'idle' && !now.queued) return now.last;
      await wait(250);
    }
  })();
  return { done };
}

/** Posts the build hook and waits for the build it starts; returns its result. */
const publish = async () => (await startPublish()).done;

const load = () => loadavg()[0].toFixed(1);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** A deploy's CPU time, when known, which other work on the machine moves least. */
const cpu = (ms) => (ms === undefined ? '' : ` and ${seconds(ms)} of CPU`);
const megabytes = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;

/** A deploy's compression, for a line of the report. */
const compressedLine = ({ files, written, reused, bytes, br, gz }) =>
  `${files} text files compressed (${written} siblings, ${reused} of them reused): ${megabytes(bytes)} → brotli ${megabytes(br)}, gzip ${megabytes(gz)}`;

/**
 * The site build and deploy after a code change: the build script run as the publisher runs it
 * (the same content source, so Gatsby's cache is kept), with GATSBY_GEO_IP_URL, which the site's
 * JavaScript compiles in, made different. Resolves with its time and its `[deploy]` result.
 */
function buildAfterCodeChange() {
  return new Promise((resolvePromise, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [join(root, 'site', 'scripts', 'build.mjs')], {
      cwd: join(root, 'site'),
      env: {
        ...process.env,
        DRUPAL_URL: server.url,
        DRUPAL_PUBLIC_URL: '',
        GH_SITE_RELEASES: releases,
        GH_CONTENT_SOURCE: `reference:${resolve(database)}`,
        GATSBY_GEO_IP_URL: `/geo-ip?build=${started}`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => {
      const line = /^\[deploy\] (\{.*\})$/m.exec(output);
      if (code !== 0 || !line) reject(new Error(`the build after a code change failed (${code})`));
      else resolvePromise({ ms: Date.now() - started, deployed: JSON.parse(line[1]) });
    });
  });
}

/** The live page (a path) whose HTML holds `text`. */
function pageWith(text) {
  const live = join(releases, 'current');
  // An article's own page, below the news list that also shows its title.
  const search = (dir) => {
    const names = readdirSync(dir);
    for (const name of names) {
      const path = join(dir, name);
      const found = statSync(path).isDirectory() ? search(path) : null;
      if (found) return found;
    }
    const index = join(dir, 'index.html');
    return names.includes('index.html') && readFileSync(index, 'utf8').includes(text)
      ? index
      : null;
  };
  const file = search(join(live, 'au', 'news'));
  return file?.slice(live.length, -'index.html'.length) ?? null;
}

try {
  const first = await publish();
  if (first.result !== 'published') throw new Error(`the first publish failed:\n${first.log}`);
  say(
    `first publish: ${seconds(first.durationMs)} (of it deploy ${seconds(first.deployMs)}), ${first.pagesWritten} of ${first.pages} pages written`,
  );
  say(
    `full deploy: ${seconds(first.deployMs)}${cpu(first.deployCpuMs)}, ${first.compressed ? compressedLine(first.compressed) : 'no compression figures'} (load average ${load()})`,
  );

  const articles = await (await fetch(`${server.url}/jsonapi/node/article?page[limit]=1`)).json();
  const [article] = articles.data;
  const path = pageWith(article.attributes.title);
  if (!path) throw new Error(`no news page shows '${article.attributes.title}'`);
  say(`editing '${article.attributes.title}' (${path})`);

  const rows = [];
  for (let edit = 1; edit <= edits; edit += 1) {
    const title = `${article.attributes.title} (edit ${edit}, ${Date.now()})`;
    const started = Date.now();
    const patch = await fetch(`${server.url}/jsonapi/node/article/${article.id}`, {
      method: 'PATCH',
      headers: { ...auth, 'Content-Type': 'application/vnd.api+json' },
      body: JSON.stringify({
        data: { type: 'node--article', id: article.id, attributes: { title } },
      }),
    });
    if (!patch.ok) throw new Error(`PATCH answered ${patch.status}`);
    const { done } = await startPublish();
    // The page is live once the server sends the new title: it is polled while the build runs, so
    // what follows the switch (removing the oldest release) is not counted.
    let live = false;
    const shown = (async () => {
      while (!live) {
        live = (await (await fetch(`${server.url}${path}`)).text()).includes(title);
        if (!live) await wait(100);
      }
      return (Date.now() - started) / 1000;
    })();
    const last = await done;
    if (last.result !== 'published') {
      live = true;
      throw new Error(`build ${edit} failed:\n${last.log}`);
    }
    const seconds = await shown;
    rows.push({ edit, seconds, pagesWritten: last.pagesWritten, pages: last.pages });
    say(
      `edit ${edit}: live in ${seconds.toFixed(1)} s (build ${(last.durationMs / 1000).toFixed(1)} s, of it deploy ${(last.deployMs / 1000).toFixed(1)} s, ${last.pagesWritten} of ${last.pages} pages rewritten)`,
    );
  }
  const times = rows.map((row) => row.seconds).sort((a, b) => a - b);
  if (times.length) {
    say(
      `edit to live: median ${times[Math.floor(times.length / 2)].toFixed(1)} s over ${rows.length} edits${scaleDb ? ` (${scaleDb})` : ' (demo size)'}`,
    );
  }

  if (codeChange) {
    say('a code change: building and deploying with GATSBY_GEO_IP_URL changed');
    const loadBefore = load();
    const { ms, deployed } = await buildAfterCodeChange();
    say(
      `deploy after a code change: ${seconds(ms)} (of it deploy ${seconds(deployed.ms)}${cpu(deployed.cpuMs)}), ${deployed.pagesWritten} of ${deployed.pages} pages written, ${deployed.copied} files copied and ${deployed.linked} kept, ${compressedLine(deployed.compressed)} (load average ${loadBefore} before, ${load()} after)`,
    );
  }
} finally {
  server.stop();
  rmSync(folder, { recursive: true, force: true });
}
