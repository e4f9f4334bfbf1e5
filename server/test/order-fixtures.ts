import type { OrderPayload } from '@gh/shared/samples';
import type { Db } from '../src/db';
import { insertTestProduct } from './test-product';

/** A product with three in-stock sample variants, written straight into the reference data. */
export function addOrderableProduct(db: Db, code = 'OBX100'): string[] {
  const ids = ['01', '02', '03'].map((colour) => `GHRES-${code}-${colour}`);
  insertTestProduct(db, {
    code,
    slug: code.toLowerCase(),
    regions: 'au,nz',
    colourHex: '#8a7f72',
    variants: ids,
  });
  return ids;
}

/** The order line for one sample of a test product (as buildOrderPayload sends it). */
export function orderVariant(
  productCode: string,
  globalItemId: string,
  productName = `Product ${productCode}`,
): OrderPayload['variants'][number] {
  return {
    colourId: globalItemId.slice(-2),
    globalItemId,
    productCode,
    patternCloudinaryPublicId: `swatches/${globalItemId}`,
    name: `Colour ${globalItemId}`,
    productName,
  };
}

/** An address chosen from the suggestions: 12 Smith Street, Richmond, as the parser gives it. */
export const RICHMOND_ADDRESS = {
  type: 'PLACE_ID',
  street: '12 Smith Street',
  suburb: 'Richmond',
  city: 'Richmond',
  state: 'VIC',
  postcode: '3121',
  country: 'Australia',
} as const;

/**
 * The JSON body of the `index`th order of a stream of orders from different customers, each for
 * one of `variants` in turn (the crash and two-process tests).
 */
export function numberedOrderBody(
  product: { code: string; name: string; variants: readonly string[] },
  index: number,
): string {
  const globalItemId = product.variants[index % product.variants.length] ?? '';
  return JSON.stringify({
    variants: [orderVariant(product.code, globalItemId, product.name)],
    values: {
      name: `Customer ${index}`,
      email: `customer${index}@example.com`,
      phone: '0412 345 678',
      address: { type: 'CUSTOM', custom: `${index} Test Street, Richmond VIC 3121` },
    },
  });
}

/** How orders sent across a kill fared: the acknowledged ids by index, and how many were sent. */
export interface OrdersAcrossAKill {
  acknowledged: Map<number, string>;
  sent: number;
  killed: boolean;
}

/**
 * The crash tests' stream: orders 0 to `total` - 1 from `clients` concurrent clients, and `kill`
 * as soon as `killAfter` of them are acknowledged. `send` answers the id of an acknowledged order
 * (undefined for any other reply); an order it throws on was cut off by the kill and is sent but
 * not acknowledged, since its client cannot know whether it was stored.
 */
export async function sendOrdersAcrossAKill({
  total,
  clients,
  killAfter,
  send,
  kill,
}: {
  total: number;
  clients: number;
  killAfter: number;
  send(index: number): Promise<string | undefined>;
  kill(): void;
}): Promise<OrdersAcrossAKill> {
  const acknowledged = new Map<number, string>();
  let sent = 0;
  let killed = false;
  const client = async () => {
    while (sent < total) {
      const index = sent++;
      try {
        const orderId = await send(index);
        if (orderId) acknowledged.set(index, orderId);
      } catch {
        // Cut off by the kill: the client does not know whether this order was stored.
      }
      if (acknowledged.size >= killAfter && !killed) {
        killed = true;
        kill();
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { acknowledged, sent, killed };
}

/** A valid POST /samples body for one sample; `values` overrides the contact details. */
export function orderBody(
  code: string,
  globalItemId: string,
  values: Partial<OrderPayload['values']> = {},
): OrderPayload {
  return {
    variants: [orderVariant(code, globalItemId)],
    values: {
      name: 'Alex Citizen',
      email: 'alex@example.com',
      phone: '0412 345 678',
      address: { type: 'CUSTOM', custom: '12 Smith Street, Richmond VIC 3121' },
      ...values,
    },
  };
}

/** Places an order over HTTP and answers its id (throws unless 201). */
export async function placeOrder(baseUrl: string, body: OrderPayload, key?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (key) headers['Idempotency-Key'] = key;
  const response = await fetch(`${baseUrl}/samples?region=au&website=GHRES`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { orderId?: string; error?: string };
  if (response.status !== 201 || !reply.orderId) {
    throw new Error(`order refused: ${response.status} ${JSON.stringify(reply)}`);
  }
  return reply.orderId;
}
