#!/usr/bin/env node
// `node site/scripts/bench-publish.mjs`: edit-to-live time (issue 25). On the reference server
// with publishing on (a temporary releases folder), it publishes once (a cold build, unless
// site/.cache holds one from the same database), then, a few times over, changes a news
// article's title through JSON:API, posts the build hook and polls the article's page until it
// shows the new title. It prints each edit's time to live and the pages the build rewrote. It
// uses site/public and site/.cache as `npm run build` does, and leaves them built from its
// database.
//
//   --scale                publish from the 10,000-product database as it is (BENCH_SCALE_DB,
//                          default var/bench.sqlite, which bench-catalogue.mjs seeds), not a
//                          fresh demo one
//   BENCH_EDITS=<n>        how many edits to time (default 3)
//   BENCH_RELEASES=<dir>   keep the releases in this folder, and start from the release live
//                          there: the first publish of a scale site precompresses some 47,000
//                          files at brotli's highest quality (12 minutes on two cores), which a
//                          second run then skips for every file it builds again unchanged
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startReferenceServer } from './reference-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const say = (message) => console.log(`[publish bench] ${message}`);
const TOKEN = 'publish-bench-token';
const auth = { Authorization: `Bearer ${TOKEN}` };
const edits = Number(process.env.BENCH_EDITS ?? 3);
const scaleDb = process.argv.includes('--scale')
  ? (process.env.BENCH_SCALE_DB ?? join(root, 'var', 'bench.sqlite'))
  : undefined;
if (scaleDb && !existsSync(scaleDb)) {
  say(`no scale database at ${scaleDb}: run bench-catalogue.mjs first (it seeds one)`);
  process.exit(1);
}

const folder = mkdtempSync(join(tmpdir(), 'gh-publish-bench-'));
const releases = process.env.BENCH_RELEASES ?? join(folder, 'releases');
const server = await startReferenceServer({
  ...(scaleDb ? { entry: join(root, 'server', 'bench', 'serve.ts') } : {}),
  env: {
    GH_DB_PATH: scaleDb ?? join(folder, 'bench.sqlite'),
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
    `first publish: ${(first.durationMs / 1000).toFixed(1)} s (of it deploy ${(first.deployMs / 1000).toFixed(1)} s), ${first.pagesWritten} of ${first.pages} pages written`,
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
  say(
    `edit to live: median ${times[Math.floor(times.length / 2)].toFixed(1)} s over ${rows.length} edits${scaleDb ? ` (${scaleDb})` : ' (demo size)'}`,
  );
} finally {
  server.stop();
  rmSync(folder, { recursive: true, force: true });
}
