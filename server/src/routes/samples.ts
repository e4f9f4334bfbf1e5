import { isBrandCode } from '@gh/shared/catalogue';
import { isRegion, REGIONS } from '@gh/shared/regions';
import {
  SampleOrderQuerySchema,
  SampleOrderReplySchema,
  validateOrderRequest,
} from '@gh/shared/samples';
import { badRequest } from '../errors';
import { placeSampleOrder, requestHash } from '../orders/sample-orders';
import type { RoutePlugin } from '.';

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
  { db, config, storage, outboxDispatcher },
) => {
  app.post(
    '/samples',
    {
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
        throw badRequest(`Unknown region '${region}': use one of ${REGIONS.join(', ')}`);
      }
      if (!isBrandCode(website)) throw badRequest(`Unknown website '${website}'`);
      const header = request.headers['idempotency-key'];
      const idempotencyKey = Array.isArray(header) ? header[0] : header;
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw badRequest('Idempotency-Key must be 1 to 200 printable ASCII characters');
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
      });
      if (placed.replayed) reply.header('Idempotent-Replayed', 'true');
      else outboxDispatcher?.wake();
      return reply.code(201).send({ orderId: placed.orderId });
    },
  );
};
