// Atomic deployment of the built site (issue 25, DESIGN.md section 4). Gatsby builds into
// site/public/, which is never served: each build's output becomes a fresh release folder under
// var/site/releases/, and var/site/current, the symbolic link the server serves, switches to it
// with one rename. The release before it stays as var/site/previous, for a one-step rollback;
// older ones are removed.
//
// A release shares every file the build left unchanged (same size and modification time, or same
// bytes) with the release before it, as a hard link together with that file's .br and .gz
// siblings; it copies the rest and precompresses only those (scripts/precompress.mjs), while it
// copies. A release is never written after it goes live, so the links are safe; site/public/ is
// never linked, because the next Gatsby build rewrites its files in place.
//
// Each release lists its compressed siblings in a manifest (PRECOMPRESSED_MANIFEST, a dotfile the
// server never serves): per file, the SHA-256 of its bytes and the level of each sibling. A copied
// file whose bytes and level are in the live or the previous release's manifest gets a copy of
// that sibling, byte for byte what compressing would write, rather than being compressed again
// (a file moved, or put back as it was before the last deploy).
import {
  copyFile,
  link,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  compressionPool,
  eachAtOnce,
  emptyTally,
  precompressFile,
  TEXT_FILE,
} from './precompress.mjs';
import { ENCODERS, reuseKey } from './precompress-levels.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where Gatsby writes a build. */
export const BUILD_OUTPUT = join(root, 'site', 'public');
/** Where releases live: GH_SITE_RELEASES, else var/site (the server reads the same setting). */
export const releasesFolder = (env = process.env) =>
  env.GH_SITE_RELEASES || join(root, 'var', 'site');

const SIBLINGS = ['.br', '.gz'];
const isSibling = (name) => SIBLINGS.some((extension) => name.endsWith(extension));
const isPage = (path) => path.endsWith('.html');

/** How many file operations a deploy keeps in flight: enough to keep libuv's threads busy. */
const AT_ONCE = 16;

/**
 * Paths relative to `folder` of its files, precompressed siblings left out, read a level of
 * folders at a time (a 10,000-product site has some 50,000 folders).
 */
async function filesOf(folder) {
  const files = [];
  let level = [''];
  while (level.length) {
    const folders = [];
    await eachAtOnce(level, AT_ONCE, async (prefix) => {
      for (const entry of await readdir(join(folder, prefix), { withFileTypes: true })) {
        const path = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory()) folders.push(path);
        else if (entry.isFile() && !isSibling(entry.name)) files.push(path);
      }
    });
    level = folders;
  }
  return files;
}

/**
 * Makes in `root` the folders that `files` (relative paths) are in, parents first. A folder that
 * holds no file is not made: Gatsby leaves the folders of removed pages behind in site/public.
 */
async function makeFoldersFor(root, files) {
  const levels = [];
  const seen = new Set();
  for (const path of files) {
    for (
      let folder = dirname(path);
      folder !== '.' && !seen.has(folder);
      folder = dirname(folder)
    ) {
      seen.add(folder);
      const depth = folder.split('/').length - 1;
      levels[depth] ??= [];
      levels[depth].push(folder);
    }
  }
  for (const level of levels) {
    if (level) await eachAtOnce(level, AT_ONCE, (folder) => mkdir(join(root, folder)));
  }
}

const statOrNull = (path) => stat(path).catch(() => null);
const sameTime = (a, b) => Math.floor(a.mtimeMs) === Math.floor(b.mtimeMs);

/**
 * Whether a built file is the live one: the same size and modification time, or, for a file the
 * build wrote again with the same size (the sitemaps and robots.txt are written by every build),
 * the same bytes. A file written again unchanged is then linked, not precompressed again.
 */
async function unchanged(built, builtPath, before, livePath) {
  if (!before || before.size !== built.size) return false;
  if (sameTime(before, built)) return true;
  const [a, b] = await Promise.all([readFile(builtPath), readFile(livePath)]);
  return a.equals(b);
}
const ignoreMissing = (error) => {
  if (error?.code !== 'ENOENT') throw error;
};

/** The release folder a link names, or null when the link does not exist. */
async function linkTarget(releases, name) {
  const target = await readlink(join(releases, name)).catch(() => null);
  return target === null ? null : join(releases, target);
}

/** Points `releases/<name>` at `target` (relative to `releases`) in one rename. */
async function pointAt(releases, name, target) {
  const temporary = join(releases, `.${name}-${process.pid}-${Date.now()}`);
  await symlink(target, temporary);
  await rename(temporary, join(releases, name));
}

const releaseName = (path) => `releases/${path.split('/').pop()}`;

/** Milliseconds of CPU time in a `process.cpuUsage()` reading. */
const cpuTime = ({ user, system }) => (user + system) / 1000;

/** The file in each release that lists its compressed siblings. */
export const PRECOMPRESSED_MANIFEST = '.gh-precompressed.json';

/**
 * A release's manifest: `{ encoders, files: { [path]: { sha256, '.br': level, '.gz': level } } }`,
 * a sibling's level only when the sibling exists. An empty one for a release without a manifest
 * (deployed before there were any) or with one from other encoders, whose output may differ.
 */
async function readManifest(release) {
  if (!release) return {};
  try {
    const manifest = JSON.parse(await readFile(join(release, PRECOMPRESSED_MANIFEST), 'utf8'));
    return manifest.encoders === ENCODERS ? manifest.files : {};
  } catch {
    return {};
  }
}

