import type { OrderPayload } from '@gh/shared/samples';
import {
  type ParsedAddress,
  type PlaceSuggestion,
  parseAddressComponents,
} from '@gh/shared/search';
import type { Db } from '../src/db';
import { addOrderableProduct, orderBody, orderVariant, RICHMOND_ADDRESS } from './order-fixtures';
import { STORAGE_KINDS, startTestServer, type TestServer } from './support';
import { insertTestProduct, type TestProduct } from './test-product';

/**
 * A small catalogue for the sample-order tests, written straight into the catalogue tables so
 * that each test knows exactly which samples are in stock where.
 */
function addProduct(db: Db, product: TestProduct & { regions: string }): void {
  insertTestProduct(db, { slug: product.code.toLowerCase(), colourHex: '#8a7f72', ...product });
}

/** A valid order body (what buildOrderPayload sends) for these samples of one product. */
function orderFor(productCode: string, globalItemIds: string[]): OrderPayload {
  return {
    variants: globalItemIds.map((globalItemId) => orderVariant(productCode, globalItemId)),
    values: {
      name: 'Alex Citizen',
      email: 'alex@example.com',
      phone: '0412 345 678',
      address: RICHMOND_ADDRESS,
    },
  };
}

interface OrderReply {
  orderId?: string;
  error?: string;
  errors?: Record<string, string>;
}

