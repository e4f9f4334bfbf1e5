/**
 * The server's side of publishing (issue 25): it asks for a build and reports the state, while
 * scripts/publish.mjs, a process of its own, builds and deploys (scripts/deploy.mjs). They talk
 * through files in the releases folder, so every worker process sees one state and a request
 * that arrives during a build becomes one follow-up build, whichever worker takes it.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, open, readFile, readlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const repoRoot = join(__dirname, '..', '..', '..');
const PUBLISH_SCRIPT = join(repoRoot, 'scripts', 'publish.mjs');
const DEPLOY_SCRIPT = join(repoRoot, 'scripts', 'deploy.mjs');

export interface LastPublish {
  result: 'published' | 'failed';
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  /** Of durationMs, the deploy: linking, copying and precompressing the release, and the switch. */
  deployMs?: number;
  /** The deploy's CPU time, its worker threads' included (other work on the machine moves it least). */
  deployCpuMs?: number;
  /**
   * What the deploy compressed: text files, siblings written (of them copied from an earlier
   * release rather than compressed), and those files' bytes before and as brotli and gzip.
   */
  compressed?: {
    files: number;
    written: number;
    reused: number;
    bytes: number;
    br: number;
    gz: number;
  };
  pagesWritten?: number;
  pagesRemoved?: number;
  pages?: number;
  release?: string;
  error?: string;
  log?: string;
}

export interface PublishState {
  state: 'idle' | 'building';
  /** A request came in after the running build started: one more build follows it. */
  queued: boolean;
  /** Builds finished since the releases folder was made. */
  builds: number;
  building?: { startedAt: string };
  last?: LastPublish;
  /** The release served now, by folder name. */
  live?: string;
  /** Builds finished by result, and their seconds, since the releases folder was made. */
  totals?: { published: number; failed: number; seconds: number };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export class Publisher {
  private readonly files;
  private readonly children = new Set<ChildProcess>();

  constructor(
    private readonly releases: string,
    /** The address the build fetches content from: this server. */
    private readonly contentUrl: () => string,
    /** Names the content the site is built from, for Gatsby's cache (site/scripts/build.mjs). */
    private readonly contentSource: string,
    /** The build script, when not the site's (scripts/publish.mjs). */
    private readonly buildScript?: string,
  ) {
    this.files = {
      requested: join(releases, 'publish.requested'),
      lock: join(releases, 'publish.lock'),
      state: join(releases, 'publish.json'),
      log: join(releases, 'publish.log'),
    };
  }

  /** Whether a publisher process is at work (its lock names a live process). */
  running(): boolean {
    try {
      const pid = Number(readFileSync(this.files.lock, 'utf8'));
      return pid > 0 && isAlive(pid);
    } catch {
      return false;
    }
  }

  /** The state file as the publisher last wrote it; empty before the first build. */
  private async saved(): Promise<Partial<PublishState>> {
    try {
      return JSON.parse(await readFile(this.files.state, 'utf8'));
    } catch {
      return {};
    }
  }

  async state(): Promise<PublishState> {
    const saved = await this.saved();
    const running = this.running();
    const live = await readlink(join(this.releases, 'current')).catch(() => undefined);
    return {
      // A publisher that died mid-build left 'building' behind; nothing builds now.
      state: running && saved.state === 'building' ? 'building' : 'idle',
      queued: existsSync(this.files.requested),
      builds: saved.builds ?? 0,
      ...(running && saved.building ? { building: saved.building } : {}),
      ...(saved.last ? { last: saved.last } : {}),
      ...(live === undefined ? {} : { live: live.split('/').pop() }),
      ...(saved.totals ? { totals: saved.totals } : {}),
    };
  }

  /** Asks for a build: starts a publisher unless one runs, which then takes the request. */
  async request(): Promise<PublishState> {
    await mkdir(this.releases, { recursive: true });
    await writeFile(this.files.requested, new Date().toISOString());
    if (!this.running()) await this.start();
    return this.state();
  }

  private async start() {
    const log = await open(this.files.log, 'a');
    const child = spawn(process.execPath, [PUBLISH_SCRIPT], {
      cwd: repoRoot,
      env: {
        ...process.env,
        GH_SITE_RELEASES: this.releases,
        GH_PUBLISH_CONTENT_URL: this.contentUrl(),
        GH_CONTENT_SOURCE: this.contentSource,
        ...(this.buildScript ? { GH_PUBLISH_BUILD: this.buildScript } : {}),
      },
      stdio: ['ignore', log.fd, log.fd],
    });
    await log.close();
    this.children.add(child);
    child.on('exit', () => this.children.delete(child));
    // Wait until the publisher has taken the request and said so in its state file (or has
    // already finished the build, or died), so a state read right after this says 'building'.
    // Its lock alone is not enough: the state is written a moment after the lock is taken.
    const before = (await this.saved()).builds ?? 0;
    const started = Date.now();
    while (Date.now() - started < 30_000 && child.exitCode === null) {
      const saved = await this.saved();
      if ((saved.state === 'building' && this.running()) || (saved.builds ?? 0) > before) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Puts the previous release back; false when there is none. */
  async rollback(): Promise<boolean> {
    try {
      await promisify(execFile)(process.execPath, [DEPLOY_SCRIPT, 'rollback'], {
        env: { ...process.env, GH_SITE_RELEASES: this.releases },
      });
      return true;
    } catch {
      return false;
    }
  }

  /** Stops the builds this process started (the server is closing). */
  stop() {
    for (const child of this.children) child.kill('SIGTERM');
  }
}
