import { metricsText } from '../metrics';
import type { RoutePlugin } from '.';

/**
 * GET /metrics: Prometheus's text format for the whole cluster, to a token with the `metrics`
 * scope. A scraper that holds no token reads GH_METRICS_PORT instead (main.ts), a port of its own
 * that is kept off the public network.
 */
export const metricsRoutes: RoutePlugin = async (app, { metrics, admin }) => {
  app.get('/metrics', admin.route('metrics'), async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type(metrics.contentType)
      .send(await metricsText(metrics)),
  );
};
