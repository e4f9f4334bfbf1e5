/**
 * The services <gh-samples> calls, faked for the component tests in jsdom (which has no fetch):
 * the catalogue's product list, GET /places and POST /samples, answering as the reference server
 * does. The browser tests (tests/e2e/widgets/samples*.spec.ts) run against the real server.
 */
import type { Product } from '@gh/shared/catalogue';
import { catalogueVariant as variant } from '../../internal/catalogue-testing';

export interface PostedOrder {
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

export type OrderReply = 'created' | 'refused' | 'no-response';

export interface FakeServices {
  fetch: typeof globalThis.fetch;
  orders: PostedOrder[];
  placesQueries: URLSearchParams[];
  orderReply: OrderReply;
}

const product = (
  productCode: string,
  name: string,
  variants: Product['variants'],
  sampleAvailable = true,
): Product => ({
  airtableId: `rec-${productCode}`,
  productCode,
  name,
  brands: ['Gh Residential'],
  productType: 'Carpet',
  sampleAvailable,
  description: '',
  variants,
});

/** Wool Haven has six colours; Ash Grey is out of stock in au only, Dune in nz only. */
export const WOOL_HAVEN = product('GHRES-1001', 'Wool Haven', [
  variant('GHRES-1001', '01', 'Ash Grey', { au: false, nz: true }),
  variant('GHRES-1001', '02', 'Charcoal'),
  variant('GHRES-1001', '03', 'Sandstone'),
  variant('GHRES-1001', '04', 'Ivory'),
  variant('GHRES-1001', '05', 'Dune', { au: true, nz: false }),
  variant('GHRES-1001', '06', 'Storm'),
]);

/** A colour of Wool Haven as an order and gh-samples-change carry it. */
export const woolHavenSample = (colourId: string, name: string) => ({
  colourId,
  globalItemId: `GHRES-1001-${colourId}`,
  productCode: 'GHRES-1001',
  patternCloudinaryPublicId: `patterns/GHRES-1001-${colourId}`,
  name,
  productName: 'Wool Haven',
});

/** Harbour Oak offers no samples on the residential site. */
export const HARBOUR_OAK = product(
  'GHRES-2001',
  'Harbour Oak',
  [variant('GHRES-2001', '01', 'Natural')],
  false,
);

const SUGGESTIONS = [
  { description: '12 Queen Street, Melbourne VIC, Australia', place_id: 'place-au' },
  { description: '12 Queen Street, Auckland, New Zealand', place_id: 'place-nz' },
];

/** A whole locality, as the places provider suggests it: no street number nor route. */
const LOCALITY_SUGGESTIONS = [
  { description: 'Sydney NSW 2000, Australia', place_id: 'place-au-sydney' },
];

const DETAILS: Record<string, unknown> = {
  'place-au': {
    address_components: [
      { long_name: '12', short_name: '12', types: ['street_number'] },
      { long_name: 'Queen Street', short_name: 'Queen St', types: ['route'] },
      { long_name: 'Melbourne', short_name: 'Melbourne', types: ['locality', 'political'] },
      { long_name: 'Victoria', short_name: 'VIC', types: ['administrative_area_level_1'] },
      { long_name: '3000', short_name: '3000', types: ['postal_code'] },
      { long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] },
    ],
  },
  'place-au-sydney': {
    address_components: [
      { long_name: 'Sydney', short_name: 'Sydney', types: ['locality', 'political'] },
      { long_name: 'New South Wales', short_name: 'NSW', types: ['administrative_area_level_1'] },
      { long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] },
      { long_name: '2000', short_name: '2000', types: ['postal_code'] },
    ],
  },
};

function reply(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 201 ? 'Created' : status >= 400 ? 'Bad Request' : 'OK',
    json: async () => body,
  } as Response;
}

export function fakeServices(products: readonly Product[] = [WOOL_HAVEN, HARBOUR_OAK]) {
  const services: FakeServices = {
    orders: [],
    placesQueries: [],
    orderReply: 'created',
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/catalogue/products') return reply(200, products);
      if (url.pathname === '/places') {
        services.placesQueries.push(url.searchParams);
        const term = url.searchParams.get('term') ?? '';
        if (url.searchParams.get('q') === 'details') return reply(200, DETAILS[term] ?? {});
        const typed = term.toLowerCase();
        if (typed.includes('queen')) return reply(200, SUGGESTIONS);
        return reply(200, typed.includes('sydney') ? LOCALITY_SUGGESTIONS : []);
      }
      if (url.pathname === '/samples' && init?.method === 'POST') {
        if (services.orderReply === 'no-response') throw new TypeError('Failed to fetch');
        services.orders.push({
          url,
          headers: init.headers as Record<string, string>,
          body: JSON.parse(String(init.body)),
        });
        if (services.orderReply === 'refused') {
          return reply(400, { error: 'The sample order is not valid' });
        }
        return reply(201, { orderId: `order-${services.orders.length}` });
      }
      return reply(404, { error: 'Not found' });
    },
  };
  return services;
}
