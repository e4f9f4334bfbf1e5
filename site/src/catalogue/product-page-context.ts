/**
 * The product page's context, made by the build (gatsby/pages/catalogue.ts loads it through tsx):
 * the fields the page shows, the one description the residential site shows in the region
 * (SPEC.md section 3, through productDescription), and each colour's images as square-image.ts
 * holds them. It is apart from product-page.ts so that the page's browser chunk holds no URL
 * builder.
 */
import {
  nameSlug,
  type Product,
  productDescription,
  RESIDENTIAL_WEBSITE,
  type Variant,
} from '@gh/shared/catalogue';
import { HARD_FLOORING_SUBTYPE_CODES } from '@gh/shared/navigation';
import type { Region } from '@gh/shared/regions';
import { isSampleInStock } from '@gh/shared/samples';
import { squareImageRef, swatchId } from './cards';
import type { ProductCalculator, ProductPageProduct } from './product-page';
import { SQUARE_SIZES } from './square-image';

type CatalogueVariant = Variant & { slug?: string; hex?: string };

/**
 * The calculator's start for a product: hard flooring when its sub type is one, else carpet, with
 * the roll width (carpet) or box coverage (boxed hard floors) the catalogue gives, if any.
 */
export function productCalculator(product: Product): ProductCalculator {
  const hard = (HARD_FLOORING_SUBTYPE_CODES as readonly string[]).includes(
    product.productSubType ?? '',
  );
  return {
    flooring: hard ? 'hardFlooring' : 'carpet',
    rollWidth: product.rollWidth ?? null,
    boxCoverage: product.boxCoverage ?? null,
  };
}

export function productPageProduct(product: Product, region: Region): ProductPageProduct {
  return {
    productCode: product.productCode,
    name: product.name,
    brands: product.brands,
    productType: product.productType,
    productSubType: product.productSubType ?? null,
    yarn: product.yarn ?? null,
    collectionName:
      (product as Product & { collectionName?: string | null }).collectionName ?? null,
    sampleAvailable: product.sampleAvailable,
    description: productDescription(product, RESIDENTIAL_WEBSITE, region),
    variants: product.variants.map((variant: CatalogueVariant) => ({
      name: variant.name,
      slug: variant.slug ?? nameSlug(variant.name),
      colourId: variant.colourId,
      globalItemId: variant.globalItemId,
      hex: variant.hex ?? null,
      inStock: isSampleInStock(variant, region),
      swatch: squareImageRef(swatchId(variant), SQUARE_SIZES.swatch),
      pattern: squareImageRef(variant.patternCloudinaryPublicId, SQUARE_SIZES.pattern),
      rooms: (variant.roomShots ?? []).map(({ room, publicId }) => ({ room, image: publicId })),
    })),
    calculator: productCalculator(product),
  };
}
