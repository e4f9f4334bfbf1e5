/**
 * The elements of a product page (templates/product.tsx), as a chunk of their own: index.ts
 * fetches it when one of them is in the page, so the site's other pages never load their code.
 */
import { SiteCarouselElement } from './carousel';
import { SiteWidgetElement } from './near-widget';
import { SiteProductElement } from './product';
import { SiteVisualiserElement } from './reached-widget';

export const PRODUCT_ELEMENTS: Record<string, CustomElementConstructor> = {
  'site-product': SiteProductElement,
  'site-carousel': SiteCarouselElement,
  'site-visualiser': SiteVisualiserElement,
  'site-widget': SiteWidgetElement,
};
