import { parseProductListQuery, RESIDENTIAL_WEBSITE } from '@gh/shared/catalogue';
import { DEFAULT_REGION } from '@gh/shared/regions';
import { SEARCH_MIN_CHARS, SearchQuerySchema } from '@gh/shared/search';
import { badRequest } from '../errors';
import { searchJson } from '../search/query';
import { searchIndex } from '../search/search-index';
import type { RoutePlugin } from '.';

/**
 * The reply is made as a plain object and sent as a string rather than through a response schema;
 * it has the shape of SearchReplySchema, which server/test/contracts.test.ts checks real replies
 * against.
 */
const schema = { querystring: SearchQuerySchema };

/**
 * GET /search-query (SPEC.md sections 2.8 and 7, DESIGN.md section 4): results grouped as
 * products, variants, highlights, collections and types (and guides) for one site and region,
 * with what the query was understood as. A query under the 3 characters search needs is refused,
 * as the widget never sends one. The results page adds `offset`, `sort`, `view=card` and its
 * filters (type, subType, colour, feature, rooms or room, budget).
 */
export const searchRoutes: RoutePlugin = async (app, { db }) => {
  // The index is built as the server starts (about 2 s at 10,000 products), not by the first
  // shopper; after a catalogue or content change, the next search builds it again.
  app.addHook('onReady', async () => {
    searchIndex(db);
  });
  app.get('/search-query', { schema }, async (request, reply) => {
    const {
      query,
      website = RESIDENTIAL_WEBSITE,
      region = DEFAULT_REGION,
      limit,
      offset,
      sort,
      view,
      ...filters
    } = request.query;
    if (query.trim().length < SEARCH_MIN_CHARS) {
      throw badRequest(`query must have at least ${SEARCH_MIN_CHARS} characters`);
    }
    return reply.type('application/json; charset=utf-8').send(
      searchJson(db, {
        query,
        website,
        region,
        limit,
        offset,
        sort,
        view,
        filters: parseProductListQuery(filters),
      }),
    );
  });
};
