import { type TOptional, Type } from '@fastify/type-provider-typebox';
import {
  BRAND_CODES,
  PRODUCT_FILTER_ALIASES,
  PRODUCT_FILTER_KEYS,
  PRODUCT_SORTS,
  PRODUCT_VIEWS,
  type ProductFilterKey,
  parseProductListQuery,
  RESIDENTIAL_WEBSITE,
} from '@gh/shared/catalogue';
import { OneOf } from '@gh/shared/contracts';
import { DEFAULT_REGION, REGIONS } from '@gh/shared/regions';
import { catalogueChanges } from '../catalogue/changes';
import {
  type CatalogueScope,
  listBrands,
  listHighlights,
  listProductsJson,
  PRODUCT_LIST_MAX,
  productFacetCounts,
} from '../catalogue/queries';
import { badRequest } from '../errors';
import type { RoutePlugin } from '.';

const scopeProperties = {
  region: Type.Optional(OneOf(REGIONS)),
  website: Type.Optional(OneOf(BRAND_CODES)),
};

/** The catalogue a request reads: its region and site, au and GHRES unless it names them. */
const scopeOf = (query: Partial<CatalogueScope>): CatalogueScope => ({
  region: query.region ?? DEFAULT_REGION,
  website: query.website ?? RESIDENTIAL_WEBSITE,
});

/** Each filter may repeat or hold a comma list; at most 50 values of 100 characters. */
const FilterValues = Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 });
/** Every filter by its name and its aliases (`room` for `rooms`). */
const FILTER_PARAMETERS = [...PRODUCT_FILTER_KEYS, ...Object.keys(PRODUCT_FILTER_ALIASES)];
const filterProperties = Object.fromEntries(
  FILTER_PARAMETERS.map((key) => [key, Type.Optional(FilterValues)]),
) as Record<ProductFilterKey, TOptional<typeof FilterValues>>;

/** The filters of a request's query, aliases read as their filters. */
const filtersOf = (query: object) =>
  parseProductListQuery(
    Object.fromEntries(
      FILTER_PARAMETERS.map((key) => [key, (query as Record<string, string[] | undefined>)[key]]),
    ),
  );

/** The facets a product list counts by default: those its filter controls offer. */
const COUNTED_FACETS: readonly ProductFilterKey[] = [
  'type',
  'subType',
  'colour',
  'rooms',
  'brand',
  'budget',
  'feature',
];

const Brand = Type.Partial(
  Type.Object({
    code: Type.String(),
    name: Type.String(),
    slug: Type.String(),
    description: Type.String(),
  }),
);
const Highlight = Type.Partial(
  Type.Object({ slug: Type.String(), title: Type.String(), text: Type.String() }),
);

/**
 * The catalogue API (SPEC.md sections 3 and 7; DESIGN.md section 4): the brand list and the
 * product list, for one region (default au) and site (default GHRES).
 */
export const catalogueRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/api/catalogue/brands',
    {
      schema: {
        querystring: Type.Object(scopeProperties),
        response: { 200: Type.Array(Brand) },
      },
    },
    async (request) => listBrands(db, scopeOf(request.query)),
  );

  /** The product features of a site and region (the site's /features pages): slug, title, text. */
  app.get(
    '/api/catalogue/highlights',
    {
      schema: {
        querystring: Type.Object(scopeProperties),
        response: { 200: Type.Array(Highlight) },
      },
    },
    async (request) => listHighlights(db, scopeOf(request.query)),
  );

  /**
   * Every filter of SPEC.md section 3, each repeatable or a comma list; values of one filter are
   * alternatives, filters combine. The list holds up to 1000 products in the order of `sort`
   * (default featured, by name today); `limit` with `offset` or a 1-based `page` pages through
   * it, `view=card` keeps the card fields only, `code` (a comma list or repeated) keeps the
   * products of those codes, and X-Total-Count gives the number matching.
   * The reply is made from each product's JSON kept between requests (catalogue/queries.ts), so
   * it is sent as a string rather than through a response schema. Whole replies are kept too
   * (reply-cache.ts, registered in routes/index.ts).
   */
  app.get(
    '/api/catalogue/products',
    {
      schema: {
        querystring: Type.Object({
          ...scopeProperties,
          ...filterProperties,
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PRODUCT_LIST_MAX })),
          offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
          sort: Type.Optional(OneOf(PRODUCT_SORTS)),
          view: Type.Optional(OneOf(PRODUCT_VIEWS)),
          code: Type.Optional(
            Type.Array(Type.String({ maxLength: 100 }), { maxItems: PRODUCT_LIST_MAX }),
          ),
        }),
      },
    },
    async (request, reply) => {
      const { limit, page, sort, view, code } = request.query;
      let { offset } = request.query;
      if (page !== undefined) {
        if (limit === undefined) throw badRequest('page needs a limit (the page size)');
        if (offset !== undefined) throw badRequest('Give offset or page, not both');
        offset = (page - 1) * limit;
      }
      const filters = filtersOf(request.query);
      const codes = code?.flatMap((value) => value.split(',')).filter((value) => value !== '');
      if (codes && codes.length > PRODUCT_LIST_MAX) {
        throw badRequest(`code takes at most ${PRODUCT_LIST_MAX} product codes`);
      }
      const list = listProductsJson(db, scopeOf(request.query), filters, {
        limit,
        offset,
        sort,
        view,
        codes,
      });
      return reply
        .header('X-Total-Count', String(list.total))
        .type('application/json; charset=utf-8')
        .send(list.json);
    },
  );

  /**
   * How many products of the list each filter value would show, for the same filters as
   * /products (each facet counted under the filters of the others): `{"feature":
   * {"pet-friendly": 12, …}, "type": {"CPT": 30, …}, …}`. `facet` (repeatable) names the facets
   * to count, by default those the product list's filters offer; values with no product are left
   * out.
   */
  app.get(
    '/api/catalogue/facets',
    {
      schema: {
        querystring: Type.Object({
          ...scopeProperties,
          ...filterProperties,
          facet: Type.Optional(Type.Array(OneOf(PRODUCT_FILTER_KEYS), { maxItems: 20 })),
        }),
        response: {
          200: Type.Record(Type.String(), Type.Record(Type.String(), Type.Integer())),
        },
      },
    },
    async (request) =>
      productFacetCounts(
        db,
        scopeOf(request.query),
        filtersOf(request.query),
        request.query.facet ?? COUNTED_FACETS,
      ),
  );

  /**
   * What changed since a site build last read the catalogue (catalogue/changes.ts): `since` and
   * `epoch` as the previous answer gave them. The build fetches the changed products by `code`,
   * or, when `changed` is null, every product.
   */
  app.get(
    '/api/catalogue/changes',
    {
      schema: {
        querystring: Type.Object({
          since: Type.Optional(Type.Integer({ minimum: 0 })),
          epoch: Type.Optional(Type.String({ pattern: '^[0-9a-f]{1,32}$' })),
        }),
        response: {
          200: Type.Object({
            epoch: Type.String(),
            seq: Type.Integer(),
            changed: Type.Union([Type.Array(Type.String()), Type.Null()]),
            order: Type.Optional(Type.Array(Type.String())),
          }),
        },
      },
    },
    async (request) => catalogueChanges(db, request.query),
  );
};
