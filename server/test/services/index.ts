import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { Client } from 'pg';
import { freePort } from '../server-process';

/**
 * Real PostgreSQL and Redis for the tests (issue 13, "Real servers in the tests"):
 * 1. TEST_DATABASE_URL / TEST_REDIS_URL when given;
 * 2. else a throwaway server on a free port in a temporary folder (initdb/pg_ctl, as the
 *    `postgres` user when running as root; redis-server), started once per Jest run and stopped by
 *    its global teardown (global-setup.ts), or once per process outside Jest;
 * 3. else, as root on Debian, Debian's `postgresql` / `redis-server` packages are installed first;
 * 4. else an error that says how to provide them. No test is skipped for a missing server.
 */

/** The shared folder of one Jest run, set by global-setup.ts; unset outside Jest. */
export const SERVICES_DIR_VARIABLE = 'GH_TEST_SERVICES_DIR';

interface ServiceState {
  url: string;
  /** Folder the throwaway server lives in, removed when it stops. */
  dir: string;
  kind: 'postgres' | 'redis';
  /** Run as this user (root runs PostgreSQL as `postgres`). */
  user?: string;
  binDir?: string;
}

export async function postgresUrlForTests(): Promise<string> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  return (await sharedService('postgres', startPostgres)).url;
}

export async function redisUrlForTests(): Promise<string> {
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
  return (await sharedService('redis', startRedis)).url;
}

