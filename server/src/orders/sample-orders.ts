import { createHash, randomUUID } from 'node:crypto';
import type { Region } from '@gh/shared/regions';
import type { OrderPayload } from '@gh/shared/samples';
import { productForSampleModal, SAMPLE_MESSAGES } from '@gh/shared/samples';
import type { Db } from '../db';
import { badRequest, RequestError } from '../errors';

export interface PlaceOrderInput {
  region: Region;
  website: string;
  payload: OrderPayload;
  idempotencyKey?: string;
  /** Hash of what was asked (region, website and the raw body), to recognise a true retry. */
  requestHash: string;
}

export interface PlacedOrder {
  orderId: string;
  /** True when this answers an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

interface VariantStock {
  global_item_id: string;
  product_code: string;
  sample_in_stock: number;
  sample_in_stock_nz: number;
  sample_available: number;
  regions: string;
}

/** JSON with object keys sorted, so that the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(region: Region, website: string, body: unknown): string {
  return createHash('sha256').update(canonicalJson({ region, website, body })).digest('hex');
}

/**
 * Refuses samples the visitor cannot have in this region: unknown variants, products that are not
 * sold in the region or have no samples (on GHC every product offers them, as in the modal: the
 * shared productForSampleModal rule), and variants out of stock (sampleInStock in au,
 * sampleInStockNz elsewhere). Each refusal names the samples and points at their place in the
 * order, with the SPEC.md section 8 texts.
 */
function checkStock(db: Db, region: Region, website: string, payload: OrderPayload): void {
  const find = db.prepare(
    `SELECT v.global_item_id, v.product_code, v.sample_in_stock, v.sample_in_stock_nz,
            p.sample_available, p.regions
       FROM variants v JOIN products p ON p.id = v.product_id
      WHERE v.global_item_id = ?`,
  );
  const errors: Record<string, string> = {};
  const problems: string[] = [];
  payload.variants.forEach((sample, index) => {
    const path = `variants[${index}]`;
    const variant = find.get(sample.globalItemId) as VariantStock | undefined;
    if (!variant || variant.product_code !== sample.productCode) {
      errors[path] = 'Unknown sample';
      problems.push(`unknown sample ${sample.globalItemId}`);
      return;
    }
    const regions = variant.regions.split(',').map((code) => code.trim());
    const offersSamples = productForSampleModal(
      { sampleAvailable: Boolean(variant.sample_available) },
      website,
    ).sampleAvailable;
    if (!offersSamples || !regions.includes(region)) {
      errors[path] = SAMPLE_MESSAGES.productUnavailable;
      problems.push(`no samples of ${sample.productCode} in ${region}`);
      return;
    }
    const inStock = region === 'au' ? variant.sample_in_stock : variant.sample_in_stock_nz;
    if (!inStock) {
      errors[path] = SAMPLE_MESSAGES.outOfStock;
      problems.push(`${sample.globalItemId} is out of stock`);
    }
  });
  if (problems.length > 0) {
    throw badRequest(`Some samples cannot be ordered: ${problems.join('; ')}`, { errors });
  }
}

/**
 * Places a sample order in one transaction: the idempotency check, the stock check, the order and
 * its samples. When it returns, the order is on disk (the database runs synchronous=FULL), so a
 * 201 is never lost to a crash.
 */
export function placeSampleOrder(db: Db, input: PlaceOrderInput): PlacedOrder {
  const findByKey = db.prepare(
    'SELECT id, request_hash FROM sample_orders WHERE idempotency_key = ?',
  );
  const insertOrder = db.prepare(
    `INSERT INTO sample_orders (id, created_at, region, website, name, email, phone, company,
       project_size, floor_size, project_reference, address, idempotency_key, request_hash)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertItem = db.prepare(
    `INSERT INTO sample_order_items (order_id, position, global_item_id, product_code, colour_id,
       name, product_name, pattern_public_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return db
    .transaction((): PlacedOrder => {
      if (input.idempotencyKey) {
        const earlier = findByKey.get(input.idempotencyKey) as
          | { id: string; request_hash: string }
          | undefined;
        if (earlier) {
          if (earlier.request_hash !== input.requestHash) {
            throw new RequestError(
              422,
              'This Idempotency-Key was already used for a different order; use a new key for a new order',
            );
          }
          return { orderId: earlier.id, replayed: true };
        }
      }
      checkStock(db, input.region, input.website, input.payload);
      const { values, variants } = input.payload;
      const orderId = `SO-${randomUUID()}`;
      insertOrder.run(
        orderId,
        new Date().toISOString(),
        input.region,
        input.website,
        values.name,
        values.email,
        values.phone,
        values.company ?? null,
        values.projectSize ?? null,
        values.floorSize ?? null,
        values.projectReference ?? null,
        JSON.stringify(values.address),
        input.idempotencyKey ?? null,
        input.requestHash,
      );
      variants.forEach((sample, position) => {
        insertItem.run(
          orderId,
          position,
          sample.globalItemId,
          sample.productCode,
          sample.colourId,
          sample.name,
          sample.productName,
          sample.patternCloudinaryPublicId,
        );
      });
      return { orderId, replayed: false };
    })
    .immediate();
}
