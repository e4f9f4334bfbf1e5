import type { StockRoomId } from './room-shots';
/**
 * The catalogue's entities as the catalogue API returns them (SPEC.md section 3). The server
 * serialises to these shapes and the site and widgets read them, so they stay plain data.
 */

/** Brand codes of SPEC.md section 1. */
export const BRAND_CODES = ['GHRES', 'GHC', 'FTX', 'RBK', 'TFF'] as const;
export type BrandCode = (typeof BRAND_CODES)[number];

/** The residential brand: the website every catalogue request of this site is made for. */
export const RESIDENTIAL_WEBSITE: BrandCode = 'GHRES';

export function isBrandCode(value: unknown): value is BrandCode {
  return typeof value === 'string' && (BRAND_CODES as readonly string[]).includes(value);
}

/** The two product-list types: carpet and hard flooring. */
export const PRODUCT_LIST_TYPES = ['CPT', 'HF'] as const;
export type ProductListType = (typeof PRODUCT_LIST_TYPES)[number];

/** Budget filter values (SPEC.md section 2.3): $, $$ and $$$. */
export const BUDGETS = ['affordable', 'mid-range', 'premium'] as const;
export type Budget = (typeof BUDGETS)[number];

/** A brand of the brand list (`GET {catalogue API}/brands`). */
export interface Brand {
  /** Brand code, e.g. 'FTX'. */
  code: string;
  name: string;
  /** The brand page is /brands/{slug}. */
  slug: string;
  description?: string;
}

/** A market segment; the product list filters by segment name (SPEC.md section 5). */
export interface Segment {
  id: string;
  name: string;
}

/** One colour of a product. */
export interface Variant {
  /** Colour name; its slug is the product page's `colour` query value. */
  name: string;
  productName: string;
  colourId: string;
  /** Image of the pattern, `patterns/{globalItemId}` by convention. */
  patternCloudinaryPublicId: string;
  /** The colour in a room: its first room shot, `room-shots/{room}/{globalItemId}`. */
  cameoImage: string;
  /**
   * The colour laid into the stock rooms that suit the product (room-shots.ts), cameo first:
   * each room and the public id of its picture on the media service.
   */
  roomShots?: { room: StockRoomId; publicId: string }[];
  /** The variant's item id across systems, e.g. 'GHRES-1001-03'. */
  globalItemId: string;
  /** A sample can be ordered in au. */
  sampleInStock: boolean;
  /** A sample can be ordered in every region other than au. */
  sampleInStockNz: boolean;
  airtableId?: string;
  productCode?: string;
}

/** A product with its colour variants. */
export interface Product {
  /** Record id used for lookups (search results, samples). */
  airtableId: string;
  productCode: string;
  name: string;
  /** Names of the brands the product is sold under. */
  brands: string[];
  /** Display name of the product type, e.g. 'Carpet'. */
  productType: string;
  /** The product's first sub type, e.g. 'wool_cpt'. */
  productSubType?: string | null;
  yarn?: string | null;
  /** Samples can be ordered for this product at all. */
  sampleAvailable: boolean;
  variants: Variant[];
  /** The default description; the brand and region ones below win where they apply. */
  description: string;
  descriptionFTXAU?: string | null;
  descriptionFTXNZ?: string | null;
  descriptionRBK?: string | null;
  descriptionRESAU?: string | null;
  /**
   * Width of the roll a broadloom product is cut from, metres (its `rollSize`, e.g. '3.66m' or
   * '12ft', as a number): the calculator's cut plan uses it. Absent when the catalogue has none.
   */
  rollWidth?: number;
  /** Square metres one box of a hard floor covers: the calculator counts boxes from it. */
  boxCoverage?: number;
  /** The slugs of the features (highlights) the product has, e.g. 'pet-friendly'. */
  features?: string[];
}

/**
 * The filters of the product list (SPEC.md sections 2.1 and 3), every one a list, and the
 * features (highlight slugs) products carry (DESIGN.md section 4).
 */
export const PRODUCT_FILTER_KEYS = [
  'type',
  'subType',
  'market',
  'shape',
  'thickness',
  'rollSize',
  'segment',
  'colour',
  'budget',
  'rooms',
  'brand',
  'feature',
] as const;
export type ProductFilterKey = (typeof PRODUCT_FILTER_KEYS)[number];

/** Other names a filter is read by: `room` is `rooms` (DESIGN.md section 4 names it so). */
export const PRODUCT_FILTER_ALIASES: Readonly<Record<string, ProductFilterKey>> = {
  room: 'rooms',
};
export type ProductFilters = { [K in ProductFilterKey]?: string[] };
