import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The server entry (`npm start -w server`) as a child process, the way it runs in production. */

const repoRoot = join(__dirname, '..', '..');
export const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
export const serverMain = join(repoRoot, 'server', 'src', 'main.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Everything a child process prints, stdout and stderr together, as it comes. */
export function collectOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return () => output;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the first match of `pattern` in its output, waiting for it if need be. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Sends a signal to its whole process group (tsx, the server and any workers). */
  signal(signal: NodeJS.Signals): void;
  /** Resolves once every process of its group has exited. */
  exited(): Promise<void>;
}

async function until<T>(what: () => T | undefined, describe: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = what();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(describe());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts the server entry with these variables on a free port; resolves once /healthz answers. */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(tsx, [serverMain], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', GH_LOG: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: tsx runs the server in a child process, which may fork workers.
    detached: true,
  });
  const output = collectOutput(child);
  const url = `http://127.0.0.1:${port}`;
  const groupAlive = () => {
    try {
      if (child.pid) process.kill(-child.pid, 0);
      return Boolean(child.pid);
    } catch {
      return false;
    }
  };
  const started: ServerProcess = {
    child,
    url,
    output,
    waitForOutput: (pattern, timeoutMs = 90_000) =>
      until(
        () => output().match(pattern) ?? undefined,
        () => `no ${pattern} in the server's output:\n${output()}`,
        timeoutMs,
      ),
    signal(signal) {
      try {
        if (child.pid) process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    },
    exited: () =>
      until(
        () => (groupAlive() ? undefined : true),
        () => 'the server did not exit',
        60_000,
      ).then(() => {}),
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  started.signal('SIGKILL');
  throw new Error(`server did not start in time:\n${output()}`);
}
