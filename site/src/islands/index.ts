/**
 * The site's islands (/islands/site.js): the small custom elements that give the server's markup
 * its behaviour, on every page. Content pages (the home page, news, trend reports, inspiration,
 * the static pages) ship no other script: the build leaves Gatsby's runtime out of them
 * (gatsby-ssr.tsx). Catalogue pages keep Gatsby's runtime and run these same elements beside it.
 * Each element is light DOM over what the build rendered; the widget suite's own elements
 * (`<gh-search>`, `<gh-samples>`, `<gh-store-link>`, `<gh-calculator>`) come only when needed.
 */

import { isRegion } from '@gh/shared/regions';
import { rememberRegion } from '../components/region/storage';
import { SiteCalculatorLinkElement } from './calculator-link';
import { settleMediaImages } from './media-images';
import { hasGatsbyRuntime } from './navigate';
import { SiteWidgetElement } from './near-widget';
import { drawPaletteOffsets } from './palettes';
import { ROUTE_EVENT } from './path';
import { SiteProductListElement } from './product-list';
import { SiteVisualiserElement } from './reached-widget';
import { SiteRegionAlertElement } from './region-alert';
import { SiteRegionRedirectElement } from './region-redirect';
import { SiteRegionToggleElement } from './region-toggle';
import { SiteSamplesElement } from './samples-button';
import { SiteHeaderElement } from './site-header';
import { SiteStoreLinkElement } from './store-link';
import { SiteTagManagerElement } from './tag-manager';
import { SiteTrendCardsElement } from './trend-cards';

const ELEMENTS: Record<string, CustomElementConstructor> = {
  'site-header': SiteHeaderElement,
  'site-region-toggle': SiteRegionToggleElement,
  'site-samples': SiteSamplesElement,
  'site-store-link': SiteStoreLinkElement,
  'site-calculator-link': SiteCalculatorLinkElement,
  'site-region-alert': SiteRegionAlertElement,
  'site-region-redirect': SiteRegionRedirectElement,
  'site-tag-manager': SiteTagManagerElement,
  'site-product-list': SiteProductListElement,
  'site-trend-cards': SiteTrendCardsElement,
  'site-visualiser': SiteVisualiserElement,
  'site-widget': SiteWidgetElement,
};

const define = (elements: Record<string, CustomElementConstructor>) => {
  for (const [tag, element] of Object.entries(elements)) {
    if (!customElements.get(tag)) customElements.define(tag, element);
  }
};
define(ELEMENTS);

// A product page's colours, pictures and carousel come in a chunk of their own
// (product-elements.ts): fetched on a product page, and on a page with Gatsby's runtime once its
// router has opened one.
const PRODUCT_ELEMENTS = 'site-product, site-carousel';
const defineProductElements = () =>
  document.querySelector(PRODUCT_ELEMENTS)
    ? import('./product-elements').then((chunk) => define(chunk.PRODUCT_ELEMENTS))
    : null;
const productElements = defineProductElements();
document.addEventListener(ROUTE_EVENT, () => void defineProductElements());

// The home page's slideshow is a chunk of its own too: no other page has one.
const slideshow = document.querySelector('site-slideshow')
  ? import('./slideshow').then((chunk) => define({ 'site-slideshow': chunk.SiteSlideshowElement }))
  : null;

// The region of a regional page becomes the visitor's remembered choice (not the 404's).
const pageRegion = document.documentElement.dataset.region;
if (isRegion(pageRegion)) rememberRegion(pageRegion);

// Images end their placeholders as they load (media-images.ts): on a page without Gatsby's runtime
// every image; on a page with it, those its React does not draw (a product page opened by its
// router draws its gallery as markup), while MediaImage settles its own to the same state.
settleMediaImages();

// A page without Gatsby's runtime: its palette bars get their random offsets here, and it is
// interactive once a product page's elements or the slideshow have come (a press then never lands
// before they answer it); a page with the runtime says so once hydrated (components/Layout.tsx). Browser
// tests and monitoring scripts wait for this mark.
if (!hasGatsbyRuntime()) {
  drawPaletteOffsets();
  void Promise.allSettled([productElements, slideshow]).then(() => {
    document.documentElement.dataset.siteReady = 'true';
  });
}
