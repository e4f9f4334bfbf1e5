import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import {
  AggregatorRegistry,
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client';

/**
 * What an operator watches, in Prometheus's text format (prom-client), named by Prometheus's
 * conventions: what is counted and its unit, `_total` on counters, base units, labels with few
 * values (a route pattern, never a URL). Each app has its own registry; with GH_WORKERS the
 * primary gathers every worker's (prom-client's cluster aggregation) and GET /metrics on any
 * worker answers for the whole cluster. Figures read from the shared storage or the publish
 * state are the same in every worker, so they are aggregated with `max`, not summed.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly ordersAccepted = new Counter({
    name: 'gh_orders_accepted_total',
    help: 'Sample orders accepted and stored, by region (a replayed Idempotency-Key is not counted)',
    labelNames: ['region'] as const,
    registers: [this.registry],
  });

  readonly ordersReplayed = new Counter({
    name: 'gh_orders_replayed_total',
    help: 'Sample orders answered again for a retried Idempotency-Key',
    registers: [this.registry],
  });

  readonly ordersRefused = new Counter({
    name: 'gh_orders_refused_total',
    help: 'Sample orders refused, by reason',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly outboxDeliveries = new Counter({
    name: 'gh_outbox_deliveries_total',
    help: 'Deliveries of orders to the fulfilment webhook, by result (delivered, failed, dead_lettered)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly sceneRenders = new Counter({
    name: 'gh_scene_renders_total',
    help: "Room-scene renders: a visitor's room rendered or answered from the cache, or a room shot made (room_shot)",
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly sceneRenderDuration = new Histogram({
    name: 'gh_scene_render_duration_seconds',
    help: 'Time to make a room-scene render or a room shot that was not cached',
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5, 10],
    registers: [this.registry],
  });

  readonly mediaCache = new Counter({
    name: 'gh_media_cache_requests_total',
    help: 'Images asked of the media service, by whether they came from its cache (hit) or were made (miss)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly replyCache = new Counter({
    name: 'gh_reply_cache_requests_total',
    help: 'GET requests of the cached API families, by family and whether the kept reply was sent (hit) or made (miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    // prom-client names three gauges `…_total`, which Prometheus keeps for counters (promtool
    // check metrics says so); the counts they give are nodejs_active_handles and its kin.
    for (const name of LINT_FAILING_DEFAULTS) this.registry.removeSingleMetric(name);
    // Summed over the cluster: how many processes are serving.
    new Gauge({
      name: 'gh_server_processes',
      help: 'Server processes answering requests (the workers, with GH_WORKERS)',
      registers: [this.registry],
    }).set(1);
  }

  /** The outbox's figures, read from the shared storage at each scrape. */
  watchOutbox(
    read: () => Promise<{ pending: number; deadLetter: number; oldestPendingAt?: number }>,
  ) {
    // A storage that cannot be read (PostgreSQL down) leaves the figures as they were last read.
    const figure = (
      name: string,
      help: string,
      of: (counts: Awaited<ReturnType<typeof read>>) => number,
    ) =>
      new Gauge({
        name,
        help,
        aggregator: 'max',
        registers: [this.registry],
        async collect() {
          const counts = await read().catch(() => undefined);
          if (counts) this.set(of(counts));
        },
      });
    figure(
      'gh_outbox_pending_orders',
      'Orders waiting for delivery to the fulfilment webhook',
      (c) => c.pending,
    );
    figure(
      'gh_outbox_dead_letters',
      'Orders whose delivery was given up after the last attempt (dead-lettered)',
      (c) => c.deadLetter,
    );
    figure(
      'gh_outbox_oldest_pending_seconds',
      'Age of the oldest order still waiting for delivery (0 when none waits)',
      (c) =>
        c.oldestPendingAt === undefined ? 0 : Math.max(0, (Date.now() - c.oldestPendingAt) / 1000),
    );
  }

  /** The publisher's figures, from its state file at each scrape. */
  watchPublishing(
    read: () => Promise<{
      totals?: { published: number; failed: number; seconds: number };
      last?: { durationMs: number; finishedAt: string };
    }>,
  ) {
    const builds = new Counter({
      name: 'gh_publish_builds_total',
      help: 'Site builds finished by the publisher, by result (published, failed)',
      labelNames: ['result'] as const,
      aggregator: 'max',
      registers: [this.registry],
      async collect() {
        const { totals } = await read().catch(() => ({ totals: undefined }));
        if (!totals) return;
        // The counts are kept by the publisher, across restarts: set, not added to.
        builds.reset();
        builds.inc({ result: 'published' }, totals.published);
        builds.inc({ result: 'failed' }, totals.failed);
      },
    });
    const seconds = new Counter({
      name: 'gh_publish_build_seconds_total',
      help: 'Time spent in finished site builds, build and deploy (divide by gh_publish_builds_total for the mean)',
      aggregator: 'max',
      registers: [this.registry],
      async collect() {
        const { totals } = await read().catch(() => ({ totals: undefined }));
        if (!totals) return;
        seconds.reset();
        seconds.inc(totals.seconds);
      },
    });
    new Gauge({
      name: 'gh_publish_last_build_duration_seconds',
      help: 'Duration of the last finished site build, build and deploy',
      aggregator: 'max',
      registers: [this.registry],
      async collect() {
        const { last } = await read().catch(() => ({ last: undefined }));
        if (last) this.set(last.durationMs / 1000);
      },
    });
  }

  /** The registry's text: this process's, or with `cluster` the whole cluster's (see metricsText). */
  async text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** prom-client's default gauges whose names end in `_total`, each with a twin without it. */
const LINT_FAILING_DEFAULTS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

const METRICS_REQUEST = 'gh:metrics-request';
const METRICS_REPLY = 'gh:metrics-reply';

/**
 * In the primary of a cluster: answers workers that ask for the whole cluster's metrics (their
 * GET /metrics), and gives what GH_METRICS_PORT serves. Call once, before forking.
 */
export function gatherClusterMetrics(): () => Promise<string> {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== METRICS_REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_REPLY, id: message.id, text }),
      (error: Error) => worker.send({ type: METRICS_REPLY, id: message.id, error: error.message }),
    );
  });
  return () => aggregator.clusterMetrics();
}

