/** A catalogue product as the samples flow uses it (SPEC.md section 3, sample variant). */
import type { Product } from '../catalogue';
import type { SampleProduct, SampleVariant } from './basket';

type CatalogueProduct = Pick<
  Product,
  'productCode' | 'name' | 'brands' | 'sampleAvailable' | 'variants'
>;

/**
 * The product with each colour as a sample variant: the catalogue's variants do not always
 * carry their product's code and name, which every sample needs to be ordered.
 */
export function toSampleProduct(product: CatalogueProduct): SampleProduct {
  const variants: SampleVariant[] = product.variants.map((variant) => ({
    name: variant.name,
    globalItemId: variant.globalItemId,
    productCode: product.productCode,
    colourId: variant.colourId,
    productName: variant.productName || product.name,
    patternCloudinaryPublicId: variant.patternCloudinaryPublicId,
    cameoImage: variant.cameoImage,
    sampleInStock: variant.sampleInStock,
    sampleInStockNz: variant.sampleInStockNz,
  }));
  return {
    productCode: product.productCode,
    name: product.name,
    brands: [...product.brands],
    sampleAvailable: product.sampleAvailable,
    variants,
  };
}

/**
 * The product as the basket stores it: without its colours, which the chosen samples carry
 * themselves, so that the stored basket stays small.
 */
export function basketProduct(product: SampleProduct): SampleProduct {
  const { variants: _variants, ...stored } = product;
  return stored;
}
