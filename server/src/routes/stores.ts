import { DEFAULT_REGION, isRegion, REGIONS } from '@gh/shared/regions';
import { StoreLookupSchema, StoresQuerySchema } from '@gh/shared/stores';
import { badRequest } from '../errors';
import { findStores, LOCATOR_BRANDS, STORE_CATEGORIES } from '../stores/locator';
import type { RoutePlugin } from '.';

const schema = {
  querystring: StoresQuerySchema,
  response: { 200: StoreLookupSchema },
};

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
export const storesRoutes: RoutePlugin = async (app, { db }) => {
  app.get('/api/locator/stores', { schema }, async (request) => {
    const { query } = request;
    const region = query.region ?? DEFAULT_REGION;
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
