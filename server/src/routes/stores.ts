import { BRAND_CODES } from '@gh/shared/catalogue';
import { isRegion, RADIUS_OPTIONS, REGIONS, type Region } from '@gh/shared/regions';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../errors';
import { findStores, LOCATOR_BRANDS, STORE_CATEGORIES } from '../stores/locator';
import type { RouteDependencies } from '.';

interface StoresQuery {
  region?: string;
  website?: string;
  q?: string;
  lat: number;
  lng: number;
  name?: string;
  radius?: number;
  brand?: string[];
  category?: string[];
}

/** Repeated (`brand=GHRES&brand=FTX`) or comma-listed (`brand=GHRES,FTX`) filter values. */
const filterList = { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 10 };

const storeSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    addressLine1: { type: 'string' },
    addressLine2: { type: 'string' },
    locality: { type: 'string' },
    state: { type: 'string' },
    postcode: { type: 'string' },
    country: { type: 'string' },
    phone: { type: 'string' },
    website: { type: 'string' },
    lat: { type: 'number' },
    lng: { type: 'number' },
    brands: { type: 'array', items: { type: 'string' } },
    categories: { type: 'array', items: { type: 'string' } },
    distance: { type: 'number' },
  },
};

const schema = {
  querystring: {
    type: 'object',
    required: ['lat', 'lng'],
    properties: {
      region: { type: 'string' },
      website: { type: 'string', enum: [...BRAND_CODES] },
      q: { type: 'string', enum: ['radius'] },
      lat: { type: 'number', minimum: -90, maximum: 90 },
      lng: { type: 'number', minimum: -180, maximum: 180 },
      name: { type: 'string', maxLength: 200 },
      radius: { type: 'number', enum: [...RADIUS_OPTIONS] },
      brand: filterList,
      category: filterList,
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        status: { type: 'integer' },
        body: { type: 'string' },
        center: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            geometry: {
              type: 'object',
              properties: {
                location: {
                  type: 'object',
                  properties: { lat: { type: 'number' }, lng: { type: 'number' } },
                },
              },
            },
          },
        },
        radius: { type: 'number' },
        unit: { type: 'string' },
        counts: { type: 'object', additionalProperties: { type: 'integer' } },
        stores: { type: 'object', additionalProperties: { type: 'array', items: storeSchema } },
      },
    },
  },
} as const;

function allowedValues(
  values: string[] | undefined,
  allowed: readonly string[],
  name: string,
): string[] | undefined {
  const list = (values ?? []).flatMap((value) => value.split(',')).map((value) => value.trim());
  const wanted = list.filter(Boolean).map((value) => value.toUpperCase());
  for (const value of wanted) {
    if (!allowed.includes(value)) {
      throw badRequest(`Unknown ${name} '${value}': expected one of ${allowed.join(', ')}`);
    }
  }
  return wanted.length > 0 ? wanted : undefined;
}

/**
 * GET /api/locator/stores (SPEC.md section 7, DESIGN.md section 4). Every radius list is always
 * returned, so the locator switches radius without another request; `radius`, when sent, is
 * checked and echoed back as the visitor's choice. `website` is checked but does not narrow the
 * stores: every store of the network sells the manufacturer's range, and the brand filter is
 * what chooses between its brands.
 */
export const storesRoutes: FastifyPluginAsync<RouteDependencies> = async (app, { db }) => {
  app.get<{ Querystring: StoresQuery }>('/api/locator/stores', { schema }, async (request) => {
    const { query } = request;
    const region: Region = query.region === undefined ? 'au' : (query.region as Region);
    if (!isRegion(region)) {
      throw badRequest(`Unknown region '${query.region}': expected one of ${REGIONS.join(', ')}`);
    }
    const lookup = findStores(db, {
      region,
      lat: query.lat,
      lng: query.lng,
      name: query.name,
      brands: allowedValues(query.brand, LOCATOR_BRANDS, 'brand'),
      categories: allowedValues(query.category, STORE_CATEGORIES, 'category'),
    });
    return query.radius === undefined ? lookup : { ...lookup, radius: query.radius };
  });
};
