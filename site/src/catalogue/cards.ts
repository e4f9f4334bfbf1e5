/**
 * What a product card shows, made from a catalogue product (SPEC.md section 3). The build makes
 * the cards of every statically rendered list with it (gatsby/pages/catalogue.ts loads it through
 * tsx), and a filtered list makes its cards in the browser with the same code, so the two agree.
 * Cards are small on purpose: a page's context holds them, and a scale catalogue has 10,000.
 */
import {
  colourDots,
  matchingColourway,
  nameSlug,
  type Product,
  productPath,
  type Variant,
} from '@gh/shared/catalogue';
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
  /** The colour the card shows (the first, or the first in a filtered family): name and swatch. */
  colourName: string;
  image: ResponsiveImage;
  /** The product's first colours as dots (name and CSS colour), and how many more it has. */
  dots: { name: string; hex: string }[];
  moreColours: number;
}

/**
 * The densities of a square rendition's srcset. The steps between 1 and 2 matter on phones: at a
 * device pixel ratio of 1.75 a slot just wider than the 1× rendition would otherwise take the 2×
 * one, about four times the bytes and the decoding (a 380 px product image took the 1120 px
 * rendition, 144 KB, where 700 px is 42 KB).
 */
const SQUARE_DENSITIES = [0.5, 1, 1.25, 1.5, 2] as const;

/** A public id that url-gen writes as it is: path segments of letters, digits, '_' and '-'. */
const PLAIN_ID = /^[\w-]+(?:\/[\w-]+)*$/;
const PLACEHOLDER_ID = 'gh-public-id';
const squareUrlTemplates = new Map<number, string>();

const urlGenSquareUrl = (publicId: string, width: number) =>
  imageUrl(publicId, {
    base: MEDIA_BASE,
    ext: 'jpg',
    transformations: { crop: 'fill', width, height: width, quality: 'auto', format: 'auto' },
  });

/**
 * A square rendition's URL. url-gen takes about 0.07 ms a URL, and the build at 10,000 products
 * makes over a million (80 of the 115 s that making the product pages' contexts took), so each
 * width's URL is made once by url-gen for a placeholder id and a plain id is put in its place;
 * any other id (spaces, accents: url-gen encodes them) goes through url-gen each time.
 */
export function squareUrl(publicId: string, width: number): string {
  if (!PLAIN_ID.test(publicId)) return urlGenSquareUrl(publicId, width);
  let template = squareUrlTemplates.get(width);
  if (template === undefined) {
    template = urlGenSquareUrl(PLACEHOLDER_ID, width);
    squareUrlTemplates.set(width, template);
  }
  return template.replace(PLACEHOLDER_ID, publicId);
}

/** Square renditions of a product image at the densities a card needs. */
export function squareImage(publicId: string, size: number): ResponsiveImage {
  const url = (width: number) => squareUrl(publicId, width);
  return {
    src: url(size),
    srcSet: SQUARE_DENSITIES.map((scale) => Math.round(size * scale))
      .map((width) => `${url(width)} ${width}w`)
      .join(', '),
    width: size,
    height: size,
  };
}

/** The swatch public id of a variant: the `swatches/{globalItemId}` fallback of SPEC.md section 3. */
export const swatchId = (variant: Pick<Variant, 'globalItemId'>) =>
  `swatches/${variant.globalItemId}`;

/**
 * What a card needs of a product: a whole catalogue product (the build) and a card of the
 * catalogue API's card view (`view=card`, a page of the product list) both have it. Both carry
 * each colour's family (`colour`, what the colour filter matches) and its CSS colour (`hex`).
 */
export type CardSource = Pick<
  Product,
  'productCode' | 'name' | 'brands' | 'productType' | 'productSubType'
> & {
  collectionName?: string | null;
  variants: readonly (Pick<Variant, 'name' | 'globalItemId'> & {
    colour?: string | null;
    hex?: string | null;
  })[];
};

/**
 * The card of a product. Under a colour filter (`colours`, the filtered families) the card shows
 * the product's first colour in one of them, and links to the product page on that colour.
 */
export function productCard(
  product: CardSource,
  region: Region,
  colours: readonly string[] = [],
): ProductCardData {
  return cardShowing(product, region, matchingColourway(product.variants, colours));
}

/**
 * The card of a product on one of its colours, by the colour's global item id, linking to that
 * colour (a trend report's shop the look); null when the product has no such colour.
 */
export function colourCard(
  product: CardSource,
  region: Region,
  globalItemId: string,
): ProductCardData | null {
  const shown = product.variants.find((variant) => variant.globalItemId === globalItemId);
  return shown ? cardShowing(product, region, shown, true) : null;
}

function cardShowing(
  product: CardSource,
  region: Region,
  shown: CardSource['variants'][number] | undefined,
  linkColour = false,
): ProductCardData {
  const first = product.variants[0];
  const path = `/${region}${productPath(product.name)}/`;
  const { dots } = colourDots(product.variants.filter((variant) => variant.hex));
  return {
    productCode: product.productCode,
    name: product.name,
    href:
      shown && (linkColour || shown !== first) ? `${path}?colour=${nameSlug(shown.name)}` : path,
    brand: product.brands[0] ?? '',
    productType: product.productType,
    subType: product.productSubType ?? null,
    collection: product.collectionName ?? null,
    colourCount: product.variants.length,
    colourName: shown?.name ?? '',
    image: squareImage(shown ? swatchId(shown) : `swatches/${product.productCode}`, 320),
    dots: dots.map((variant) => ({ name: variant.name, hex: variant.hex as string })),
    moreColours: product.variants.length - dots.length,
  };
}

/** The URL slug of a collection name: /collections/{name-slug}. */
export const collectionSlug = (name: string) => nameSlug(name);
