/**
 * Test doubles of the services the store widgets call (GET /api/locator/stores, GET /places),
 * answering from small fixtures the way the reference backend does, and recording each request.
 */
import { RADIUS_OPTIONS } from '@gh/shared/regions';
import type { Store, StoreLookup } from '@gh/shared/stores';

export const API_BASE = 'http://api.test';

export function store(id: number, name: string, distance: number, extra: Partial<Store> = {}) {
  return {
    id,
    name,
    addressLine1: `${id} Church St`,
    addressLine2: 'Parramatta NSW 2150',
    locality: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    country: 'AU',
    phone: '(02) 9633 0000',
    website: `https://store-${id}.example/`,
    lat: -33.81 - distance / 111,
    lng: 151.0,
    brands: ['GHRES'],
    categories: ['CPT'],
    distance,
    ...extra,
  } satisfies Store;
}

/** Around Parramatta: two GH stores within 5 km, a Floortex hard-flooring store at 24.5 km. */
export const STORES: Store[] = [
  store(1, 'GH Flooring Parramatta', 0.8),
  store(2, 'GH Flooring Westmead', 3.2, { phone: '(02) 9633 1111' }),
  store(3, 'Floortex Flooring Ryde', 24.5, { brands: ['FTX'], categories: ['HF'] }),
];

export function lookupFor(url: URL, stores: Store[] = STORES): StoreLookup {
  const brand = url.searchParams.get('brand');
  const category = url.searchParams.get('category');
  const kept = stores.filter(
    (s) => (!brand || s.brands.includes(brand)) && (!category || s.categories.includes(category)),
  );
  const lists = Object.fromEntries(
    RADIUS_OPTIONS.map((radius) => [String(radius), kept.filter((s) => s.distance <= radius)]),
  );
  return {
    status: 200,
    body: 'OK',
    center: {
      name: url.searchParams.get('name') || 'Parramatta',
      geometry: {
        location: {
          lat: Number(url.searchParams.get('lat')),
          lng: Number(url.searchParams.get('lng')),
        },
      },
    },
    counts: Object.fromEntries(
      Object.entries(lists).map(([radius, list]) => [radius, list.length]),
    ),
    stores: lists,
  };
}

export const SUGGESTIONS = [
  { description: 'Parramatta NSW 2150, Australia', place_id: 'ghp_parramatta' },
  { description: 'Parramatta Park NSW 2150, Australia', place_id: 'ghp_park' },
];

export const PARRAMATTA_DETAILS = {
  address_components: [
    { long_name: 'Parramatta', short_name: 'Parramatta', types: ['locality', 'political'] },
  ],
  geometry: { location: { lat: -33.815, lng: 151.001 } },
};

type Answer = { status: number; body: unknown } | Promise<never>;

export interface FakeServices {
  fetch: jest.Mock;
  /** Every request made, in order. */
  requests: URL[];
  storeLookups(): URL[];
}

/** Installs a fetch answering the stores API and the places calls; `answer` overrides a reply. */
export function fakeServices(answer?: (url: URL) => Answer | undefined): FakeServices {
  const requests: URL[] = [];
  const fetch = jest.fn(async (input: string | URL) => {
    const url = new URL(String(input));
    requests.push(url);
    const reply = answer?.(url) ?? defaultAnswer(url);
    const { status, body } = await reply;
    return { ok: status < 400, status, json: async () => body } as Response;
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return {
    fetch,
    requests,
    storeLookups: () => requests.filter((url) => url.pathname === '/api/locator/stores'),
  };
}

function defaultAnswer(url: URL): Answer {
  if (url.pathname === '/api/locator/stores') return { status: 200, body: lookupFor(url) };
  if (url.pathname === '/places' && url.searchParams.get('q') === 'autocomplete') {
    return { status: 200, body: SUGGESTIONS };
  }
  if (url.pathname === '/places' && url.searchParams.get('term') === 'ghp_parramatta') {
    return { status: 200, body: PARRAMATTA_DETAILS };
  }
  const tile = url.pathname.match(/^\/map\/tiles\/v1\/(\d+)\/(\d+)\/(\d+)\.json$/);
  if (tile) {
    // Open sea: a tile with no geography, as the server sends one far from any coast.
    const [z, x, y] = tile.slice(1).map(Number);
    const empty = { land: [], lakes: [], rivers: [], states: [], borders: [] };
    return { status: 200, body: { z, x, y, extent: 4096, buffer: 64, ...empty } };
  }
  return { status: 404, body: { error: 'Not found' } };
}