export interface TestSchema {
  /** The test PostgreSQL with `search_path` set to a fresh schema of its own. */
  url: string;
  schema: string;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

/**
 * A fresh, empty schema on the test PostgreSQL, so that test files running in parallel Jest
 * workers (and the processes they start) never see each other's rows. `server` overrides the
 * test PostgreSQL (the bench passes DATABASE_URL).
 */
export async function postgresSchemaForTests(label = 'test', server?: string): Promise<TestSchema> {
  const base = server || (await postgresUrlForTests());
  const schema = `gh_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(6).toString('hex')}`;
  await withClient(base, (client) => client.query(`CREATE SCHEMA ${schema}`));
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    schema,
    async drop() {
      await withClient(base, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
    },
  };
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// One server of each kind per Jest run (shared by its workers), or per process outside Jest.

const inProcess = new Map<string, Promise<ServiceState>>();

function sharedService(
  kind: ServiceState['kind'],
  start: () => Promise<ServiceState>,
): Promise<ServiceState> {
  const runDir = process.env[SERVICES_DIR_VARIABLE];
  if (!runDir) {
    let started = inProcess.get(kind);
    if (!started) {
      started = start().then((state) => {
        process.once('exit', () => stopService(state));
        return state;
      });
      inProcess.set(kind, started);
    }
    return started;
  }
  let shared = inProcess.get(kind);
  if (!shared) {
    shared = withLock(join(runDir, `${kind}.lock`), async () => {
      const statePath = join(runDir, `${kind}.json`);
      if (existsSync(statePath)) return JSON.parse(readFileSync(statePath, 'utf8')) as ServiceState;
      const state = await start();
      writeFileSync(statePath, JSON.stringify(state));
      return state;
    });
    inProcess.set(kind, shared);
  }
  return shared;
}

/** Stops every server a Jest run started (its global teardown). */
export function stopServicesIn(runDir: string): void {
  for (const name of readdirSync(runDir)) {
    if (!name.endsWith('.json')) continue;
    stopService(JSON.parse(readFileSync(join(runDir, name), 'utf8')) as ServiceState);
  }
  rmSync(runDir, { recursive: true, force: true });
}

/** A lock between the processes of one run: mkdir is atomic. */
async function withLock<T>(path: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(path);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${path}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmdirSync(path);
  }
}

function stopService(state: ServiceState): void {
  if (state.kind === 'postgres' && state.binDir) {
    const dataDir = join(state.dir, 'data');
    runAs(state.user, join(state.binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop'], {
      quiet: true,
    });
  }
  if (state.kind === 'redis') {
    const pidFile = join(state.dir, 'redis.pid');
    if (existsSync(pidFile)) {
      try {
        process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
  rmSync(state.dir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// Starting the throwaway servers.

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const onDebian = () => existsSync('/etc/debian_version');

function onPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, command))) return join(dir, command);
  }
  return undefined;
}

/** The folder holding initdb and pg_ctl: Debian's newest /usr/lib/postgresql/N/bin, else PATH. */
function postgresBinDir(): string | undefined {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => existsSync(join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  const initdb = onPath('initdb');
  return initdb ? join(initdb, '..') : undefined;
}

function aptInstall(pkg: string): void {
  if (!isRoot() || !onDebian()) return;
  console.log(`[test services] installing Debian's ${pkg}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
}

const shellQuote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

function runAs(
  user: string | undefined,
  command: string,
  args: string[],
  { quiet = false } = {},
): void {
  const [file, argv] = user
    ? ['su', [user, '-s', '/bin/sh', '-c', [command, ...args].map(shellQuote).join(' ')]]
    : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0 && !quiet) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
}

const HOW_TO_PROVIDE_POSTGRES = [
  'The server tests need PostgreSQL and none could be started. Either:',
  '  - set TEST_DATABASE_URL=postgres://user@host:port/database (an empty database it may use), or',
  '  - install PostgreSQL so that initdb and pg_ctl are on PATH (Debian: apt-get install postgresql).',
].join('\n');

async function startPostgres(): Promise<ServiceState> {
  let binDir = postgresBinDir();
  if (!binDir) {
    aptInstall('postgresql');
    binDir = postgresBinDir();
  }
  if (!binDir) throw new Error(HOW_TO_PROVIDE_POSTGRES);
  const dir = mkdtempSync(join(tmpdir(), 'gh-test-postgres-'));
  let user: string | undefined;
  if (isRoot()) {
    user = 'postgres';
    try {
      const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
      chownSync(dir, uid, gid);
    } catch {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(
        `${HOW_TO_PROVIDE_POSTGRES}\n(running as root, but there is no postgres user)`,
      );
    }
  }
  const state: ServiceState = { kind: 'postgres', url: '', dir, user, binDir };
  try {
    const dataDir = join(dir, 'data');
    runAs(user, join(binDir, 'initdb'), [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      try {
        runAs(user, join(binDir, 'pg_ctl'), [
          '-D',
          dataDir,
          '-o',
          `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300`,
          '-l',
          join(dir, 'log'),
          '-w',
          '-t',
          '60',
          'start',
        ]);
        state.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
        return state;
      } catch (error) {
        // Another process may have taken the port in between; try another.
        if (attempt >= 3) throw error;
      }
    }
  } catch (error) {
    stopService(state);
    throw new Error(`${HOW_TO_PROVIDE_POSTGRES}\n${(error as Error).message}`);
  }
}

const HOW_TO_PROVIDE_REDIS = [
  'The server tests need Redis and none could be started. Either:',
  '  - set TEST_REDIS_URL=redis://host:port (a Redis it may use), or',
  '  - install Redis so that redis-server is on PATH (Debian: apt-get install redis-server).',
].join('\n');

/** Starts redis-server as a daemon on this port, keeping its pid file and log in `dir`. */
function launchRedis(binary: string, port: number, dir: string) {
  return spawnSync(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--daemonize',
      'yes',
      '--pidfile',
      join(dir, 'redis.pid'),
      '--logfile',
      join(dir, 'redis.log'),
    ],
    { encoding: 'utf8' },
  );
}

async function startRedis(): Promise<ServiceState> {
  let binary =
    onPath('redis-server') ??
    (existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : undefined);
  if (!binary) {
    aptInstall('redis-server');
    binary =
      onPath('redis-server') ??
      (existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : undefined);
  }
  if (!binary) throw new Error(HOW_TO_PROVIDE_REDIS);
  const dir = mkdtempSync(join(tmpdir(), 'gh-test-redis-'));
  const state: ServiceState = { kind: 'redis', url: '', dir };
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const result = launchRedis(binary, port, dir);
    if (result.status === 0 && (await redisAnswers(port, 30_000))) {
      state.url = `redis://127.0.0.1:${port}`;
      return state;
    }
    stopService({ ...state, dir: dir });
    mkdirSync(dir, { recursive: true });
    if (attempt >= 3) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`${HOW_TO_PROVIDE_REDIS}\n${result.stdout}${result.stderr}`);
    }
  }
}

