/**
 * What a product card shows, made from a catalogue product (SPEC.md section 3). The build makes
 * the cards of every statically rendered list with it (gatsby/pages/catalogue.ts loads it through
 * tsx), and a filtered list makes its cards in the browser with the same code, so the two agree.
 * Cards are small on purpose: a page's context holds them, and a scale catalogue has 10,000.
 */
import { nameSlug, type Product, productPath, type Variant } from '@gh/shared/catalogue';
import { imageUrl } from '@gh/shared/media';
import type { Region } from '@gh/shared/regions';
import type { ResponsiveImage } from '../components/ui/MediaImage';

/** Where the media service lives as the browser sees it (the reference server serves /media). */
const MEDIA_BASE = process.env.GATSBY_MEDIA_BASE ?? '/media';

export interface ProductCardData {
  productCode: string;
  name: string;
  href: string;
  brand: string;
  productType: string;
  subType: string | null;
  collection: string | null;
  colourCount: number;
  /** The first colour: its name and its swatch. */
  colourName: string;
  image: ResponsiveImage;
}

/** Square renditions of a product image at the densities a card needs. */
export function squareImage(publicId: string, size: number): ResponsiveImage {
  const url = (width: number) =>
    imageUrl(publicId, {
      base: MEDIA_BASE,
      ext: 'jpg',
      transformations: { crop: 'fill', width, height: width, quality: 'auto', format: 'auto' },
    });
  return {
    src: url(size),
    srcSet: [0.5, 1, 2].map((scale) => `${url(size * scale)} ${size * scale}w`).join(', '),
    width: size,
    height: size,
  };
}

/** The swatch public id of a variant: the `swatches/{globalItemId}` fallback of SPEC.md section 3. */
export const swatchId = (variant: Pick<Variant, 'globalItemId'>) =>
  `swatches/${variant.globalItemId}`;

/**
 * What a card needs of a product: a whole catalogue product (the build) and a card of the
 * catalogue API's card view (`view=card`, a page of the product list) both have it.
 */
export type CardSource = Pick<
  Product,
  'productCode' | 'name' | 'brands' | 'productType' | 'productSubType'
> & {
  collectionName?: string | null;
  variants: readonly Pick<Variant, 'name' | 'globalItemId'>[];
};

export function productCard(product: CardSource, region: Region): ProductCardData {
  const first = product.variants[0];
  return {
    productCode: product.productCode,
    name: product.name,
    href: `/${region}${productPath(product.name)}/`,
    brand: product.brands[0] ?? '',
    productType: product.productType,
    subType: product.productSubType ?? null,
    collection: product.collectionName ?? null,
    colourCount: product.variants.length,
    colourName: first?.name ?? '',
    image: squareImage(first ? swatchId(first) : `swatches/${product.productCode}`, 320),
  };
}

/** The URL slug of a collection name: /collections/{name-slug}. */
export const collectionSlug = (name: string) => nameSlug(name);
