// Small helpers shared by the root scripts: run an npm script in each workspace that has it,
// in the order the root package.json lists them (shared, widgets, site, server).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDecision, clearStamp, outputFolder, shown, writeStamp } from './build-stamps.mjs';
import { precompress } from './precompress.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function workspacesWithScript(script) {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces.filter((dir) => {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    return Boolean(manifest.scripts?.[script]);
  });
}

function runOrExit(script, dir, label) {
  console.log(`[${label}] ${dir}: npm run ${script}`);
  const result = spawnSync('npm', ['run', script, '--workspace', dir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`[${label}] ${dir} failed`);
    process.exit(result.status ?? 1);
  }
}

/** Runs `npm run <script>` in each workspace that has it, one after another; exits on failure. */
export function runInEach(script, label = script) {
  const dirs = workspacesWithScript(script);
  if (dirs.length === 0) console.log(`[${label}] no workspace has a ${script} script yet`);
  for (const dir of dirs) runOrExit(script, dir, label);
  return dirs;
}

/**
 * Builds each workspace that has a build script, in order, unless its inputs are unchanged since
 * its last successful build (scripts/build-stamps.mjs; `force` or GH_FORCE_BUILD=1 builds all).
 * After a build its output's text files are precompressed (scripts/precompress.mjs), then the
 * stamp is written. Exits on the first failure, leaving that workspace without a stamp.
 * Returns the workspaces built.
 */
export async function buildWhatChanged(
  label = 'build',
  { force = process.env.GH_FORCE_BUILD === '1' } = {},
) {
  const built = [];
  for (const dir of workspacesWithScript('build')) {
    // The inputs are hashed before the build: a file edited while it runs makes the next start
    // build again.
    const checked = buildDecision(root, dir);
    const decision = force ? { ...checked, build: true, reason: 'a forced build' } : checked;
    if (!decision.build) {
      console.log(`[${label}] ${dir}: skipped, ${decision.reason}`);
      continue;
    }
    console.log(`[${label}] ${dir}: building (${decision.reason})`);
    clearStamp(root, dir);
    runOrExit('build', dir, label);
    const output = outputFolder(root, dir);
    if (output) {
      const started = Date.now();
      const { files, written } = await precompress(output);
      console.log(
        `[${label}] ${dir}: precompressed ${shown(root, output)} (${written} .br/.gz written for ${files} text files, ${Date.now() - started} ms)`,
      );
      writeStamp(root, dir, decision.hash);
    }
    built.push(dir);
  }
  return built;
}

/** Starts `npm run <script>` in each workspace that has it, all at once; resolves when all end. */
export function runAllAtOnce(script) {
  const dirs = workspacesWithScript(script);
  const children = dirs.map((dir) =>
    spawn('npm', ['run', script, '--workspace', dir], { cwd: root, stdio: 'inherit' }),
  );
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return { dirs, done: Promise.all(children.map((c) => new Promise((r) => c.on('exit', r)))) };
}
