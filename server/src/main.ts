import cluster, { type Worker } from 'node:cluster';
import { ensureSeeded } from '../seed';
import { buildApp } from './app';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { type Db, openDatabase } from './db';
import { StartupError } from './errors';
import { gatherClusterMetrics, Metrics, offerToCluster, serveMetricsPort } from './metrics';

const role = cluster.isPrimary ? 'server' : `worker ${process.pid}`;
const say = (message: string) => console.log(`[${role}] ${message}`);

/**
 * The server's entry. It checks the configuration and seeds a new database once; then, with
 * GH_WORKERS=1 (the default), serves in this process, and otherwise forks that many workers that
 * each build the app and listen on the same port (node:cluster shares it), restarting any that
 * dies, and stopping them all on SIGTERM or SIGINT.
 */
/**
 * Tells a worker whether it delivers the order outbox. On PostgreSQL every worker does (rows are
 * claimed with FOR UPDATE SKIP LOCKED); on the SQLite file one worker at a time does, so writers
 * do not queue behind each other's claims.
 */
const OUTBOX_ROLE = 'GH_WORKER_DELIVERS_OUTBOX';

/**
 * Tells a worker that the instance has served before: it is a replacement, so PostgreSQL or Redis
 * being unreachable is an outage to ride out (503 for orders, reconnecting), not a configuration
 * error to stop on.
 */
const REPLACEMENT = 'GH_WORKER_REPLACES';

/** A replacement that fails to start is started again after this long, doubling up to a minute. */
const RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 60_000;

async function main() {
  const config = readConfig();
  if (!cluster.isPrimary) {
    // The primary migrated and seeded the file before forking: a worker only opens it.
    const db = openDatabase(config.databasePath, { migrate: false });
    const metrics = new Metrics();
    // The primary gathers this registry with every other worker's for GET /metrics.
    offerToCluster(metrics);
    return serve(config, db, {
      metrics,
      deliversOutbox: process.env[OUTBOX_ROLE] === '1',
      dependenciesMayBeDown: process.env[REPLACEMENT] === '1',
    });
  }

  say(`database ${config.databasePath}`);
  if (config.adminToken) {
    say(
      'GH_ADMIN_TOKEN is one admin token with every scope (content, publish, orders, metrics, audit); give each person a named token with only what they need: npm run token -w server -- add <name> --scopes <scopes>',
    );
  }
  const db = openDatabase(config.databasePath);
  const ran = await ensureSeeded(db, { log: say });
  if (ran.length > 0) say(`seeded: ${ran.join(', ')}`);
  if (config.workers === 1) {
    const metrics = new Metrics();
    await serve(config, db, { metrics });
    if (config.metricsPort) await listenForScrapes(config, () => metrics.text());
    return;
  }
  db.close();
  const clusterMetrics = gatherClusterMetrics();
  if (config.metricsPort) await listenForScrapes(config, clusterMetrics);
  superviseWorkers(config);
}

async function listenForScrapes(config: ServerConfig, text: () => Promise<string>) {
  const port = config.metricsPort ?? 0;
  await serveMetricsPort(port, config.host, text).catch((error: Error) => {
    throw new StartupError(`GH_METRICS_PORT: cannot listen on ${port} (${error.message})`);
  });
  say(`metrics on http://localhost:${port}/metrics`);
}

async function serve(
  config: ServerConfig,
  db: Db,
  {
    metrics,
    deliversOutbox = true,
    dependenciesMayBeDown = false,
  }: { metrics: Metrics; deliversOutbox?: boolean; dependenciesMayBeDown?: boolean },
) {
  const app = await buildApp({
    db,
    config,
    logger: config.log,
    deliversOutbox,
    dependenciesMayBeDown,
    metrics,
  });
  await app.listen({ port: config.port, host: config.host });
  say(`serving on http://localhost:${config.port}`);
  if (deliversOutbox && config.orderWebhookUrl) say('delivering the order outbox');

  const stop = async (signal: string) => {
    say(`${signal}: closing`);
    await app.close();
    db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

function superviseWorkers(config: ServerConfig) {
  // Each worker accepts its own connections from the shared socket, and the kernel hands them
  // out. Node's default on Linux (the primary accepts and passes each connection on) loses one
  // that is in transit to a worker as it dies: the client waits with no answer and no error.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  /** Whether any worker of this instance has listened: from then on, workers are replacements. */
  let served = false;
  /** Replacements in a row that failed to start, for the delay before the next. */
  let failedStarts = 0;
  const listening = new Set<Worker>();
  // The worker that delivers the outbox on SQLite; its replacement takes the role over.
  let outboxWorker: Worker | undefined;
  const fork = () => {
    if (stopping) return;
    const delivers = config.databaseUrl !== undefined || outboxWorker === undefined;
    const worker = cluster.fork({
      [OUTBOX_ROLE]: delivers ? '1' : '0',
      [REPLACEMENT]: served ? '1' : '0',
    });
    if (delivers && config.databaseUrl === undefined) outboxWorker = worker;
    worker.once('listening', () => {
      served = true;
      failedStarts = 0;
      listening.add(worker);
      say(`worker ${worker.process.pid} listening`);
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    if (worker === outboxWorker) outboxWorker = undefined;
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!listening.has(worker)) {
      if (!served) {
        // The instance's first start failed (a port in use, a database it cannot open, a wrong
        // DATABASE_URL): another would fail the same way, and the worker said why.
        console.error(`[server] worker ${worker.process.pid} failed to start (${how}); stopping`);
        stopWorkers();
        process.exitCode = 1;
        return;
      }
      // A replacement of an instance that has served: whatever stopped it may pass (the other
      // workers go on serving meanwhile), so it is tried again, less and less often.
      failedStarts += 1;
      const delay = Math.min(MAX_RESTART_DELAY_MS, RESTART_DELAY_MS * 2 ** (failedStarts - 1));
      console.error(
        `[server] worker ${worker.process.pid} failed to start (${how}); starting another in ${delay / 1000} s`,
      );
      setTimeout(fork, delay);
      return;
    }
    listening.delete(worker);
    if (code === 0 && !signal) {
      // Stopped on purpose (a signal to the whole process group, as Ctrl-C sends): not replaced.
      say(`worker ${worker.process.pid} stopped`);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    say(`worker ${worker.process.pid} exited (${how}); starting another`);
    fork();
  });
  const stopWorkers = () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit();
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  const stop = (signal: string) => {
    if (stopping) return;
    say(`${signal}: stopping ${config.workers} workers`);
    stopWorkers();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  say(`serving on http://localhost:${config.port} with ${config.workers} workers`);
  for (let i = 0; i < config.workers; i++) fork();
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(`[${role}] ${error.message}`);
  } else console.error(`[${role}] failed to start:`, error);
  process.exit(1);
});
