/**
 * Paging the product list (`GET {catalogue API}/products`): a page size with an offset or a
 * 1-based page number, an order, and the card view, which holds only what a product card shows.
 * The reply carries the number of matching products in `X-Total-Count`. Without a page size the
 * reply is every match, as SPEC.md section 7's calls expect.
 */

/**
 * Orders of the product list: `featured` (the default: the catalogue's own order, by name
 * today), `name` (A to Z), `-name` (Z to A) and `colours` (most colours first, then by name).
 */
export const PRODUCT_SORTS = ['featured', 'name', '-name', 'colours'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The views of the product list: every field (the default) or card fields only. */
export const PRODUCT_VIEWS = ['full', 'card'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

/** The page size a product list page asks for. */
export const PRODUCT_CARD_PAGE_SIZE = 24;

/** One colour of a product as its card shows it. */
export interface ProductCardVariant {
  /** The colour's id within the product, e.g. '03'. */
  colourId: string;
  /** Colour name; its slug is the product page's `colour` query value. */
  name: string;
  slug: string;
  /** Colour family: the value the `colour` filter matches (e.g. 'gray', 'blue'). */
  colour: string;
  /** The colour as a CSS hex value, for a colour dot. */
  hex: string;
  /** The variant's item id across systems, e.g. 'GHRES-1001-03'. */
  globalItemId: string;
  /** Public id of the swatch image the card shows, `swatches/{globalItemId}`. */
  swatchImage: string;
  /** The colour in a room (its first room shot): the card's second picture, on hover or focus. */
  cameoImage: string;
}

/** A product as its card in a product list shows it (`view=card`). */
export interface ProductCard {
  airtableId: string;
  productCode: string;
  name: string;
  slug: string;
  /** Product-list type: 'CPT' or 'HF'. */
  type: string;
  /** Display name of the product type, e.g. 'Carpet'. */
  productType: string;
  /** The product's first sub type, e.g. 'wool_cpt'. */
  productSubType: string | null;
  collectionName: string | null;
  /** Names of the brands the product is sold under; a card shows the first. */
  brands: string[];
  sampleAvailable: boolean;
  /** Every colour, in the catalogue's order; the first is the card's default swatch. */
  variants: ProductCardVariant[];
}

/** One page of the product list: a size with an offset or a 1-based page, and an order. */
export interface ProductPaging {
  /** Products per page: a list page asks for 24; the server holds at most 1000 per reply. */
  limit: number;
  /** Products to skip; give this or `page`, not both. */
  offset?: number;
  /** 1-based page number: the offset is (page - 1) × limit. */
  page?: number;
  sort?: ProductSort;
}

/** A page of the product list and how many products match in all. */
export interface ProductPage<T> {
  products: T[];
  total: number;
}

/** The paging part of a product-list request as query parameters. */
export function productPagingParams(paging: ProductPaging, view?: ProductView): URLSearchParams {
  const params = new URLSearchParams({ limit: String(paging.limit) });
  if (paging.offset !== undefined) params.set('offset', String(paging.offset));
  if (paging.page !== undefined) params.set('page', String(paging.page));
  if (paging.sort !== undefined) params.set('sort', paging.sort);
  if (view !== undefined) params.set('view', view);
  return params;
}
