/**
 * The wire contract of GET /search-query (SPEC.md sections 3 and 7, DESIGN.md section 4), declared
 * once: the server's route declares these schemas, the client maps the reply into the search
 * items derived here, and the search widget's consumer types are printed from them.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { PRODUCT_SORTS } from '../catalogue/paging';
import { BRAND_CODES } from '../catalogue/types';
import { OneOf } from '../contracts';
import { REGIONS } from '../regions';
import { SEARCH_GROUPS, type SearchGroup } from './constants';
import { SEARCH_FACETS } from './vocabulary';

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
  /** A product's colour that the query named or asked for: its swatch is the item's image. */
  matchedColour: Type.Optional(
    Type.Object({ name: Type.String(), slug: Type.String(), globalItemId: Type.String() }),
  ),
  /** A guide's or news article's path on the site, e.g. '/news/carpet-care'. */
  path: Type.Optional(Type.String()),
  // With view=card, a product also carries what its card shows (ProductCard).
  productSubType: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  brands: Type.Optional(Type.Array(Type.String())),
  sampleAvailable: Type.Optional(Type.Boolean()),
  variants: Type.Optional(
    Type.Array(
      Type.Object({
        colourId: Type.String(),
        name: Type.String(),
        slug: Type.String(),
        colour: Type.String(),
        hex: Type.String(),
        globalItemId: Type.String(),
        swatchImage: Type.String(),
        cameoImage: Type.String(),
      }),
    ),
  ),
});
export type SearchReplyItem = Static<typeof SearchReplyItemSchema>;

const group = Type.Array(SearchReplyItemSchema);

/** A constraint the query was read as: an attribute, its values, a label, the words typed. */
export const SearchUnderstoodSchema = Type.Object({
  facet: OneOf(SEARCH_FACETS),
  values: Type.Array(Type.String()),
  label: Type.String(),
  words: Type.String(),
});
export type SearchUnderstood = Static<typeof SearchUnderstoodSchema>;

/**
 * The reply: the results in SPEC.md's five groups, and what DESIGN.md section 4 lets it add: the
 * guides and news (articles), how many products match in all (`total`), what the query was
 * understood as, the words corrected and the words that meant nothing, what was relaxed when
 * nothing satisfied every constraint, and with view=card the products counted per filter value.
 */
export const SearchReplySchema = Type.Object({
  products: group,
  variants: group,
  highlights: group,
  collections: group,
  types: group,
  articles: Type.Optional(group),
  total: Type.Optional(Type.Integer({ minimum: 0 })),
  understood: Type.Optional(Type.Array(SearchUnderstoodSchema)),
  corrected: Type.Optional(Type.Array(Type.Object({ typed: Type.String(), read: Type.String() }))),
  ignored: Type.Optional(Type.Array(Type.String())),
  relaxed: Type.Optional(
    Type.Union([
      Type.Null(),
      Type.Object({ message: Type.String(), showing: Type.Array(Type.String()) }),
    ]),
  ),
  facets: Type.Optional(Type.Record(Type.String(), Type.Record(Type.String(), Type.Integer()))),
} satisfies Record<Exclude<SearchGroup, 'articles'>, TSchema> & Record<string, TSchema>);
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
  /** A guide's or news article's path on the site. */
  path: Type.Optional(Type.String()),
  /** A product's colour the query named or asked for, which its page opens on. */
  colourName: Type.Optional(Type.String()),
});
export type SearchItem = Static<typeof SearchItemSchema>;

/** Most results one group may hold on request (the site's results page); the default is 10. */
export const SEARCH_PAGE_LIMIT = 48;

/** The orders of the results page: by relevance (the default), or the product list's. */
export const SEARCH_SORTS = [
  'relevance',
  ...PRODUCT_SORTS.filter((sort) => sort !== 'featured'),
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The product-list filters the results page narrows by, each repeatable. */
export const SEARCH_FILTERS = ['type', 'subType', 'colour', 'feature', 'rooms', 'budget'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

const FilterValues = Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 });

/**
 * The query string: SPEC.md's query, website and region; `limit` (a group's items, 10 unless
 * given) and what the results page adds: `offset` into the products, `sort`, `view=card` (cards
 * and counts) and the filters it narrows by.
 */
export const SearchQuerySchema = Type.Object({
  query: Type.String({ maxLength: 200 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_PAGE_LIMIT })),
  website: Type.Optional(OneOf(BRAND_CODES)),
  region: Type.Optional(OneOf(REGIONS)),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  sort: Type.Optional(OneOf(SEARCH_SORTS)),
  view: Type.Optional(OneOf(['card'] as const)),
  type: Type.Optional(FilterValues),
  subType: Type.Optional(FilterValues),
  colour: Type.Optional(FilterValues),
  feature: Type.Optional(FilterValues),
  rooms: Type.Optional(FilterValues),
  room: Type.Optional(FilterValues),
  budget: Type.Optional(FilterValues),
});
export type SearchQueryString = Static<typeof SearchQuerySchema>;
