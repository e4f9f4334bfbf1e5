import { isRegion, REGIONS } from '@gh/shared/regions';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';
import { Gazetteer } from '../places/gazetteer';
import { GooglePlaces } from '../places/google';
import type { RouteDependencies } from '.';

interface PlacesQuery {
  q: string;
  term: string;
  region: string;
  website?: string;
}

/** Terms shorter than this get no suggestions (the form says 'Keep typing...' under 4). */
const MIN_TERM = 2;

/**
 * GET /places?q=autocomplete|details&term=…&region=…&website=… (SPEC.md section 7): address
 * suggestions `[{description, place_id}]` and a place's `{address_components}`, from the real
 * provider when GOOGLE_MAPS_KEY is set, else from the bundled gazetteer.
 */
export async function placesRoutes(app: FastifyInstance, { db, config }: RouteDependencies) {
  const provider = config.googleMapsKey
    ? new GooglePlaces(config.googleMapsKey, config.googlePlacesBaseUrl)
    : new Gazetteer(db);

  app.get<{ Querystring: PlacesQuery }>(
    '/places',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['q', 'term', 'region'],
          properties: {
            q: { type: 'string' },
            term: { type: 'string', maxLength: 200 },
            region: { type: 'string' },
            website: { type: 'string', pattern: '^[A-Za-z]{2,10}$' },
          },
        },
      },
    },
    async (request, reply) => {
      const { q, term, region } = request.query;
      if (!isRegion(region)) {
        throw badRequest(`Unknown region '${region}': use one of ${REGIONS.join(', ')}`);
      }
      reply.header('Cache-Control', 'private, max-age=300');
      if (q === 'autocomplete') {
        return term.trim().length < MIN_TERM ? [] : provider.autocomplete(region, term.trim());
      }
      if (q === 'details') return provider.details(term.trim());
      throw badRequest("q must be 'autocomplete' or 'details'");
    },
  );
}
