/**
 * The samples basket (SPEC.md sections 3, 4 and 5): which variants a visitor has chosen, the
 * products they belong to, stock per region and the image each sample shows.
 */
import { maxSamplesFor, type Region } from '../regions';
import type { FormattedSample } from './contract';

/** A colour of a product as the samples flow uses it (SPEC.md section 3, sample variant). */
export interface SampleVariant {
  name: string;
  globalItemId: string;
  productCode: string;
  colourId: string;
  productName?: string;
  /** Image id chosen for the sample; see samplePublicId for the fallbacks. */
  publicId?: string;
  patternCloudinaryPublicId?: string;
  cameoImage?: string;
  /** Sample stock in au. */
  sampleInStock?: boolean;
  /** Sample stock in every other region. */
  sampleInStockNz?: boolean;
}

export interface SampleProduct {
  productCode: string;
  name: string;
  brands: string[];
  sampleAvailable?: boolean;
  variants?: SampleVariant[];
}

/** The persisted part of the samples state: chosen variants and their products by productCode. */
export interface SampleBasket {
  variantSamples: SampleVariant[];
  productMap: Record<string, SampleProduct>;
}

/** 'end' keeps the first items (the overflow is cut from the end); 'start' keeps the last. */
export type CropMode = 'end' | 'start';

export const emptyBasket = (): SampleBasket => ({ variantSamples: [], productMap: {} });

const isString = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** SPEC.md section 5: a sample variant needs string name, globalItemId, productCode and colourId. */
export function isValidSampleVariant(value: unknown): value is SampleVariant {
  return (
    isRecord(value) &&
    isString(value.name) &&
    isString(value.globalItemId) &&
    isString(value.productCode) &&
    isString(value.colourId)
  );
}

/** SPEC.md section 5: a sample product needs string productCode and name and at least one brand. */
export function isValidSampleProduct(value: unknown): value is SampleProduct {
  return (
    isRecord(value) &&
    isString(value.productCode) &&
    isString(value.name) &&
    Array.isArray(value.brands) &&
    value.brands.length > 0
  );
}

/** Stock is per region: sampleInStock for au, sampleInStockNz for every other region. */
export function isSampleInStock(
  variant: Pick<SampleVariant, 'sampleInStock' | 'sampleInStockNz'>,
  region: Region,
): boolean {
  return (region === 'au' ? variant.sampleInStock : variant.sampleInStockNz) === true;
}

/** Merges added variants after the existing ones, ignoring any whose globalItemId is already in. */
export function mergeSamples(
  existing: readonly SampleVariant[],
  added: readonly SampleVariant[],
): SampleVariant[] {
  const seen = new Set(existing.map((variant) => variant.globalItemId));
  const merged = [...existing];
  for (const variant of added) {
    if (seen.has(variant.globalItemId)) continue;
    seen.add(variant.globalItemId);
    merged.push(variant);
  }
  return merged;
}

/** Keeps at most `max` samples: the first ones when crop is 'end' (default), else the last ones. */
export function cropToMaximum<T>(samples: readonly T[], max: number, crop: CropMode = 'end'): T[] {
  if (samples.length <= max) return [...samples];
  return crop === 'end' ? samples.slice(0, max) : samples.slice(samples.length - max);
}

/** Drops the products that no chosen variant refers to any more. */
export function dropUnreferencedProducts(basket: SampleBasket): SampleBasket {
  const referenced = new Set(basket.variantSamples.map((variant) => variant.productCode));
  const productMap = Object.fromEntries(
    Object.entries(basket.productMap).filter(([code]) => referenced.has(code)),
  );
  return { variantSamples: basket.variantSamples, productMap };
}

export interface AddSamplesOptions {
  /** The products of the added variants; stored by productCode. */
  products?: readonly SampleProduct[];
  /** The region decides the stock field and, unless `max` is given, the maximum. */
  region: Region;
  max?: number;
  crop?: CropMode;
}

