// The publisher (issue 25): builds the site from the content server and puts it live, for as long
// as publish requests keep coming. `POST /admin/publish` (server/src/routes/publish.ts) leaves a
// request file in the releases folder and starts this script when no publisher runs; requests
// that arrive during a build leave the same one file, so they coalesce into one follow-up build.
//
// Files in the releases folder (GH_SITE_RELEASES, else var/site):
// - publish.requested: a build is wanted (taken by a rename when a build starts);
// - publish.lock: the running publisher's process id;
// - publish.json: the state, written whole with a rename: { state, builds, building, last,
//   totals: { published, failed, seconds } };
// - publish.log: the builds' output.
//
// `GH_PUBLISH_CONTENT_URL=http://127.0.0.1:8000 node scripts/publish.mjs`
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { releasesFolder } from './deploy.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = releasesFolder();
const files = {
  requested: join(folder, 'publish.requested'),
  lock: join(folder, 'publish.lock'),
  state: join(folder, 'publish.json'),
  log: join(folder, 'publish.log'),
};
const contentUrl = process.env.GH_PUBLISH_CONTENT_URL;
// The build: the site's (Gatsby, then scripts/deploy.mjs), or another script that deploys and
// prints the same `[deploy] {…}` line.
const buildScript = process.env.GH_PUBLISH_BUILD || join(root, 'site', 'scripts', 'build.mjs');
if (!contentUrl) {
  console.error('[publish] GH_PUBLISH_CONTENT_URL must name the content server');
  process.exit(2);
}

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Takes the lock, or returns false when a live publisher holds it. */
async function lock() {
  for (;;) {
    try {
      const handle = await open(files.lock, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return true;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(await readFile(files.lock, 'utf8').catch(() => ''));
      if (holder && isAlive(holder)) return false;
      // A publisher that died left its lock behind.
      await rm(files.lock, { force: true });
    }
  }
}

async function readState() {
  try {
    return JSON.parse(await readFile(files.state, 'utf8'));
  } catch {
    return { state: 'idle', builds: 0 };
  }
}

async function writeState(state) {
  const temporary = `${files.state}.${process.pid}`;
  await writeFile(temporary, JSON.stringify(state, null, 2));
  await rename(temporary, files.state);
}

/** Takes the pending request, if there is one. */
async function takeRequest() {
  try {
    await rename(files.requested, `${files.requested}.taken`);
    return true;
  } catch (error) {
    if (error.code === 'ENOENT') return false;
    throw error;
  }
}

let building = null;
let stopping = false;
// Stopped (the server closes): the build goes too, and the live site stays as it is.
process.once('SIGTERM', () => {
  stopping = true;
  building?.kill('SIGTERM');
});

/** One build and deploy by the site's build script; resolves with its result. */
function build(log) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [buildScript], {
      cwd: join(root, 'site'),
      env: {
        ...process.env,
        // A real Drupal when one is configured, else this server's own content, which the
        // pages then ask for on their own origin.
        ...(process.env.DRUPAL_URL ? {} : { DRUPAL_URL: contentUrl, DRUPAL_PUBLIC_URL: '' }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    building = child;
    let deployed = null;
    let tail = '';
    const read = (chunk) => {
      const text = chunk.toString();
      log.write(text);
      tail = (tail + text).slice(-4000);
      const line = /^\[deploy\] (\{.*\})$/m.exec(text);
      if (line) deployed = JSON.parse(line[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), deployed, tail }));
  });
}

async function publishWhileRequested() {
  const log = createWriteStream(files.log, { flags: 'a' });
  try {
    while (!stopping && (await takeRequest())) {
      const previous = await readState();
      const startedAt = new Date();
      await writeState({ ...previous, state: 'building', building: { startedAt } });
      log.write(`\n[publish] build started ${startedAt.toISOString()}\n`);
      const { code, deployed, tail } = await build(log);
      const finishedAt = new Date();
      const ok = code === 0 && deployed !== null;
      const last = {
        result: ok ? 'published' : 'failed',
        startedAt,
        finishedAt,
        durationMs: finishedAt.getTime() - startedAt.getTime(),
        ...(ok
          ? {
              deployMs: deployed.ms,
              ...(deployed.cpuMs === undefined ? {} : { deployCpuMs: deployed.cpuMs }),
              ...(deployed.compressed ? { compressed: deployed.compressed } : {}),
              pagesWritten: deployed.pagesWritten,
              pagesRemoved: deployed.pagesRemoved,
              pages: deployed.pages,
              release: deployed.release.split('/').pop(),
            }
          : { error: `the build exited with ${code}; the live site is unchanged`, log: tail }),
      };
      log.write(`[publish] ${last.result} in ${last.durationMs} ms\n`);
      // Running totals for the server's metrics (gh_publish_builds_total and its seconds).
      const totals = previous.totals ?? { published: 0, failed: 0, seconds: 0 };
      await writeState({
        state: 'idle',
        builds: (previous.builds ?? 0) + 1,
        last,
        totals: {
          published: totals.published + (ok ? 1 : 0),
          failed: totals.failed + (ok ? 0 : 1),
          seconds: totals.seconds + last.durationMs / 1000,
        },
      });
    }
  } finally {
    await new Promise((resolve) => log.end(resolve));
  }
}

await mkdir(folder, { recursive: true });
// A request that arrives after the last check but before the lock goes is seen by the second
// check, or, once the lock is gone, by the server, which starts a new publisher.
while (await lock()) {
  try {
    await publishWhileRequested();
  } finally {
    await rm(files.lock, { force: true });
  }
  if (stopping || !(await readFile(files.requested).catch(() => null))) break;
}
