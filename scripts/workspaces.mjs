// Small helpers shared by the root scripts: run an npm script in each workspace that has it,
// in the order the root package.json lists them (shared, widgets, site, server).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function workspacesWithScript(script) {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces.filter((dir) => {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    return Boolean(manifest.scripts?.[script]);
  });
}

/** Runs `npm run <script>` in each workspace that has it, one after another; exits on failure. */
export function runInEach(script, label = script) {
  const dirs = workspacesWithScript(script);
  if (dirs.length === 0) console.log(`[${label}] no workspace has a ${script} script yet`);
  for (const dir of dirs) {
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
  return dirs;
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
