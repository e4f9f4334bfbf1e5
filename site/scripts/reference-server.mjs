// The reference server (server/src/main.ts through tsx) in a child process on a free port, for the
// site's build and benches: it serves the content, the APIs and, once built, site/public/.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsxCli = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
export const SERVER_MAIN = join(root, 'server', 'src', 'main.ts');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `entry` (the server, or server/bench/serve.ts for a database served as it is seeded) with
 * these variables added, and resolves once `readyPath` answers: `{ url, stop }`.
 */
export async function startReferenceServer({
  entry = SERVER_MAIN,
  env = {},
  stdio = 'ignore',
  readyPath = '/healthz',
  timeoutMs = 180_000,
} = {}) {
  const port = await freePort();
  const server = spawn(process.execPath, [tsxCli, entry], {
    cwd: join(root, 'server'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the reference server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) {
        return { url, stop: () => server.exitCode === null && server.kill('SIGTERM') };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error(`the reference server did not answer ${url}${readyPath} within ${timeoutMs} ms`);
}

/** The reference server on a fresh database in a temporary folder, removed when it stops. */
export async function startFreshReferenceServer(folderPrefix) {
  const folder = mkdtempSync(join(tmpdir(), folderPrefix));
  const server = await startReferenceServer({ env: { GH_DB_PATH: join(folder, 'bench.sqlite') } });
  return {
    url: server.url,
    stop() {
      server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
