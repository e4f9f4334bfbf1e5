import {
  BRAND_CODES,
  PRODUCT_FILTER_KEYS,
  PRODUCT_SORTS,
  PRODUCT_VIEWS,
  type ProductSort,
  type ProductView,
  parseProductListQuery,
  RESIDENTIAL_WEBSITE,
} from '@gh/shared/catalogue';
import { DEFAULT_REGION, REGIONS, type Region } from '@gh/shared/regions';
import type { FastifyPluginAsync } from 'fastify';
import {
  listBrands,
  listHighlights,
  listProductsJson,
  PRODUCT_LIST_MAX,
} from '../catalogue/queries';
import { badRequest } from '../errors';
import type { RouteDependencies } from '.';

const scopeProperties = {
  region: { type: 'string', enum: [...REGIONS] },
  website: { type: 'string', enum: [...BRAND_CODES] },
} as const;

interface ScopeQuery {
  region?: Region;
  website?: string;
}

interface ProductListQuery {
  limit?: number;
  offset?: number;
  page?: number;
  sort?: ProductSort;
  view?: ProductView;
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

  /** The product features of a site and region (the site's /features pages): slug, title, text. */
  app.get<{ Querystring: ScopeQuery }>(
    '/api/catalogue/highlights',
    {
      schema: {
        querystring: { type: 'object', properties: scopeProperties },
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                slug: { type: 'string' },
                title: { type: 'string' },
                text: { type: 'string' },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const { region = DEFAULT_REGION, website = RESIDENTIAL_WEBSITE } = request.query;
      return listHighlights(db, { region, website });
    },
  );

  /**
   * Every filter of SPEC.md section 3, each repeatable or a comma list; values of one filter are
   * alternatives, filters combine. The list holds up to 1000 products in the order of `sort`
   * (default featured, by name today); `limit` with `offset` or a 1-based `page` pages through
   * it, `view=card` keeps the card fields only, and X-Total-Count gives the number matching.
   * The reply is made from each product's JSON kept between requests (catalogue/queries.ts), so
   * it is sent as a string rather than through a response schema. Whole replies are kept too
   * (reply-cache.ts, registered in routes/index.ts).
   */
  app.get<{ Querystring: ScopeQuery & ProductListQuery }>(
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
            page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
            sort: { type: 'string', enum: [...PRODUCT_SORTS] },
            view: { type: 'string', enum: [...PRODUCT_VIEWS] },
          },
        },
      },
    },
    async (request, reply) => {
      const {
        region = DEFAULT_REGION,
        website = RESIDENTIAL_WEBSITE,
        limit,
        page,
        sort,
        view,
      } = request.query;
      let { offset } = request.query;
      if (page !== undefined) {
        if (limit === undefined) throw badRequest('page needs a limit (the page size)');
        if (offset !== undefined) throw badRequest('Give offset or page, not both');
        offset = (page - 1) * limit;
      }
      const query = request.query as Record<string, string[] | undefined>;
      const filters = parseProductListQuery(
        Object.fromEntries(PRODUCT_FILTER_KEYS.map((key) => [key, query[key]])),
      );
      const list = listProductsJson(db, { region, website }, filters, {
        limit,
        offset,
        sort,
        view,
      });
      return reply
        .header('X-Total-Count', String(list.total))
        .type('application/json; charset=utf-8')
        .send(list.json);
    },
  );
};
