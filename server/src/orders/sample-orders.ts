import { createHash, randomUUID } from 'node:crypto';
import type { Region } from '@gh/shared/regions';
import type { OrderPayload } from '@gh/shared/samples';
import { isSampleInStock, productForSampleModal, SAMPLE_MESSAGES } from '@gh/shared/samples';
import type { Db } from '../db';
import { badRequest } from '../errors';
import type { PlacedOrder, SharedStorage } from '../storage';

export interface PlaceOrderInput {
  region: Region;
  website: string;
  payload: OrderPayload;
  idempotencyKey?: string;
  /** Hash of what was asked (region, website and the raw body), to recognise a true retry. */
  requestHash: string;
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
    const stock = {
      sampleInStock: Boolean(variant.sample_in_stock),
      sampleInStockNz: Boolean(variant.sample_in_stock_nz),
    };
    if (!isSampleInStock(stock, region)) {
      errors[path] = SAMPLE_MESSAGES.outOfStock;
      problems.push(`${sample.globalItemId} is out of stock`);
    }
  });
  if (problems.length > 0) {
    throw badRequest(`Some samples cannot be ordered: ${problems.join('; ')}`, { errors });
  }
}

/**
 * Places a sample order: the idempotency check, the stock check against the reference data,
 * then the order, its samples and its outbox row in one transaction of the shared storage. When
 * it returns, the order is durable (SQLite synchronous=FULL, PostgreSQL's commit), so a 201 is
 * never lost to a crash.
 */
export function placeSampleOrder(
  storage: SharedStorage,
  db: Db,
  input: PlaceOrderInput,
): Promise<PlacedOrder> {
  const { values, variants } = input.payload;
  return storage.placeOrder(
    {
      id: `SO-${randomUUID()}`,
      createdAt: new Date().toISOString(),
      region: input.region,
      website: input.website,
      values,
      samples: variants,
      idempotencyKey: input.idempotencyKey,
      requestHash: input.requestHash,
    },
    () => checkStock(db, input.region, input.website, input.payload),
  );
}
