import { RESIDENTIAL_WEBSITE } from '@gh/shared/catalogue';
import { DEFAULT_REGION } from '@gh/shared/regions';
import {
  SEARCH_MIN_CHARS,
  SearchQuerySchema,
  type SearchQueryString,
  SearchReplySchema,
} from '@gh/shared/search';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../errors';
import { searchJson } from '../search/query';
import type { RouteDependencies } from '.';

const schema = {
  querystring: SearchQuerySchema,
  response: { 200: SearchReplySchema },
};

/**
 * GET /search-query (SPEC.md sections 2.8 and 7, DESIGN.md section 4): results grouped as
 * products, variants, highlights, collections and types for one site and region. A query under
 * the 3 characters search needs is refused, as the widget never sends one.
 */
export const searchRoutes: FastifyPluginAsync<RouteDependencies> = async (app, { db }) => {
  app.get<{ Querystring: SearchQueryString }>(
    '/search-query',
    { schema },
    async (request, reply) => {
      const {
        query,
        website = RESIDENTIAL_WEBSITE,
        region = DEFAULT_REGION,
        limit,
      } = request.query;
      if (query.trim().length < SEARCH_MIN_CHARS) {
        throw badRequest(`query must have at least ${SEARCH_MIN_CHARS} characters`);
      }
      // The items are stored serialised: the reply is assembled, not re-serialised.
      return reply
        .type('application/json; charset=utf-8')
        .send(searchJson(db, query, website, region, limit));
    },
  );
};
