import { Type } from '@fastify/type-provider-typebox';
import { adminGuard } from '../admin-token';
import { setSampleStock } from '../catalogue/stock';
import { badRequest, notFound } from '../errors';
import { ordersCsv } from '../orders/export';
import type { RoutePlugin } from '.';

/** `since`: a date (2026-11-23) or a date-time with a zone (2026-11-23T18:00:00Z, …+10:00). */
const SINCE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/**
 * The fulfilment team's routes, only when GH_ADMIN_TOKEN is set (otherwise they do not exist:
 * 404), each answering only to `Authorization: Bearer <GH_ADMIN_TOKEN>` (401 otherwise):
 * - GET /admin/orders.csv?since=: the sample orders (created at or after `since`) as CSV;
 * - GET /admin/outbox: how many orders wait for delivery, were delivered, or were dead-lettered;
 * - PATCH /admin/catalogue/variants/{globalItemId}: a colour's sample in or out of stock
 *   (`{ "sampleInStock": false }`, `sampleInStockNz` for every region but au), recorded for the
 *   next site build's catalogue delta.
 */
export const adminRoutes: RoutePlugin = async (app, { config, storage, db }) => {
  const token = config.adminToken;
  if (!token) return;
  const authorise = adminGuard(token);

  app.get(
    '/admin/orders.csv',
    {
      onRequest: authorise,
      schema: {
        querystring: Type.Object({ since: Type.Optional(Type.String({ maxLength: 40 })) }),
      },
    },
    async (request, reply) => {
      const { since } = request.query;
      let from: Date | undefined;
      if (since !== undefined) {
        from = new Date(since);
        if (!SINCE.test(since) || Number.isNaN(from.getTime())) {
          throw badRequest(
            `since must be an ISO 8601 date or date-time with a zone, e.g. 2026-11-23 or 2026-11-23T18:00:00Z; got '${since}'`,
          );
        }
      }
      const orders = await storage.listOrders(from);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', 'attachment; filename="sample-orders.csv"')
        .type('text/csv; charset=utf-8')
        .send(ordersCsv(orders));
    },
  );

  app.get(
    '/admin/outbox',
    {
      onRequest: authorise,
      schema: {
        response: {
          200: Type.Object({
            pending: Type.Integer(),
            delivered: Type.Integer(),
            deadLetter: Type.Integer(),
            webhookConfigured: Type.Boolean(),
          }),
        },
      },
    },
    async (_request, reply) => {
      const counts = await storage.outboxCounts();
      return reply
        .header('Cache-Control', 'no-store')
        .send({ ...counts, webhookConfigured: Boolean(config.orderWebhookUrl) });
    },
  );

  app.patch(
    '/admin/catalogue/variants/:globalItemId',
    {
      onRequest: authorise,
      schema: {
        params: Type.Object({ globalItemId: Type.String({ minLength: 1, maxLength: 100 }) }),
        body: Type.Object(
          {
            sampleInStock: Type.Optional(Type.Boolean()),
            sampleInStockNz: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const { globalItemId } = request.params;
      // Unknown fields are dropped by validation; a body with nothing else asks for nothing.
      if (Object.keys(request.body).length === 0) {
        throw badRequest('Send sampleInStock or sampleInStockNz, true or false');
      }
      const variant = setSampleStock(db, globalItemId, request.body);
      if (!variant) throw notFound(`No colour has globalItemId '${globalItemId}'`);
      return reply.header('Cache-Control', 'no-store').send(variant);
    },
  );
};
