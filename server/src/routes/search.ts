import { RESIDENTIAL_WEBSITE } from '@gh/shared/catalogue';
import { DEFAULT_REGION } from '@gh/shared/regions';
import { SEARCH_MIN_CHARS, SearchQuerySchema } from '@gh/shared/search';
import { badRequest } from '../errors';
import { searchJson } from '../search/query';
import type { RoutePlugin } from '.';

/**
 * The reply is assembled from items stored serialised (search/query.ts), so it leaves as a string
 * rather than through a response schema; it has the shape of SearchReplySchema, which
 * server/test/contracts.test.ts checks real replies against.
 */
const schema = { querystring: SearchQuerySchema };

/**
 * GET /search-query (SPEC.md sections 2.8 and 7, DESIGN.md section 4): results grouped as
 * products, variants, highlights, collections and types for one site and region. A query under
 * the 3 characters search needs is refused, as the widget never sends one.
 */
export const searchRoutes: RoutePlugin = async (app, { db }) => {
  app.get('/search-query', { schema }, async (request, reply) => {
    const { query, website = RESIDENTIAL_WEBSITE, region = DEFAULT_REGION, limit } = request.query;
    if (query.trim().length < SEARCH_MIN_CHARS) {
      throw badRequest(`query must have at least ${SEARCH_MIN_CHARS} characters`);
    }
    // The items are stored serialised: the reply is assembled, not re-serialised.
    return reply
      .type('application/json; charset=utf-8')
      .send(searchJson(db, query, website, region, limit));
  });
};
