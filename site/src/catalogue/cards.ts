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
import { squareImageUrl } from '@gh/shared/media';
import type { Region } from '@gh/shared/regions';
import type { ResponsiveImage } from '../components/ui/MediaImage';
import {
  MEDIA_BASE,
  PLAIN_ID,
  plainSquareUrl,
  SQUARE_SIZES,
  type SquareImage,
  squareRenditions,
} from './square-image';

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
  /** That colour's swatch, at SQUARE_SIZES.card. */
  image: SquareImage;
  /** That colour laid in a room (its cameo), the card's second picture on hover or focus. */
  room?: SquareImage;
  /** The product's first colours as dots (name and CSS colour), and how many more it has. */
  dots: { name: string; hex: string }[];
  moreColours: number;
}

/**
 * A square rendition's URL. A plain id's URL is written from a template (square-image.ts): url-gen
 * takes about 0.07 ms a URL, and the build at 10,000 products made over a million. Any other id
 * (spaces, accents: url-gen encodes them) goes through url-gen.
 */
export function squareUrl(publicId: string, width: number): string {
  return PLAIN_ID.test(publicId)
    ? plainSquareUrl(publicId, width)
    : squareImageUrl(publicId, width, MEDIA_BASE);
}

/** Square renditions of a product image at the densities its slot needs, as URLs. */
export const squareImage = (publicId: string, size: number): ResponsiveImage =>
  squareRenditions((width) => squareUrl(publicId, width), size);

/**
 * A square image as a page's context holds it: a plain id as it is (the page makes its URLs with
 * square-image.ts's squareRendition at the same size), any other id as its URLs.
 */
export const squareImageRef = (publicId: string, size: number): SquareImage =>
  PLAIN_ID.test(publicId) ? publicId : squareImage(publicId, size);

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
  variants: readonly (Pick<Variant, 'name' | 'globalItemId'> &
    Partial<Pick<Variant, 'cameoImage'>> & {
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
    image: squareImageRef(
      shown ? swatchId(shown) : `swatches/${product.productCode}`,
      SQUARE_SIZES.card,
    ),
    ...(shown?.cameoImage && { room: squareImageRef(shown.cameoImage, SQUARE_SIZES.card) }),
    dots: dots.map((variant) => ({ name: variant.name, hex: variant.hex as string })),
    moreColours: product.variants.length - dots.length,
  };
}

/** The URL slug of a collection name: /collections/{name-slug}. */
export const collectionSlug = (name: string) => nameSlug(name);
