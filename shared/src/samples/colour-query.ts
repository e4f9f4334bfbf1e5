/**
 * The colour query (SPEC.md sections 2.1 and 4): a product page's `?colour=` adds that colour to
 * the basket once the samples modal is open on the product. Apart from the step machine
 * (steps.ts), which the basket store uses, so that a page's first load of the basket does not
 * carry the slug rules.
 */
import { nameSlug } from '../catalogue';
import type { Region } from '../regions';
import {
  isValidSampleProduct,
  type SampleBasket,
  type SampleProduct,
  type SampleVariant,
} from './basket';
import { sampleAvailability } from './steps';

/** The colour query is the variant name's slug (?colour={variant-name-slug}, SPEC.md 2.1). */
function sameColourName(name: string, query: string): boolean {
  const slug = nameSlug(name);
  return slug !== '' && (slug === query || slug === nameSlug(query));
}

export interface ColourQueryContext {
  /** The page URL's colour parameter. */
  colour: string | null | undefined;
  isOpen: boolean;
  product: SampleProduct | null | undefined;
  basket: SampleBasket;
  region: Region;
  max?: number;
}

/**
 * SPEC.md section 4: with a colour query, the modal open and a product with variants, the variant
 * with the matching name is added, unless its add button is unavailable (including when it is
 * already chosen). Returns the variant to add, or undefined.
 */
export function variantForColourQuery(context: ColourQueryContext): SampleVariant | undefined {
  const { colour, isOpen, product, basket, region, max } = context;
  if (!colour || !isOpen || !product || !isValidSampleProduct(product)) return undefined;
  const variant = product.variants?.find((candidate) => sameColourName(candidate.name, colour));
  if (!variant) return undefined;
  return sampleAvailability(product, variant, basket, region, max) === 'available'
    ? variant
    : undefined;
}
