/** Search and address-lookup constants and texts (SPEC.md sections 2.8, 4, 5, 9). */

export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 1000;
/** Width and height of the images in search results, in CSS pixels. */
export const SEARCH_IMAGE_SIZE = 48;

export const ADDRESS_MIN_CHARS = 4;
export const ADDRESS_DEBOUNCE_MS = 500;

/**
 * The groups of results: SPEC.md section 2.8's five, then the guides and news (articles) that
 * DESIGN.md section 4 lets the reply add.
 */
export const SEARCH_GROUPS = [
  'products',
  'variants',
  'highlights',
  'collections',
  'types',
  'articles',
] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** Group headings; SPEC.md names the groups but not their labels, so these are ours. */
export const SEARCH_GROUP_LABELS: Readonly<Record<SearchGroup, string>> = {
  products: 'Products',
  variants: 'Colours',
  highlights: 'Highlights',
  collections: 'Collections',
  types: 'Product types',
  articles: 'Guides and news',
};

export const KEEP_TYPING_TEXT = 'Keep typing...';
export const SEARCHING_TEXT = 'Searching...';
export const NO_RESULTS_TEXT = 'No results';
export const CUSTOM_ADDRESS_TEXT = 'Submit Custom Address';
