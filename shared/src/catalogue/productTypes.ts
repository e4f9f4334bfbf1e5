/** Product-type pages, /product-types/{slug} (SPEC.md section 2.4). */

/** Every product-type page slug. */
export const PRODUCT_TYPE_PAGE_SLUGS = [
  'triexta-carpet',
  'wool-carpet',
  'duratuft-carpet',
  'polyester-carpet',
  'solution-dyed-nylon-carpet',
  'polypropylene-carpet',
  'smartstrand-carpet',
  'everlux-nylon-carpet',
  'everlux-xtra-collection',
  'timber-flooring',
  'hybrid-flooring',
  'laminate-flooring',
  'vinyl-plank-flooring',
  'vinyl-sheet-flooring',
] as const;
export type ProductTypePageSlug = (typeof PRODUCT_TYPE_PAGE_SLUGS)[number];

/**
 * Type code (a product subType) to its page slug. The first ten are SPEC.md's map; smartstrand,
 * everlux_nylon_cpt and vinyl_sheet_hf are menu subTypes (section 2.3) whose pages exist too, so
 * they map to them rather than leaving those filtered lists without a canonical page.
 */
export const PRODUCT_TYPE_SLUGS: Readonly<Record<string, ProductTypePageSlug>> = {
  duratuft_cpt: 'duratuft-carpet',
  engineered_timber_hf: 'timber-flooring',
  hybrid_hf: 'hybrid-flooring',
  laminate_hf: 'laminate-flooring',
  polyester_cpt: 'polyester-carpet',
  polypropylene_cpt: 'polypropylene-carpet',
  solution_dyed_nylon_cpt: 'solution-dyed-nylon-carpet',
  triexta_cpt: 'triexta-carpet',
  vinyl_plank_hf: 'vinyl-plank-flooring',
  wool_cpt: 'wool-carpet',
  smartstrand: 'smartstrand-carpet',
  everlux_nylon_cpt: 'everlux-nylon-carpet',
  vinyl_sheet_hf: 'vinyl-sheet-flooring',
};

const CODES_BY_SLUG: ReadonlyMap<string, string> = new Map(
  Object.entries(PRODUCT_TYPE_SLUGS).map(([code, slug]) => [slug, code]),
);

/** The page slug of a type code, e.g. 'wool_cpt' → 'wool-carpet'. */
export function productTypeSlug(code: string): ProductTypePageSlug | undefined {
  return Object.hasOwn(PRODUCT_TYPE_SLUGS, code) ? PRODUCT_TYPE_SLUGS[code] : undefined;
}

/** The type code of a page slug, e.g. 'timber-flooring' → 'engineered_timber_hf'. */
export function productTypeCode(slug: string): string | undefined {
  return CODES_BY_SLUG.get(slug);
}

export function isProductTypePageSlug(value: unknown): value is ProductTypePageSlug {
  return (
    typeof value === 'string' && (PRODUCT_TYPE_PAGE_SLUGS as readonly string[]).includes(value)
  );
}
