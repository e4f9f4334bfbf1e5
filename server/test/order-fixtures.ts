import type { OrderPayload } from '@gh/shared/samples';
import type { Db } from '../src/db';

/** A product with three in-stock sample variants, written straight into the reference data. */
export function addOrderableProduct(db: Db, code = 'OBX100'): string[] {
  const ids = ['01', '02', '03'].map((colour) => `GHRES-${code}-${colour}`);
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO products (airtable_id, product_code, name, slug, website, regions, brands, type,
         product_type, sub_types, sample_available)
       VALUES (?, ?, ?, ?, 'GHRES', 'au,nz', '["GHRES"]', 'CPT', 'Carpet', '["wool_cpt"]', 1)`,
    )
    .run(`rec${code}`, code, `Product ${code}`, code.toLowerCase());
  ids.forEach((globalItemId, position) => {
    db.prepare(
      `INSERT INTO variants (product_id, airtable_id, global_item_id, product_code, colour_id, name,
         slug, position, colour_hex, colour_family, pattern_cloudinary_public_id, cameo_image,
         sample_in_stock, sample_in_stock_nz)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, '#8a7f72', 'gray', ?, ?, 1, 1)`,
    ).run(
      lastInsertRowid,
      `rec${globalItemId}`,
      globalItemId,
      code,
      globalItemId.slice(-2),
      `Colour ${globalItemId}`,
      globalItemId.toLowerCase(),
      position,
      `patterns/${globalItemId}`,
      `cameos/${globalItemId}`,
    );
  });
  return ids;
}

/** A valid POST /samples body for one sample; `values` overrides the contact details. */
export function orderBody(
  code: string,
  globalItemId: string,
  values: Partial<OrderPayload['values']> = {},
): OrderPayload {
  return {
    variants: [
      {
        colourId: globalItemId.slice(-2),
        globalItemId,
        productCode: code,
        patternCloudinaryPublicId: `swatches/${globalItemId}`,
        name: `Colour ${globalItemId}`,
        productName: `Product ${code}`,
      },
    ],
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
