/**
 * The product as a product page's context holds it, and what the page makes of it in the browser:
 * the colour the URL chooses and the specification table. The build makes the context
 * (product-page-context.ts), with each colour's images as plain public ids where it can, which the
 * page makes into URLs with square-image.ts: the browser never loads a URL builder for a product
 * page.
 */
import { nameSlug, type StockRoomId } from '@gh/shared/catalogue';
import { subTypeLabel } from '@gh/shared/navigation';
import type { Region } from '@gh/shared/regions';
import type { SquareImage } from './square-image';

export interface ProductPageVariant {
  name: string;
  slug: string;
  colourId: string;
  globalItemId: string;
  hex: string | null;
  /** A sample of this colour can be ordered in the page's region. */
  inStock: boolean;
  /** Its images, at square-image.ts's SQUARE_SIZES. */
  swatch: SquareImage;
  pattern: SquareImage;
  /**
   * The colour laid into the stock rooms that suit the product, its cameo first: each room and the
   * public id of its room shot (a landscape picture, square-image.ts's landscapeRendition).
   */
  rooms: { room: StockRoomId; image: string }[];
}

/**
 * What the product page's calculator starts from (issue 24): the flooring the product is, and the
 * roll width (metres) or box coverage (m² a box covers) the catalogue gives for it, if any.
 */
export interface ProductCalculator {
  flooring: 'carpet' | 'hardFlooring';
  rollWidth: number | null;
  boxCoverage: number | null;
}

export interface ProductPageProduct {
  productCode: string;
  name: string;
  brands: string[];
  productType: string;
  productSubType: string | null;
  yarn: string | null;
  collectionName: string | null;
  sampleAvailable: boolean;
  /** CMS markup; the page sanitises it. */
  description: string;
  variants: ProductPageVariant[];
  calculator: ProductCalculator;
}

/** The colour a `?colour=` query names, else the first (SPEC.md section 2.1). */
export function chosenVariant<T extends { slug: string }>(
  variants: readonly T[],
  colour: string | null | undefined,
): T | undefined {
  return variants.find((variant) => variant.slug === colour) ?? variants[0];
}

/** One row of a product page's specification table. */
export interface SpecificationRow {
  label: string;
  value: string;
  /** A page the value links to (the collection). */
  href?: string;
}

/**
 * The product page's specification table (issue 11 item 5), from the catalogue fields: type, sub
 * type, yarn, brands, collection, product code and colours. A field the product lacks has no row.
 */
export function specificationRows(product: ProductPageProduct, region: Region): SpecificationRow[] {
  const rows: (SpecificationRow | null)[] = [
    { label: 'Type', value: product.productType },
    product.productSubType
      ? { label: 'Sub type', value: subTypeLabel(product.productSubType) }
      : null,
    product.yarn ? { label: 'Yarn', value: product.yarn } : null,
    product.brands.length
      ? { label: product.brands.length > 1 ? 'Brands' : 'Brand', value: product.brands.join(', ') }
      : null,
    product.collectionName
      ? {
          label: 'Collection',
          value: product.collectionName,
          href: `/${region}/collections/${nameSlug(product.collectionName)}/`,
        }
      : null,
    { label: 'Product code', value: product.productCode },
    product.variants.length
      ? {
          label: product.variants.length > 1 ? `Colours (${product.variants.length})` : 'Colour',
          value: product.variants.map((variant) => variant.name).join(', '),
        }
      : null,
  ];
  return rows.filter((row): row is SpecificationRow => row !== null);
}
