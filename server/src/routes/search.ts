import { BRAND_CODES, RESIDENTIAL_WEBSITE } from '@gh/shared/catalogue';
import { DEFAULT_REGION, REGIONS } from '@gh/shared/regions';
import { SEARCH_MIN_CHARS } from '@gh/shared/search';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../errors';
import { SEARCH_GROUPS } from '../search/indexer';
import { searchJson } from '../search/query';
import type { RouteDependencies } from '.';

interface SearchQuery {
  query: string;
  website?: string;
  region?: string;
}

const itemSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    airtableId: { type: 'string' },
    name: { type: 'string' },
    title: { type: 'string' },
    slug: { type: ['string', 'null'] },
    type: { type: 'string' },
    productType: { type: 'string' },
    productCode: { type: 'string' },
    collectionName: { type: ['string', 'null'] },
    globalItemId: { type: 'string' },
    productName: { type: 'string' },
    colourId: { type: 'string' },
    cameoImage: { type: 'string' },
    patternCloudinaryPublicId: { type: 'string' },
    publicId: { type: 'string' },
  },
};

const schema = {
  querystring: {
    type: 'object',
    required: ['query'],
    properties: {
      query: { type: 'string', maxLength: 200 },
      website: { type: 'string', enum: [...BRAND_CODES] },
      region: { type: 'string', enum: [...REGIONS] },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: Object.fromEntries(
        SEARCH_GROUPS.map((group) => [group, { type: 'array', items: itemSchema }]),
      ),
    },
  },
} as const;

/**
 * GET /search-query (SPEC.md sections 2.8 and 7, DESIGN.md section 4): results grouped as
 * products, variants, highlights, collections and types for one site and region. A query under
 * the 3 characters search needs is refused, as the widget never sends one.
 */
export const searchRoutes: FastifyPluginAsync<RouteDependencies> = async (app, { db }) => {
  app.get<{ Querystring: SearchQuery }>('/search-query', { schema }, async (request, reply) => {
    const { query, website = RESIDENTIAL_WEBSITE, region = DEFAULT_REGION } = request.query;
    if (query.trim().length < SEARCH_MIN_CHARS) {
      throw badRequest(`query must have at least ${SEARCH_MIN_CHARS} characters`);
    }
    // The items are stored serialised: the reply is assembled, not re-serialised.
    return reply
      .type('application/json; charset=utf-8')
      .send(searchJson(db, query, website, region));
  });
};
