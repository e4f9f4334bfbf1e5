/**
 * The wire contract of GET /search-query (SPEC.md sections 3 and 7, DESIGN.md section 4), declared
 * once: the server's route declares these schemas, the client maps the reply into the search
 * items derived here, and the search widget's consumer types are printed from them.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { BRAND_CODES } from '../catalogue/types';
import { OneOf } from '../contracts';
import { REGIONS } from '../regions';
import { SEARCH_GROUPS, type SearchGroup } from './constants';

export const SearchGroupSchema = OneOf(SEARCH_GROUPS);

/** One result as the server sends it: SPEC.md section 3's search-item fields. */
export const SearchReplyItemSchema = Type.Object({
  id: Type.Optional(Type.String()),
  airtableId: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  slug: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  type: Type.Optional(Type.String()),
  productType: Type.Optional(Type.String()),
  productCode: Type.Optional(Type.String()),
  collectionName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  globalItemId: Type.Optional(Type.String()),
  productName: Type.Optional(Type.String()),
  colourId: Type.Optional(Type.String()),
  cameoImage: Type.Optional(Type.String()),
  patternCloudinaryPublicId: Type.Optional(Type.String()),
  publicId: Type.Optional(Type.String()),
});
export type SearchReplyItem = Static<typeof SearchReplyItemSchema>;

const group = Type.Array(SearchReplyItemSchema);

/** The reply: the results in their five groups. */
export const SearchReplySchema = Type.Object({
  products: group,
  variants: group,
  highlights: group,
  collections: group,
  types: group,
} satisfies Record<SearchGroup, TSchema>);
export type SearchReply = Static<typeof SearchReplySchema>;

/**
 * One result as the client hands it on (and the search widget's events carry it): the id is
 * `id`, else `airtableId`, and the name `name`, else `title`; empty fields are left out.
 */
export const SearchItemSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  productCode: Type.Optional(Type.String()),
  collectionName: Type.Optional(Type.String()),
  globalItemId: Type.Optional(Type.String()),
  productName: Type.Optional(Type.String()),
  cameoImage: Type.Optional(Type.String()),
  patternCloudinaryPublicId: Type.Optional(Type.String()),
  publicId: Type.Optional(Type.String()),
  /** A highlight's, collection's or product type's URL slug. */
  slug: Type.Optional(Type.String()),
});
export type SearchItem = Static<typeof SearchItemSchema>;

/** Most results one group may hold on request (the site's results page); the default is 10. */
export const SEARCH_PAGE_LIMIT = 48;

export const SearchQuerySchema = Type.Object({
  query: Type.String({ maxLength: 200 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_PAGE_LIMIT })),
  website: Type.Optional(OneOf(BRAND_CODES)),
  region: Type.Optional(OneOf(REGIONS)),
});
export type SearchQueryString = Static<typeof SearchQuerySchema>;