/** Waits until a Redis on this port answers PING. */
async function redisAnswers(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const pong = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      let reply = '';
      socket.setTimeout(1000, () => {
        socket.destroy();
        resolve(false);
      });
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (chunk) => {
        reply += chunk;
        if (reply.includes('\r\n')) {
          socket.end();
          resolve(reply.startsWith('+PONG'));
        }
      });
      socket.on('error', () => resolve(false));
    });
    if (pong) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Servers of a test's own, stopped and started again under a running server (outages.test.ts).

export interface OwnService {
  url: string;
  /** Stops the server the way a crash or an operator would (its data kept). */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  remove(): void;
}

/** A throwaway Redis of this test alone, on a free port. */
export async function ownRedis(): Promise<OwnService> {
  const state = await startRedis();
  const port = Number(new URL(state.url).port);
  const binary = onPath('redis-server') ?? '/usr/bin/redis-server';
  return {
    url: state.url,
    async stop() {
      const pid = Number(readFileSync(join(state.dir, 'redis.pid'), 'utf8').trim());
      process.kill(pid, 'SIGKILL');
      const deadline = Date.now() + 30_000;
      while (await redisAnswers(port, 200)) {
        if (Date.now() > deadline) throw new Error('Redis did not stop');
      }
    },
    async start() {
      const result = launchRedis(binary, port, state.dir);
      if (result.status !== 0 || !(await redisAnswers(port, 30_000))) {
        throw new Error(`Redis did not start again on ${port}: ${result.stdout}${result.stderr}`);
      }
    },
    remove() {
      stopService(state);
    },
  };
}

export interface OwnPostgres extends OwnService {
  /**
   * Freezes every process of the cluster (SIGSTOP to the postmaster and its children): their
   * sockets stay open and nothing answers, as on a host that hangs.
   */
  freeze(): void;
  /** Lets a frozen cluster run again (SIGCONT). */
  thaw(): void;
}

/** A throwaway PostgreSQL cluster of this test alone, on a free port. */
export async function ownPostgres(): Promise<OwnPostgres> {
  const state = await startPostgres();
  const port = new URL(state.url).port;
  const dataDir = join(state.dir, 'data');
  const pgCtl = join(state.binDir ?? '', 'pg_ctl');
  /** The postmaster and every process it started, from /proc. */
  const clusterPids = () => {
    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          // The field after the command (which is in parentheses) and the state is the parent.
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [postmaster, ...children];
  };
  return {
    url: state.url,
    async stop() {
      // SIGQUIT to the postmaster, which ends every backend at once: a crash, as far as the
      // transactions in flight can tell.
      runAs(state.user, pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    },
    freeze() {
      for (const pid of clusterPids()) process.kill(pid, 'SIGSTOP');
    },
    thaw() {
      for (const pid of clusterPids()) process.kill(pid, 'SIGCONT');
    },
    async start() {
      runAs(state.user, pgCtl, [
        '-D',
        dataDir,
        '-o',
        `-p ${port} -k ${state.dir} -c listen_addresses=127.0.0.1 -c max_connections=300`,
        '-l',
        join(state.dir, 'log'),
        '-w',
        '-t',
        '60',
        'start',
      ]);
    },
    remove() {
      stopService(state);
    },
  };
}