/** The order contract, against each adapter of the shared storage (SQLite and PostgreSQL). */
describe.each(STORAGE_KINDS)('POST /samples on %s', (storage) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seed: false, storage, env: { GH_POST_RATE_LIMIT: '1000' } });
    addProduct(server.db, {
      code: 'CPT100',
      regions: 'au,nz',
      variants: [
        { globalItemId: 'GHRES-100-01' },
        { globalItemId: 'GHRES-100-02' },
        { globalItemId: 'GHRES-100-03' },
        { globalItemId: 'GHRES-100-04' },
        { globalItemId: 'GHRES-100-05' },
        { globalItemId: 'GHRES-100-06', inStockAu: false, inStockNz: true },
        { globalItemId: 'GHRES-100-07', inStockAu: true, inStockNz: false },
      ],
    });
    addProduct(server.db, {
      code: 'CPT200',
      regions: 'au',
      variants: [{ globalItemId: 'GHRES-200-01' }],
    });
    addProduct(server.db, {
      code: 'CPT300',
      regions: 'au,nz,na',
      sampleAvailable: false,
      variants: [{ globalItemId: 'GHRES-300-01' }],
    });
  });
  afterAll(async () => {
    await server.close();
  });

  async function post(
    body: unknown,
    {
      region = 'au',
      website = 'GHRES',
      key,
    }: { region?: string; website?: string; key?: string } = {},
  ) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (key) headers['Idempotency-Key'] = key;
    const response = await fetch(
      `${server.url}/samples?${new URLSearchParams({ region, website })}`,
      {
        method: 'POST',
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
    );
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as OrderReply,
    };
  }

  const orderCount = () => server.storage.orderCount();

  it('stores a valid order with its samples and answers 201 with the order id', async () => {
    const { status, body } = await post(orderFor('CPT100', ['GHRES-100-01', 'GHRES-100-02']), {
      region: 'au',
    });
    expect(status).toBe(201);
    expect(body).toEqual({ orderId: expect.stringMatching(/^SO-/) });
    const order = await server.storage.findOrder(body.orderId ?? '');
    expect(order).toMatchObject({
      region: 'au',
      website: 'GHRES',
      values: { name: 'Alex Citizen', email: 'alex@example.com', phone: '0412 345 678' },
      outboxStatus: 'pending',
    });
    expect(order?.values.address).toMatchObject({ postcode: '3121', state: 'VIC' });
    expect(order?.samples.map((sample) => sample.globalItemId)).toEqual([
      'GHRES-100-01',
      'GHRES-100-02',
    ]);
  });

  it('refuses a form without contact details with the SPEC section 5 messages per field', async () => {
    const order = orderFor('CPT100', ['GHRES-100-01']);
    const { status, body } = await post({
      variants: order.variants,
      values: { name: '', email: '', phone: '', address: null },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'The sample order is not valid',
      errors: {
        'values.name': 'Please provide your first name',
        'values.email': 'Please provide a valid email',
        'values.phone': 'Please provide your phone number',
        'values.address': 'Delivery address is required',
      },
    });
  });

  it('refuses a phone number that does not match the phone pattern', async () => {
    const order = orderFor('CPT100', ['GHRES-100-01']);
    order.values.phone = '12';
    const { status, body } = await post(order);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ 'values.phone': 'Please provide a valid phone number' });
  });

  it('refuses an address that was neither chosen from the suggestions nor submitted as custom', async () => {
    const order = orderFor('CPT100', ['GHRES-100-01']);
    order.values.address = { type: 'PLACE_ID' };
    const { status, body } = await post(order);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ 'values.address': 'Please select address from suggestion bar' });
  });

  it('accepts a custom address typed as free text', async () => {
    const order = orderFor('CPT100', ['GHRES-100-01']);
    order.values.address = { type: 'CUSTOM', custom: 'Unit 4, 99 Long Road, Hobart TAS 7000' };
    expect((await post(order)).status).toBe(201);
  });

  it('refuses a 4th sample in au, where the maximum is 3', async () => {
    const ids = ['GHRES-100-01', 'GHRES-100-02', 'GHRES-100-03', 'GHRES-100-04'];
    const { status, body } = await post(orderFor('CPT100', ids), { region: 'au' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ variants: 'Please choose no more than 3 samples' });
  });

  it('accepts 5 samples in nz, where the maximum is 5', async () => {
    const ids = ['GHRES-100-01', 'GHRES-100-02', 'GHRES-100-03', 'GHRES-100-04', 'GHRES-100-05'];
    expect((await post(orderFor('CPT100', ids), { region: 'nz' })).status).toBe(201);
  });

  it('refuses an order without samples', async () => {
    const { status, body } = await post(orderFor('CPT100', []));
    expect(status).toBe(400);
    expect(body.errors).toEqual({ variants: 'Please choose at least one sample' });
  });

  it('refuses a variant out of stock in au (sampleInStock) and names it', async () => {
    const { status, body } = await post(orderFor('CPT100', ['GHRES-100-01', 'GHRES-100-06']), {
      region: 'au',
    });
    expect(status).toBe(400);
    expect(body.error).toContain('GHRES-100-06');
    expect(body.errors).toEqual({ 'variants[1]': 'Out of stock' });
  });

  it('reads sampleInStockNz outside au', async () => {
    expect((await post(orderFor('CPT100', ['GHRES-100-06']), { region: 'nz' })).status).toBe(201);
    const { status, body } = await post(orderFor('CPT100', ['GHRES-100-07']), { region: 'nz' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ 'variants[0]': 'Out of stock' });
  });

  it('refuses samples of a product not sold in the region or without samples', async () => {
    const notInNz = await post(orderFor('CPT200', ['GHRES-200-01']), { region: 'nz' });
    expect(notInNz.status).toBe(400);
    expect(notInNz.body.errors).toEqual({
      'variants[0]': 'Samples not avaliable for this product',
    });
    const noSamples = await post(orderFor('CPT300', ['GHRES-300-01']), { region: 'au' });
    expect(noSamples.status).toBe(400);
    expect(noSamples.body.errors).toEqual({
      'variants[0]': 'Samples not avaliable for this product',
    });
  });

  it('accepts samples of a product without the flag on GHC, where every product offers samples', async () => {
    const onGhc = await post(orderFor('CPT300', ['GHRES-300-01']), {
      region: 'au',
      website: 'GHC',
    });
    expect(onGhc.status).toBe(201);
    const onGhres = await post(orderFor('CPT300', ['GHRES-300-01']), {
      region: 'au',
      website: 'GHRES',
    });
    expect(onGhres.status).toBe(400);
  });

  it('refuses a sample the catalogue does not have', async () => {
    const { status, body } = await post(orderFor('CPT100', ['GHRES-999-99']));
    expect(status).toBe(400);
    expect(body.error).toContain('GHRES-999-99');
  });

  it('creates nothing when it refuses an order', async () => {
    const before = await orderCount();
    await post(orderFor('CPT100', ['GHRES-100-06']), { region: 'au' });
    await post({ variants: [], values: {} });
    expect(await orderCount()).toBe(before);
  });

  it('answers a retry with the same Idempotency-Key with the same order, created once', async () => {
    const order = orderFor('CPT100', ['GHRES-100-03']);
    const before = await orderCount();
    const first = await post(order, { key: 'retry-test-1' });
    const retry = await post(order, { key: 'retry-test-1' });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.orderId).toBe(first.body.orderId);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await orderCount()).toBe(before + 1);
  });

  it('creates one order for concurrent requests with the same Idempotency-Key', async () => {
    const order = orderFor('CPT100', ['GHRES-100-04']);
    const before = await orderCount();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => post(order, { key: 'concurrent-key' })),
    );
    expect(new Set(replies.map((reply) => reply.status))).toEqual(new Set([201]));
    expect(new Set(replies.map((reply) => reply.body.orderId)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });

  it('makes exactly one order per key for 120 concurrent orders carrying 40 keys', async () => {
    const before = await orderCount();
    const keys = Array.from({ length: 40 }, (_, i) => `burst-${storage}-${i}`);
    const order = orderFor('CPT100', ['GHRES-100-05']);
    const replies = await Promise.all(
      Array.from({ length: 120 }, (_, i) => post(order, { key: keys[i % keys.length] })),
    );
    expect(new Set(replies.map((reply) => reply.status))).toEqual(new Set([201]));
    const idsByKey = new Map<string, Set<string>>();
    replies.forEach((reply, i) => {
      const key = keys[i % keys.length] as string;
      idsByKey.set(key, (idsByKey.get(key) ?? new Set()).add(reply.body.orderId ?? ''));
    });
    expect([...idsByKey.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(await orderCount()).toBe(before + keys.length);
  });

  it('commits an outbox row with every order it acknowledges', async () => {
    const counts = await server.storage.outboxCounts();
    expect(counts.pending).toBe(await orderCount());
    expect(counts).toMatchObject({ delivered: 0, deadLetter: 0 });
  });

  it('refuses the same Idempotency-Key with a different order with a 422', async () => {
    await post(orderFor('CPT100', ['GHRES-100-01']), { key: 'reused-key' });
    const { status, body } = await post(orderFor('CPT100', ['GHRES-100-02']), {
      key: 'reused-key',
    });
    expect(status).toBe(422);
    expect(body.error).toContain('Idempotency-Key');
  });

  it('treats the same body in another region as a different order', async () => {
    await post(orderFor('CPT100', ['GHRES-100-05']), { region: 'au', key: 'region-key' });
    const other = await post(orderFor('CPT100', ['GHRES-100-05']), {
      region: 'nz',
      key: 'region-key',
    });
    expect(other.status).toBe(422);
  });

  it('creates a new order for each request without an Idempotency-Key', async () => {
    const order = orderFor('CPT100', ['GHRES-100-02']);
    const first = await post(order);
    const second = await post(order);
    expect(second.body.orderId).not.toBe(first.body.orderId);
  });

  it.each([
    ['an unknown region', { region: 'uk' }, "Unknown region 'uk'"],
    ['an unknown website', { website: 'EVIL' }, "Unknown website 'EVIL'"],
  ])('refuses %s with a 400', async (_, query, reason) => {
    const { status, body } = await post(orderFor('CPT100', ['GHRES-100-01']), query);
    expect(status).toBe(400);
    expect(body.error).toContain(reason);
  });

  it('refuses an Idempotency-Key that is not printable ASCII or is too long', async () => {
    const { status, body } = await post(orderFor('CPT100', ['GHRES-100-01']), {
      key: 'k'.repeat(201),
    });
    expect(status).toBe(400);
    expect(body.error).toContain('Idempotency-Key');
  });

  it('refuses a body over 16 KB with a 413 before reading it', async () => {
    const order = orderFor('CPT100', ['GHRES-100-01']);
    order.values.projectReference = 'x'.repeat(20_000);
    const { status, body } = await post(order);
    expect(status).toBe(413);
    expect(body.error).toEqual(expect.any(String));
  });

  it('refuses malformed JSON with a 400', async () => {
    const { status, body } = await post('{"variants": [');
    expect(status).toBe(400);
    expect(body.error).toEqual(expect.any(String));
  });
});

