import {
  BRAND_CODES,
  PRODUCT_FILTER_KEYS,
  parseProductListQuery,
  RESIDENTIAL_WEBSITE,
} from '@gh/shared/catalogue';
import { DEFAULT_REGION, REGIONS, type Region } from '@gh/shared/regions';
import type { FastifyPluginAsync } from 'fastify';
import { listBrands, listProducts, PRODUCT_LIST_MAX } from '../catalogue/queries';
import type { RouteDependencies } from '.';

const scopeProperties = {
  region: { type: 'string', enum: [...REGIONS] },
  website: { type: 'string', enum: [...BRAND_CODES] },
} as const;

interface ScopeQuery {
  region?: Region;
  website?: string;
}

/** Each filter may repeat or hold a comma list; at most 50 values of 100 characters. */
const filterProperties = Object.fromEntries(
  PRODUCT_FILTER_KEYS.map((key) => [
    key,
    { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 50 },
  ]),
);

const brandSchema = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    name: { type: 'string' },
    slug: { type: 'string' },
    description: { type: 'string' },
  },
};

const nullableString = { type: ['string', 'null'] };
const stringList = { type: 'array', items: { type: 'string' } };

const variantSchema = {
  type: 'object',
  properties: {
    airtableId: { type: 'string' },
    name: { type: 'string' },
    slug: { type: 'string' },
    productName: { type: 'string' },
    productCode: { type: 'string' },
    colourId: { type: 'string' },
    globalItemId: { type: 'string' },
    patternCloudinaryPublicId: { type: 'string' },
    cameoImage: { type: 'string' },
    colour: { type: 'string' },
    hex: { type: 'string' },
    sampleInStock: { type: 'boolean' },
    sampleInStockNz: { type: 'boolean' },
  },
};

const productSchema = {
  type: 'object',
  properties: {
    airtableId: { type: 'string' },
    productCode: { type: 'string' },
    name: { type: 'string' },
    slug: { type: 'string' },
    brands: stringList,
    type: { type: 'string' },
    productType: { type: 'string' },
    productSubType: nullableString,
    productSubTypes: stringList,
    yarn: nullableString,
    collectionName: nullableString,
    market: nullableString,
    shape: nullableString,
    thickness: nullableString,
    rollSize: nullableString,
    segment: nullableString,
    budget: nullableString,
    rooms: stringList,
    regions: stringList,
    sampleAvailable: { type: 'boolean' },
    description: { type: 'string' },
    descriptionFTXAU: nullableString,
    descriptionFTXNZ: nullableString,
    descriptionRBK: nullableString,
    descriptionRESAU: nullableString,
    variants: { type: 'array', items: variantSchema },
  },
};

/**
 * The catalogue API (SPEC.md sections 3 and 7; DESIGN.md section 4): the brand list and the
 * product list, for one region (default au) and site (default GHRES).
 */
export const catalogueRoutes: FastifyPluginAsync<RouteDependencies> = async (app, { db }) => {
  app.get<{ Querystring: ScopeQuery }>(
    '/api/catalogue/brands',
    {
      schema: {
        querystring: { type: 'object', properties: scopeProperties },
        response: { 200: { type: 'array', items: brandSchema } },
      },
    },
    async (request) => {
      const { region = DEFAULT_REGION, website = RESIDENTIAL_WEBSITE } = request.query;
      return listBrands(db, { region, website });
    },
  );

  /**
   * Every filter of SPEC.md section 3, each repeatable or a comma list; values of one filter are
   * alternatives, filters combine. The list is sorted by name and holds up to 1000 products
   * (`limit`, `offset` page through more); X-Total-Count gives the number matching.
   */
  app.get<{ Querystring: ScopeQuery & { limit?: number; offset?: number } }>(
    '/api/catalogue/products',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...scopeProperties,
            ...filterProperties,
            limit: { type: 'integer', minimum: 1, maximum: PRODUCT_LIST_MAX },
            offset: { type: 'integer', minimum: 0, maximum: 1_000_000 },
          },
        },
        response: { 200: { type: 'array', items: productSchema } },
      },
    },
    async (request, reply) => {
      const {
        region = DEFAULT_REGION,
        website = RESIDENTIAL_WEBSITE,
        limit,
        offset,
      } = request.query;
      const query = request.query as Record<string, string[] | undefined>;
      const filters = parseProductListQuery(
        Object.fromEntries(PRODUCT_FILTER_KEYS.map((key) => [key, query[key]])),
      );
      const page = listProducts(db, { region, website }, filters, { limit, offset });
      reply.header('X-Total-Count', String(page.total));
      return page.products;
    },
  );
};
