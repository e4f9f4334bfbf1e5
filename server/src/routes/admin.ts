import { Type } from '@fastify/type-provider-typebox';
import { setSampleStock } from '../catalogue/stock';
import { badRequest, notFound } from '../errors';
import { ordersCsv } from '../orders/export';
import type { RoutePlugin } from '.';

/** `since`: a date (2026-11-23) or a date-time with a zone (2026-11-23T18:00:00Z, …+10:00). */
const SINCE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** A `since` query as a time, or a 400 saying what it must look like. */
function parseSince(since: string | undefined): Date | undefined {
  if (since === undefined) return undefined;
  const from = new Date(since);
  if (!SINCE.test(since) || Number.isNaN(from.getTime())) {
    throw badRequest(
      `since must be an ISO 8601 date or date-time with a zone, e.g. 2026-11-23 or 2026-11-23T18:00:00Z; got '${since}'`,
    );
  }
  return from;
}

/** Most audit entries one request reads. */
const MAX_AUDIT_ENTRIES = 1000;

/**
 * The operator's routes, each answering only to a token with its scope (admin/guard.ts: 401
 * without a live token, 403 without the scope), every action that changes or exports something
 * recorded in the audit log:
 * - GET /admin/orders.csv?since= (`orders`): the sample orders, created at or after `since`, as
 *   CSV; their retention starts with the export (orders/retention.ts);
 * - GET /admin/outbox (`orders`): how many orders wait for delivery, were delivered, or were
 *   dead-lettered;
 * - POST /admin/orders/erase {email} (`orders`): erases the personal fields of every order placed
 *   with that email, on the person's request;
 * - GET /admin/audit?since=&limit= (`audit` or `orders`): the audit log, newest first;
 * - PATCH /admin/catalogue/variants/{globalItemId} (`content`): a colour's sample in or out of
 *   stock (`{ "sampleInStock": false }`, `sampleInStockNz` for every region but au), recorded for
 *   the next site build's catalogue delta.
 */
export const adminRoutes: RoutePlugin = async (app, { config, storage, db, admin }) => {
  app.get(
    '/admin/orders.csv',
    {
      ...admin.route('orders', {
        action: 'export orders',
        target: (request) => {
          const { since } = request.query as { since?: string };
          return since ? `since ${since}` : 'all';
        },
      }),
      schema: {
        querystring: Type.Object({ since: Type.Optional(Type.String({ maxLength: 40 })) }),
      },
    },
    async (request, reply) => {
      const orders = await storage.listOrders(parseSince(request.query.since));
      await storage.markExported(
        orders.filter((order) => !order.erased).map((order) => order.id),
        Date.now(),
      );
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
      ...admin.route('orders'),
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

  app.post(
    '/admin/orders/erase',
    {
      ...admin.route('orders', {
        action: 'erase personal data on request',
      }),
      schema: {
        body: Type.Object(
          { email: Type.String({ minLength: 3, maxLength: 320, pattern: '^[^\\s@]+@[^\\s@]+$' }) },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const erased = await storage.eraseOrders(
        { reason: 'request', email: request.body.email },
        Date.now(),
      );
      // The orders erased, never the email: the audit log holds no personal data itself.
      request.auditTarget = erased.length > 0 ? erased.join(' ') : 'none';
      return reply
        .header('Cache-Control', 'no-store')
        .send({ erased: erased.length, orders: erased });
    },
  );

  app.get(
    '/admin/audit',
    {
      ...admin.route(['audit', 'orders']),
      schema: {
        querystring: Type.Object({
          since: Type.Optional(Type.String({ maxLength: 40 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_AUDIT_ENTRIES })),
        }),
      },
    },
    async (request, reply) => {
      const since = parseSince(request.query.since);
      const entries = await storage.listAudit({
        ...(since && { since: since.getTime() }),
        limit: request.query.limit ?? 100,
      });
      return reply.header('Cache-Control', 'no-store').send({
        entries: entries.map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() })),
      });
    },
  );

  app.patch(
    '/admin/catalogue/variants/:globalItemId',
    {
      ...admin.route('content', {
        action: 'set sample stock',
        target: (request) => (request.params as { globalItemId?: string }).globalItemId,
      }),
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
