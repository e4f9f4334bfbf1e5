import { PlaceDetailsSchema, PlaceSuggestionsSchema } from '@gh/shared/places';
import { SampleOrderReplySchema } from '@gh/shared/samples';
import { SearchReplySchema } from '@gh/shared/search';
import { StoreLookupSchema } from '@gh/shared/stores';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { useTestServer } from './support';

/**
 * The replies the server sends, over real HTTP on the demo data, hold to the wire contracts in
 * shared/src/<domain>/contract.ts that the clients and widgets are typed from.
 */

const server = useTestServer({ env: { GH_POST_RATE_LIMIT: '1000' } }, 120_000);

async function replyOf(path: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`, init);
  expect(response.ok).toBe(true);
  return response.json();
}

function expectContract(schema: TSchema, body: unknown) {
  expect([...Value.Errors(schema, body)].map((error) => `${error.path}: ${error.message}`)).toEqual(
    [],
  );
}

describe('wire contracts', () => {
  it('answers the stores lookup with the stores contract', async () => {
    const body = await replyOf('/api/locator/stores?region=au&website=GHRES&lat=-33.87&lng=151.21');
    expectContract(StoreLookupSchema, body);
    expect(
      Object.values((body as { stores: Record<string, unknown[]> }).stores).flat().length,
    ).toBeGreaterThan(0);
  });

  it('answers a search with the search contract', async () => {
    const body = await replyOf('/search-query?query=oak&website=GHRES&region=au');
    expectContract(SearchReplySchema, body);
    expect(Object.values(body as Record<string, unknown[]>).flat().length).toBeGreaterThan(0);
  });

  it('answers address suggestions and a place’s details with the places contract', async () => {
    const suggestions = await replyOf('/places?q=autocomplete&term=Richmond&region=au');
    expectContract(PlaceSuggestionsSchema, suggestions);
    const [first] = suggestions as Array<{ place_id: string }>;
    expect(first).toBeDefined();
    const details = await replyOf(
      `/places?q=details&term=${encodeURIComponent(first?.place_id ?? '')}&region=au`,
    );
    expectContract(PlaceDetailsSchema, details);
  });

  it('answers a sample order with the sample-order contract', async () => {
    const variant = server.db
      .prepare(
        `SELECT v.global_item_id AS globalItemId, v.colour_id AS colourId, v.name,
           v.pattern_cloudinary_public_id AS pattern, p.product_code AS productCode,
           p.name AS productName
         FROM variants v JOIN products p ON p.id = v.product_id
         WHERE p.sample_available = 1 AND v.sample_in_stock = 1 AND p.regions LIKE '%au%'
           AND p.website = 'GHRES'
         LIMIT 1`,
      )
      .get() as Record<string, string>;
    const body = await replyOf('/samples?region=au&website=GHRES', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        variants: [
          {
            colourId: variant.colourId,
            globalItemId: variant.globalItemId,
            productCode: variant.productCode,
            patternCloudinaryPublicId: variant.pattern,
            name: variant.name,
            productName: variant.productName,
          },
        ],
        values: {
          name: 'Alex Citizen',
          email: 'alex@example.com',
          phone: '0412 345 678',
          address: { type: 'CUSTOM', custom: '12 Smith Street, Richmond VIC 3121' },
        },
      }),
    });
    expectContract(SampleOrderReplySchema, body);
  });
});
