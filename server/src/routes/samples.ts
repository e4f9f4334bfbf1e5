import { isBrandCode } from '@gh/shared/catalogue';
import { isRegion, REGIONS } from '@gh/shared/regions';
import {
  SampleOrderQuerySchema,
  SampleOrderReplySchema,
  validateOrderRequest,
} from '@gh/shared/samples';
import type { FastifyRequest } from 'fastify';
import { badRequest, RequestError } from '../errors';
import { placeSampleOrder, requestHash } from '../orders/sample-orders';
import type { RoutePlugin } from '.';

type OrderRefusal = 'bad_request' | 'invalid' | 'samples_unavailable';

/** Why an order was refused, by its status, where the handler did not say. */
const REFUSAL_BY_STATUS: Record<number, string> = {
  400: 'invalid',
  413: 'too_large',
  415: 'not_json',
  422: 'key_reused',
  429: 'rate_limited',
  503: 'database_unavailable',
};

/** A sample order is a few hundred bytes; anything near this is not one. */
export const SAMPLE_ORDER_BODY_LIMIT = 16 * 1024;

/** Idempotency keys: printable ASCII, as the IETF draft and payment APIs use them. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * POST /samples?website=…&region=… (SPEC.md section 7, DESIGN.md section 4): validates the order
 * once, with the shared order schema that the order form uses (its SPEC.md section 5 messages per
 * field, and the region's maximum, which is why the body has no route schema: the region comes
 * from the query), checks stock, stores it with its outbox row in one transaction and answers
 * 201 {"orderId"}; a retry with the same Idempotency-Key answers the same order.
 */
export const samplesRoutes: RoutePlugin = async (
  app,
  { db, config, storage, outboxDispatcher, metrics },
) => {
  // Why the handler refused an order, where its status alone does not say (metrics).
  const refusals = new WeakMap<FastifyRequest, OrderRefusal>();
  const refuse = (request: FastifyRequest, reason: OrderRefusal, error: Error) => {
    refusals.set(request, reason);
    return error;
  };
  app.post(
    '/samples',
    {
      // Every order counted once, by how it ended (gh_orders_…).
      onResponse: async (request, reply) => {
        const status = reply.statusCode;
        if (status === 201) {
          if (reply.getHeader('idempotent-replayed') === 'true') metrics.ordersReplayed.inc();
          else metrics.ordersAccepted.inc({ region: (request.query as { region: string }).region });
          return;
        }
        metrics.ordersRefused.inc({
          reason: refusals.get(request) ?? REFUSAL_BY_STATUS[status] ?? `http_${status}`,
        });
      },
      bodyLimit: SAMPLE_ORDER_BODY_LIMIT,
      config: { rateLimit: { max: config.postRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        querystring: SampleOrderQuerySchema,
        response: { 201: SampleOrderReplySchema },
      },
    },
    async (request, reply) => {
      const { region, website } = request.query;
      if (!isRegion(region)) {
        throw refuse(
          request,
          'bad_request',
          badRequest(`Unknown region '${region}': use one of ${REGIONS.join(', ')}`),
        );
      }
      if (!isBrandCode(website)) {
        throw refuse(request, 'bad_request', badRequest(`Unknown website '${website}'`));
      }
      const header = request.headers['idempotency-key'];
      const idempotencyKey = Array.isArray(header) ? header[0] : header;
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw refuse(
          request,
          'bad_request',
          badRequest('Idempotency-Key must be 1 to 200 printable ASCII characters'),
        );
      }
      const validation = await validateOrderRequest(request.body, region);
      if (!validation.ok) {
        throw badRequest('The sample order is not valid', { errors: validation.errors });
      }
      const placed = await placeSampleOrder(storage, db, {
        region,
        website,
        payload: validation.value,
        idempotencyKey,
        requestHash: requestHash(region, website, request.body),
      }).catch((error: Error) => {
        // The order was valid: a 400 now is a sample that cannot be had (stock, region).
        if (error instanceof RequestError && error.statusCode === 400) {
          refusals.set(request, 'samples_unavailable');
        }
        throw error;
      });
      if (placed.replayed) reply.header('Idempotent-Replayed', 'true');
      else outboxDispatcher?.wake();
      return reply.code(201).send({ orderId: placed.orderId });
    },
  );
};
