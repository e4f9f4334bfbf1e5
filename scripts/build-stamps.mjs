// Build stamps: a package's build is skipped when a hash of everything it reads (its files, the
// files of the @gh/* packages it depends on, the lockfile and root configs, the environment
// variables it reads, the Node version) equals the hash stored after its last successful build,
// and the output that build wrote is still there. The stamp lives in the output folder
// (`.gh-build-stamp.json`, a dotfile the server never serves), so deleting the output forgets it;
// it is removed before a build starts and written only when the build and its precompression
// succeeded, so a failed build leaves none.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { BUILD_TARGETS, COMMON_INPUTS } from './build-targets.mjs';

export const STAMP_FILE = '.gh-build-stamp.json';

/** Folders that hold build output, caches or installed packages, never inputs. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'public',
  'dist',
  'build',
  'coverage',
  'test-results',
  'playwright-report',
  // widgets/package/: the npm package staged by `npm run build:package -w widgets`.
  'package',
]);
/** Tests (and logs and packed tarballs) are not part of any build's output. */
const SKIPPED_FILE = /\.test\.[cm]?[jt]sx?$|\.log$|\.tgz$/;

function listFiles(root, path, files) {
  const full = join(root, path);
  const stats = statSync(full, { throwIfNoEntry: false });
  if (!stats) return;
  if (stats.isFile()) {
    files.push(path);
    return;
  }
  if (!stats.isDirectory()) return;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue;
    if (entry.isFile() && SKIPPED_FILE.test(entry.name)) continue;
    listFiles(root, join(path, entry.name), files);
  }
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The folders of the workspaces `workspace` depends on, directly or through another. */
export function dependencyFolders(root, workspace) {
  const { workspaces = [] } = readJson(join(root, 'package.json'));
  const folderOf = new Map(
    workspaces.map((folder) => [readJson(join(root, folder, 'package.json')).name, folder]),
  );
  const found = new Set();
  const visit = (folder) => {
    const manifest = readJson(join(root, folder, 'package.json'));
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
      const dependency = folderOf.get(name);
      if (dependency && !found.has(dependency)) {
        found.add(dependency);
        visit(dependency);
      }
    }
  };
  visit(workspace);
  return [...found].sort();
}

/** Every input of a workspace's build: its files (relative, sorted) and the variables it reads. */
export function buildInputs(root, workspace, targets = BUILD_TARGETS, env = process.env) {
  const target = targets[workspace] ?? {};
  const paths = [
    ...COMMON_INPUTS,
    workspace,
    ...dependencyFolders(root, workspace),
    ...(target.inputs ?? []),
  ];
  const files = [];
  for (const path of new Set(paths)) listFiles(root, path, files);
  const wanted = target.env ?? [];
  const variables = Object.keys(env)
    .filter((name) =>
      wanted.some((rule) => (typeof rule === 'string' ? rule === name : rule.test(name))),
    )
    .sort()
    .map((name) => [name, env[name]]);
  return {
    files: [...new Set(files)].map((file) => file.split(sep).join('/')).sort(),
    variables,
  };
}

/** One hash of the inputs: each file's path and bytes, the variables, the Node version. */
export function inputsHash(root, { files, variables }) {
  const hash = createHash('sha256');
  hash.update(`node ${process.versions.node}\n`);
  for (const [name, value] of variables) hash.update(`env ${name}=${value}\n`);
  for (const file of files) {
    const data = readFileSync(join(root, file));
    hash.update(`file ${file} ${data.length}\n`);
    hash.update(data);
  }
  return hash.digest('hex');
}

/** The output files a build always writes, with their size and time, to notice a later build. */
function outputSignature(root, target) {
  return (target.outputFiles ?? []).map((file) => {
    const stats = statSync(join(root, target.output, file), { throwIfNoEntry: false });
    return stats ? [file, stats.size, Math.round(stats.mtimeMs)] : [file, null, null];
  });
}

const stampPath = (root, target) => join(root, target.output, STAMP_FILE);

/**
 * Whether `workspace` must be built: always for a workspace with no known output or one built
 * from a live content source, else when there is no stamp, its inputs changed, or its output
 * files are missing or were rewritten since (a build run by hand, perhaps half-way).
 */
export function buildDecision(root, workspace, targets = BUILD_TARGETS, env = process.env) {
  const target = targets[workspace];
  if (!target) return { build: true, reason: 'no known output to check' };
  if (target.alwaysWhenEnv && env[target.alwaysWhenEnv]) {
    return { build: true, reason: `${target.alwaysWhenEnv} is set` };
  }
  const hash = inputsHash(root, buildInputs(root, workspace, targets, env));
  const path = stampPath(root, target);
  if (!existsSync(path)) return { build: true, hash, reason: 'no stamp of a successful build' };
  let stamp;
  try {
    stamp = readJson(path);
  } catch {
    return { build: true, hash, reason: 'an unreadable stamp' };
  }
  if (stamp.hash !== hash) return { build: true, hash, reason: 'inputs changed' };
  const signature = outputSignature(root, target);
  if (signature.some(([, size]) => size === null)) {
    return { build: true, hash, reason: 'output files missing' };
  }
  if (JSON.stringify(signature) !== JSON.stringify(stamp.output)) {
    return { build: true, hash, reason: 'output rewritten since the stamp' };
  }
  return { build: false, hash, reason: 'inputs unchanged since the last successful build' };
}

/** Forgets the last successful build, before a new one starts. */
export function clearStamp(root, workspace, targets = BUILD_TARGETS) {
  const target = targets[workspace];
  if (target) rmSync(stampPath(root, target), { force: true });
}

/** Records a successful build of these inputs. */
export function writeStamp(root, workspace, hash, targets = BUILD_TARGETS) {
  const target = targets[workspace];
  if (!target || !hash) return;
  const stamp = { hash, output: outputSignature(root, target), builtAt: new Date().toISOString() };
  writeFileSync(stampPath(root, target), `${JSON.stringify(stamp, null, 2)}\n`);
}

/** The output folder of a workspace's build, if known. */
export const outputFolder = (root, workspace, targets = BUILD_TARGETS) =>
  targets[workspace] ? join(root, targets[workspace].output) : undefined;

/** For messages: a path relative to the root. */
export const shown = (root, path) => relative(root, path) || '.';
