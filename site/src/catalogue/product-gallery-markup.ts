/**
 * A product page's gallery as markup: the build writes it for the first colour, and the page's
 * island (src/islands/product-page.ts) writes it again for each colour the visitor chooses. One
 * function for both, so the two are the same markup: the slider (swiper's markup, the first
 * picture loaded at once, its shimmer as MediaImage draws it) and a thumbnail button for each
 * picture. It imports no URL builder (square-image.ts makes the URLs from public ids).
 */
import { escapeHtml } from '../components/ui/escape-html';
import { landscapeRendition } from './square-image';

/** One picture of a colour: a room it is laid in, or its close-up. */
export interface GalleryView {
  /** What the thumbnail's button shows, e.g. 'close-up' or 'bedroom'. */
  label: string;
  alt: string;
  /** The picture's public id at the media service (a room shot, a pattern). */
  image: string;
}

/** The slider's width on the widest page (CSS px), and the thumbnails'. */
const SLIDE_WIDTH = 720;
const THUMB_WIDTH = 96;
const SLIDE_SIZES = '(min-width: 1024px) 55vw, calc(100vw - 2rem)';

/** The slider's accessible name for a colour. */
export const sliderLabel = (productName: string, colourName: string) =>
  `Pictures of ${productName} in ${colourName}`;

/** A thumbnail's accessible name. */
export const thumbLabel = (view: GalleryView) =>
  `Show ${view.label === 'close-up' ? 'the close-up' : `the ${view.label}`}`;

function slide(view: GalleryView, first: boolean): string {
  const image = landscapeRendition(view.image, SLIDE_WIDTH);
  const loading = first
    ? 'loading="eager" decoding="sync" fetchpriority="high"'
    : 'loading="lazy" decoding="async"';
  return (
    '<div class="swiper-slide product-gallery__slide">' +
    '<span class="media-image media-image--loading" data-status="loading">' +
    `<img src="${escapeHtml(image.src)}" srcset="${escapeHtml(image.srcSet)}" sizes="${SLIDE_SIZES}" ` +
    `width="${image.width}" height="${image.height}" alt="${escapeHtml(view.alt)}" ${loading}>` +
    '</span></div>'
  );
}

function thumb(view: GalleryView, current: boolean): string {
  const image = landscapeRendition(view.image, THUMB_WIDTH);
  return (
    `<li><button type="button" class="product-gallery__thumb" aria-label="${escapeHtml(thumbLabel(view))}"` +
    `${current ? ' aria-current="true"' : ''}>` +
    `<img src="${escapeHtml(image.src)}" srcset="${escapeHtml(image.srcSet)}" sizes="${THUMB_WIDTH}px" ` +
    `width="${THUMB_WIDTH}" height="${Math.round(THUMB_WIDTH / 1.5)}" alt="" loading="lazy">` +
    '</button></li>'
  );
}

/** The slides of a colour's pictures, the first loaded at once. */
export const slidesHtml = (views: readonly GalleryView[]) =>
  views.map((view, index) => slide(view, index === 0)).join('');

/** The thumbnails of a colour's pictures, the first current. */
export const thumbsHtml = (views: readonly GalleryView[]) =>
  views.map((view, index) => thumb(view, index === 0)).join('');

/** The whole gallery: its main picture's element (`mainId`), the slider in it, the thumbnails. */
export function galleryHtml(
  productName: string,
  colourName: string,
  views: readonly GalleryView[],
  mainId: string,
): string {
  return (
    `<div id="${escapeHtml(mainId)}" class="product-gallery__main">` +
    '<section class="product-gallery__slider swiper" aria-roledescription="carousel" ' +
    `aria-label="${escapeHtml(sliderLabel(productName, colourName))}">` +
    `<div class="swiper-wrapper">${slidesHtml(views)}</div></section></div>` +
    `<ul class="product-gallery__thumbs" aria-label="Choose a picture"${views.length > 1 ? '' : ' hidden'}>` +
    `${thumbsHtml(views)}</ul>`
  );
}
