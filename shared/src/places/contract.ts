/**
 * The wire contract of GET /places (SPEC.md section 7, DESIGN.md section 4): address suggestions
 * and a place's details, in the places provider's own shapes, declared once for the server's
 * route, its gazetteer and the address and store-locator clients.
 */
import { type Static, Type } from '@sinclair/typebox';

export const PlaceSuggestionSchema = Type.Object({
  description: Type.String(),
  place_id: Type.String(),
});
export type PlaceSuggestion = Static<typeof PlaceSuggestionSchema>;

/** The reply to `q=autocomplete`: a few suggestions, best first. */
export const PlaceSuggestionsSchema = Type.Array(PlaceSuggestionSchema);

export const AddressComponentSchema = Type.Object({
  long_name: Type.String(),
  short_name: Type.String(),
  types: Type.Array(Type.String()),
});
export type AddressComponent = Static<typeof AddressComponentSchema>;

/** The reply to `q=details`. */
export const PlaceDetailsSchema = Type.Object({
  address_components: Type.Array(AddressComponentSchema),
  formatted_address: Type.String(),
  /** Where the place is; the store locator searches around it. */
  geometry: Type.Optional(
    Type.Object({ location: Type.Object({ lat: Type.Number(), lng: Type.Number() }) }),
  ),
  place_id: Type.String(),
});
export type PlaceDetails = Static<typeof PlaceDetailsSchema>;

/** The request; `q` ('autocomplete' or 'details') and `region` are checked by the route, which names
 * the values it takes. */
export const PlacesQuerySchema = Type.Object({
  q: Type.String(),
  term: Type.String({ maxLength: 200 }),
  region: Type.String(),
  website: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,10}$' })),
});
export type PlacesQueryString = Static<typeof PlacesQuerySchema>;