let asked = 0;

/**
 * The metrics text GET /metrics answers: in a worker, the whole cluster's, asked of the primary
 * (which asks every worker, this one included); in a single process, its own.
 */
export async function metricsText(metrics: Metrics): Promise<string> {
  if (!cluster.isWorker || !process.send) return metrics.text();
  const id = ++asked;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary did not answer with the cluster metrics within 10 s'));
    }, 10_000);
    const onMessage = (message: { type?: string; id?: number; text?: string; error?: string }) => {
      if (message?.type !== METRICS_REPLY || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    process.on('message', onMessage);
    process.send?.({ type: METRICS_REQUEST, id });
  });
}

/** In a worker: the registry the primary's aggregation reads (this app's, not prom-client's global one). */
export function offerToCluster(metrics: Metrics): void {
  if (!cluster.isWorker) return;
  // Constructing one makes prom-client answer the primary's requests in this worker.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([metrics.registry]);
}

/**
 * GH_METRICS_PORT: /metrics on a port of its own, without a token, for a scraper inside the
 * operator's network (keep the port off the public one). Anything else there is a 404.
 */
export function serveMetricsPort(
  port: number,
  host: string,
  text: () => Promise<string>,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    text().then(
      (body) =>
        response
          .writeHead(200, {
            'content-type': Registry.PROMETHEUS_CONTENT_TYPE,
            'cache-control': 'no-store',
          })
          .end(body),
      (error: Error) =>
        response.writeHead(503, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