/**
 * Adds variants to the basket: out-of-stock and malformed variants are refused (SPEC.md section
 * 5), duplicates are ignored, the result is cropped to the maximum and orphaned products dropped.
 */
export function addSamples(
  basket: SampleBasket,
  variants: readonly SampleVariant[],
  options: AddSamplesOptions,
): SampleBasket {
  const addable = variants.filter(
    (variant) => isValidSampleVariant(variant) && isSampleInStock(variant, options.region),
  );
  const productMap = { ...basket.productMap };
  for (const product of options.products ?? []) {
    if (isValidSampleProduct(product)) productMap[product.productCode] = product;
  }
  const max = options.max ?? maxSamplesFor(options.region);
  const variantSamples = cropToMaximum(
    mergeSamples(basket.variantSamples, addable),
    max,
    options.crop,
  );
  return dropUnreferencedProducts({ variantSamples, productMap });
}

/** Removes one or several samples by globalItemId. */
export function removeSamples(
  basket: SampleBasket,
  globalItemIds: string | readonly string[],
): SampleBasket {
  const removed = new Set(typeof globalItemIds === 'string' ? [globalItemIds] : globalItemIds);
  return dropUnreferencedProducts({
    variantSamples: basket.variantSamples.filter((variant) => !removed.has(variant.globalItemId)),
    productMap: basket.productMap,
  });
}

export function clearBasket(): SampleBasket {
  return emptyBasket();
}

/**
 * A basket read back from storage, trusting nothing: malformed entries are dropped, only
 * variants whose product is stored are kept, and anything unreadable gives an empty basket.
 */
export function sanitiseBasket(stored: unknown): SampleBasket {
  if (!isRecord(stored)) return emptyBasket();
  const productMap: Record<string, SampleProduct> = {};
  if (isRecord(stored.productMap)) {
    for (const [code, product] of Object.entries(stored.productMap)) {
      if (isValidSampleProduct(product) && product.productCode === code) productMap[code] = product;
    }
  }
  const variants = Array.isArray(stored.variantSamples) ? stored.variantSamples : [];
  const kept = variants.filter(
    (variant): variant is SampleVariant =>
      isValidSampleVariant(variant) && Object.hasOwn(productMap, variant.productCode),
  );
  return dropUnreferencedProducts({ variantSamples: mergeSamples([], kept), productMap });
}

/** Loads the stored basket at start; an empty basket when reading or parsing fails. */
export async function loadBasket(read: () => unknown | Promise<unknown>): Promise<SampleBasket> {
  try {
    const stored = await read();
    return sanitiseBasket(typeof stored === 'string' ? JSON.parse(stored) : stored);
  } catch {
    return emptyBasket();
  }
}

/** Which image a sample shows when the product page uses swatches or cameo shots. */
export type VisualAsset = 'swatch' | 'cameo';

/**
 * The public id of a sample's image: its own publicId, else the pattern image, else (when the
 * page shows cameo shots) the cameo image, else the swatch derived from globalItemId.
 */
export function samplePublicId(
  variant: Pick<
    SampleVariant,
    'globalItemId' | 'publicId' | 'patternCloudinaryPublicId' | 'cameoImage'
  >,
  visualAsset: VisualAsset = 'swatch',
): string {
  if (variant.publicId) return variant.publicId;
  if (variant.patternCloudinaryPublicId) return variant.patternCloudinaryPublicId;
  if (visualAsset === 'cameo') return variant.cameoImage || `cameos/${variant.globalItemId}`;
  return `swatches/${variant.globalItemId}`;
}

/** The order names the image the sample shows, so the fulfilment team picks the right swatch. */
export function formatSample(
  variant: SampleVariant,
  visualAsset: VisualAsset = 'swatch',
): FormattedSample {
  return {
    colourId: variant.colourId,
    globalItemId: variant.globalItemId,
    productCode: variant.productCode,
    patternCloudinaryPublicId: samplePublicId(variant, visualAsset),
    name: variant.name,
    productName: variant.productName ?? '',
  };
}
