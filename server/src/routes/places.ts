import { Type } from '@fastify/type-provider-typebox';
import { PlaceDetailsSchema, PlaceSuggestionsSchema, PlacesQuerySchema } from '@gh/shared/places';
import { isRegion, REGIONS } from '@gh/shared/regions';
import { badRequest } from '../errors';
import { Gazetteer } from '../places/gazetteer';
import { GooglePlaces } from '../places/google';
import type { RoutePlugin } from '.';

/** Terms shorter than this get no suggestions (the form says 'Keep typing...' under 4). */
const MIN_TERM = 2;

/**
 * GET /places?q=autocomplete|details&term=…&region=…&website=… (SPEC.md section 7): address
 * suggestions `[{description, place_id}]` and a place's `{address_components}`, from the real
 * provider when GOOGLE_MAPS_KEY is set, else from the bundled gazetteer.
 */
export const placesRoutes: RoutePlugin = async (app, { db, config }) => {
  const provider = config.googleMapsKey
    ? new GooglePlaces(config.googleMapsKey, config.googlePlacesBaseUrl)
    : new Gazetteer(db);

  app.get(
    '/places',
    {
      schema: {
        querystring: PlacesQuerySchema,
        response: { 200: Type.Union([PlaceSuggestionsSchema, PlaceDetailsSchema]) },
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
};
