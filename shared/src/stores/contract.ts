/**
 * The wire contract of GET /api/locator/stores (SPEC.md section 7, DESIGN.md section 4), declared
 * once: the server's route validates and serialises with these schemas, and the client and the
 * store locator read the types derived from them.
 */
import { type Static, Type } from '@sinclair/typebox';
import { BRAND_CODES } from '../catalogue/types';
import { OneOf } from '../contracts';
import { RADIUS_OPTIONS } from '../regions';

export const LatLngSchema = Type.Object({ lat: Type.Number(), lng: Type.Number() });
export type LatLng = Static<typeof LatLngSchema>;

export const StoreSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  addressLine1: Type.String(),
  addressLine2: Type.String(),
  locality: Type.String({ description: 'The suburb, town or city the store is in.' }),
  state: Type.String(),
  postcode: Type.String(),
  country: Type.String({ description: "ISO code, e.g. 'AU'." }),
  phone: Type.String(),
  website: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  brands: Type.Array(Type.String()),
  categories: Type.Array(Type.String()),
  distance: Type.Number({
    description: "From the search centre, in the region's unit (km or mi), to 2 decimals.",
  }),
});
export type Store = Static<typeof StoreSchema>;

export const StoreLookupSchema = Type.Object({
  status: Type.Integer(),
  body: Type.String(),
  center: Type.Object({
    name: Type.String(),
    geometry: Type.Object({ location: LatLngSchema }),
  }),
  /** The visitor's radius choice, echoed back when the request names one. */
  radius: Type.Optional(Type.Number()),
  // The reference server always sends unit and counts; other backends of DESIGN.md section 4 may
  // not, and the clients cope.
  unit: Type.Optional(OneOf(['km', 'mi'])),
  /** Every store within each radius, however many the list holds. */
  counts: Type.Optional(Type.Record(Type.String(), Type.Integer())),
  /** Stores within each radius option, nearest first; a list may hold fewer than its count. */
  stores: Type.Record(Type.String(), Type.Array(StoreSchema)),
});
export type StoreLookup = Static<typeof StoreLookupSchema>;

/** Repeated (`brand=GHRES&brand=FTX`) or comma-listed (`brand=GHRES,FTX`) filter values. */
const filterList = Type.Array(Type.String({ maxLength: 100 }), { maxItems: 10 });

/** The request: the centre, and optionally its name, a radius and the filters. */
export const StoresQuerySchema = Type.Object({
  region: Type.Optional(Type.String()),
  website: Type.Optional(OneOf(BRAND_CODES)),
  q: Type.Optional(OneOf(['radius'])),
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  radius: Type.Optional(OneOf(RADIUS_OPTIONS)),
  brand: Type.Optional(filterList),
  category: Type.Optional(filterList),
});
export type StoresQueryString = Static<typeof StoresQuerySchema>;
