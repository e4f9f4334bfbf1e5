/**
 * The elements only a product page has and that carry most code (its colours and pictures,
 * product-page.ts; its related products' carousel), as a chunk of their own: index.ts fetches it
 * when one is in the page, so the site's other pages never load it. The page's smaller elements
 * (its widgets' buttons and places) are in the site's bundle.
 */
import { SiteCarouselElement } from './carousel';
import { SiteProductElement } from './product';

export const PRODUCT_ELEMENTS: Record<string, CustomElementConstructor> = {
  'site-product': SiteProductElement,
  'site-carousel': SiteCarouselElement,
};