/**
 * SPEC.md section 5 (address chosen from the suggestions) with the gazetteer's own places: a
 * suggestion for a whole locality has no street, and samples cannot be delivered without one.
 */
describe('POST /samples with an address chosen from the suggestions', () => {
  let server: TestServer;
  let globalItemId = '';

  beforeAll(async () => {
    server = await startTestServer({
      seed: { products: 1, stores: 1 },
      env: { GH_POST_RATE_LIMIT: '1000' },
    });
    [globalItemId = ''] = addOrderableProduct(server.db, 'STR100');
  });
  afterAll(async () => {
    await server.close();
  });

  /** The address the order form fills in when the visitor picks this suggestion. */
  async function chosenAddress(term: string, description: string): Promise<ParsedAddress> {
    const get = async (query: Record<string, string>) => {
      const params = new URLSearchParams({ website: 'GHRES', region: 'au', ...query });
      const response = await fetch(`${server.url}/places?${params}`);
      expect(response.status).toBe(200);
      return response.json() as Promise<unknown>;
    };
    const suggestions = (await get({ q: 'autocomplete', term })) as PlaceSuggestion[];
    const suggestion = suggestions.find((place) => place.description === description);
    if (!suggestion) throw new Error(`no suggestion '${description}' for '${term}'`);
    const place = (await get({ q: 'details', term: suggestion.place_id })) as {
      address_components: unknown;
    };
    return parseAddressComponents(place.address_components, 'au');
  }

  async function order(address: ParsedAddress) {
    const response = await fetch(`${server.url}/samples?region=au&website=GHRES`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(orderBody('STR100', globalItemId, { address })),
    });
    return { status: response.status, body: (await response.json()) as OrderReply };
  }

  it('refuses a whole locality (Sydney NSW 2000) with a 400 naming values.address.street, and stores nothing', async () => {
    const sydney = await chosenAddress('Sydney', 'Sydney NSW 2000, Australia');
    expect(sydney).toMatchObject({ street: '', suburb: 'Sydney', state: 'NSW', postcode: '2000' });
    const before = await server.storage.orderCount();
    const { status, body } = await order(sydney);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ 'values.address.street': 'Please provide your street address' });
    expect(await server.storage.orderCount()).toBe(before);
  });

  it('accepts the same locality once the visitor has typed the street', async () => {
    const sydney = await chosenAddress('Sydney', 'Sydney NSW 2000, Australia');
    const { status, body } = await order({ ...sydney, street: '1 George Street' });
    expect(status).toBe(201);
    const stored = await server.storage.findOrder(body.orderId ?? '');
    expect(stored?.values.address).toMatchObject({ street: '1 George Street', postcode: '2000' });
  });

  it('accepts a suggestion with a street number and route as it comes', async () => {
    const street = await chosenAddress(
      '1 George St, Sydney',
      '1 George St, Sydney NSW 2000, Australia',
    );
    expect(street.street).toBe('1 George Street');
    expect((await order(street)).status).toBe(201);
  });
});

describe('POST /samples rate limit', () => {
  it('answers 429 with a reason once a client has sent the configured number of orders in a minute', async () => {
    const limited = await startTestServer({ seed: false, env: { GH_POST_RATE_LIMIT: '3' } });
    try {
      const send = () =>
        fetch(`${limited.url}/samples?region=au&website=GHRES`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await send()).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const refused = await send();
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect(await refused.json()).toEqual({ error: expect.stringContaining('Rate limit') });
    } finally {
      await limited.close();
    }
  });
});
