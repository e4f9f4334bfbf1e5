/**
 * Square renditions of catalogue images (swatches, patterns, cameos) as page contexts hold them
 * and pages show them. A context holds a plain public id, and the page makes the URLs: at 10,000
 * products the URLs were 20 of a product page's 26 KB of context, and Gatsby hashes, compares and
 * stores every page's context on every build. An id the media URL builder would encode (spaces,
 * accents) is held as its URLs, made at build time by cards.ts. This module imports no URL
 * builder, so the browser never loads one for a product page or a card.
 */
import type { ResponsiveImage } from '../components/ui/MediaImage';

/** A square rendition in a page's context: a plain public id, or its URLs already made. */
export type SquareImage = string | ResponsiveImage;

/** Where the media service lives as the browser sees it (the reference server serves /media). */
export const MEDIA_BASE = process.env.GATSBY_MEDIA_BASE ?? '/media';

/** The sizes (CSS px) of the catalogue's square slots: the context holds ids, the page sizes. */
export const SQUARE_SIZES = {
  /** A product card's image. */
  card: 320,
  /** A product page's sample swatch (its colour picker shows it at 48 px). */
  swatch: 96,
  /** A product page's close-up. */
  pattern: 560,
} as const;

/**
 * The densities of a square rendition's srcset. The steps between 1 and 2 matter on phones: at a
 * device pixel ratio of 1.75 a slot just wider than the 1× rendition would otherwise take the 2×
 * one, about four times the bytes and the decoding (a 380 px product image took the 1120 px
 * rendition, 144 KB, where 700 px is 42 KB).
 */
export const SQUARE_DENSITIES = [0.5, 1, 1.25, 1.5, 2] as const;

/** A public id the URL builder writes as it is: path segments of letters, digits, '_' and '-'. */
export const PLAIN_ID = /^[\w-]+(?:\/[\w-]+)*$/;

/**
 * The URL of a square crop of a plain public id, as @gh/shared/media's squareImageUrl (url-gen)
 * writes it for the default cloud and version; cards.test.ts holds the two equal.
 */
export const plainSquareUrl = (publicId: string, width: number, base: string = MEDIA_BASE) =>
  `${base}/gh/image/upload/c_fill,h_${width},w_${width}/q_auto/f_auto/v1/${publicId}.jpg`;

/** A square image's renditions at a slot size: the URLs `url` gives for each density's width. */
export function squareRenditions(url: (width: number) => string, size: number): ResponsiveImage {
  return {
    src: url(size),
    srcSet: SQUARE_DENSITIES.map((scale) => Math.round(size * scale))
      .map((width) => `${url(width)} ${width}w`)
      .join(', '),
    width: size,
    height: size,
  };
}

/** The rendition of a square image as a context holds it, at its slot size. */
export const squareRendition = (image: SquareImage, size: number): ResponsiveImage =>
  typeof image === 'string'
    ? squareRenditions((width) => plainSquareUrl(image, width), size)
    : image;

/** A room shot's proportions (the stock rooms are rendered 3:2). */
export const ROOM_SHOT_ASPECT = 3 / 2;

/**
 * The URL of a landscape (3:2) crop of a plain public id, as squareImageUrl writes a square one:
 * room shots, and the close-up beside them in a gallery.
 */
export const plainLandscapeUrl = (publicId: string, width: number, base: string = MEDIA_BASE) =>
  `${base}/gh/image/upload/c_fill,h_${Math.round(width / ROOM_SHOT_ASPECT)},w_${width}/q_auto/f_auto/v1/${publicId}.jpg`;

/** A landscape rendition of a plain public id at a slot width (CSS px), with its srcset. */
export function landscapeRendition(publicId: string, width: number): ResponsiveImage {
  return {
    src: plainLandscapeUrl(publicId, width),
    srcSet: SQUARE_DENSITIES.map((scale) => Math.round(width * scale))
      .map((each) => `${plainLandscapeUrl(publicId, each)} ${each}w`)
      .join(', '),
    width,
    height: Math.round(width / ROOM_SHOT_ASPECT),
  };
}