/** `[reuseKey, path]` of every sibling the manifests list, for the compressing workers. */
function reusableSiblings(releasesWithFiles) {
  const found = new Map();
  for (const [release, files] of releasesWithFiles) {
    for (const [path, { sha256, ...levels }] of Object.entries(files)) {
      for (const [extension, level] of Object.entries(levels)) {
        const key = reuseKey(sha256, extension, level);
        if (!found.has(key)) found.set(key, join(release, `${path}${extension}`));
      }
    }
  }
  return [...found];
}

/** A manifest entry from a worker's result: the hash and the level of each sibling written. */
const manifestEntry = ({ sha256, siblings }) => ({
  sha256,
  ...Object.fromEntries(
    Object.entries(siblings).map(([extension, { level }]) => [extension, level]),
  ),
});

/**
 * Makes `source` (a finished build) the live site. Returns what it did: the release, how many
 * files it copied and linked, the pages (HTML files) it wrote and removed, what it compressed
 * (files, siblings written and of them reused, bytes before and after), its duration and the CPU
 * time it took.
 */
export async function deploySite({ source = BUILD_OUTPUT, releases = releasesFolder() } = {}) {
  const started = Date.now();
  const cpuBefore = process.cpuUsage();
  const live = await linkTarget(releases, 'current');
  const previous = await linkTarget(releases, 'previous');
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
  const release = join(releases, 'releases', id);
  await mkdir(release, { recursive: true });

  const [liveManifest, previousManifest] = await Promise.all([
    readManifest(live),
    readManifest(previous),
  ]);
  const pool = compressionPool({
    reusable: reusableSiblings([
      [live, liveManifest],
      [previous, previousManifest],
    ]),
  });
  const manifest = {};
  const compressed = emptyTally();
  const compressing = [];
  let linked = 0;
  let pagesWritten = 0;
  let copied = 0;
  let files;
  let livePages = [];
  try {
    [files, livePages] = await Promise.all([
      filesOf(source),
      live ? filesOf(live).then((paths) => paths.filter(isPage)) : [],
    ]);
    await makeFoldersFor(release, files);
    await eachAtOnce(files, AT_ONCE, async (path) => {
      const from = join(source, path);
      const to = join(release, path);
      const livePath = live ? join(live, path) : null;
      const [built, before] = await Promise.all([
        stat(from),
        livePath ? statOrNull(livePath) : null,
      ]);
      if (livePath && (await unchanged(built, from, before, livePath))) {
        await link(livePath, to);
        await Promise.all(
          SIBLINGS.map((extension) =>
            link(livePath + extension, to + extension).catch(ignoreMissing),
          ),
        );
        linked += 1;
        if (liveManifest[path]) manifest[path] = liveManifest[path];
      } else {
        await copyFile(from, to);
        // The build's time, so the next deploy can tell the file unchanged.
        await utimes(to, built.atimeMs / 1000, built.mtimeMs / 1000);
        copied += 1;
        if (isPage(path)) pagesWritten += 1;
        // Compressed while the next files are copied.
        if (TEXT_FILE.test(path)) {
          const compressingThis = precompressFile(to, pool, compressed).then((result) => {
            if (result) manifest[path] = manifestEntry(result);
          });
          // Its failure fails the deploy below, once the copying is done, not the process now.
          compressingThis.catch(() => {});
          compressing.push(compressingThis);
        }
      }
    });
    await Promise.all(compressing);
    await writeFile(
      join(release, PRECOMPRESSED_MANIFEST),
      JSON.stringify({ encoders: ENCODERS, files: manifest }),
    );
  } catch (error) {
    await Promise.allSettled(compressing);
    await rm(release, { recursive: true, force: true });
    throw error;
  } finally {
    await pool.close();
  }

  const pages = new Set(files.filter(isPage));
  const pagesRemoved = livePages.filter((path) => !pages.has(path)).length;
  await pointAt(releases, 'current', releaseName(release));
  if (live) await pointAt(releases, 'previous', releaseName(live));
  await pruneReleases(releases, [release, live]);
  return {
    release,
    copied,
    linked,
    pagesWritten,
    pagesRemoved,
    pages: pages.size,
    compressed,
    ms: Date.now() - started,
    // CPU time, the worker threads' included: what other work on the machine moves least.
    cpuMs: Math.round(cpuTime(process.cpuUsage(cpuBefore))),
  };
}

/** Removes every release but those named in `keep`. */
async function pruneReleases(releases, keep) {
  const folder = join(releases, 'releases');
  for (const name of await readdir(folder)) {
    const path = join(folder, name);
    if (!keep.includes(path)) await rm(path, { recursive: true, force: true });
  }
}

/**
 * Puts the previous release back live, and the one it replaces becomes the previous (so a second
 * rollback undoes the first). Returns the release now live, or null when there is none to go
 * back to.
 */
export async function rollbackSite({ releases = releasesFolder() } = {}) {
  const live = await linkTarget(releases, 'current');
  const previous = await linkTarget(releases, 'previous');
  if (!live || !previous || !(await statOrNull(previous))) return null;
  await pointAt(releases, 'current', releaseName(previous));
  await pointAt(releases, 'previous', releaseName(live));
  return previous;
}

// `node scripts/deploy.mjs [rollback]`
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === 'rollback') {
    const release = await rollbackSite();
    console.log(release ? `[deploy] live again: ${release}` : '[deploy] no previous release');
    process.exit(release ? 0 : 1);
  }
  const result = await deploySite();
  console.log(`[deploy] ${JSON.stringify(result)}`);
}
