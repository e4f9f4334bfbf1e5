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
import { drawPaletteOffsets } from './palettes';
import { SiteProductListElement } from './product-list';
import { islandsSettled, whileSettling } from './ready';
import { SiteRegionAlertElement } from './region-alert';
import { SiteRegionRedirectElement } from './region-redirect';
import { SiteRegionToggleElement } from './region-toggle';
import { SiteSamplesElement } from './samples-button';
import { SiteHeaderElement } from './site-header';
import { SiteSlideshowElement } from './slideshow';
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
  'site-slideshow': SiteSlideshowElement,
  'site-trend-cards': SiteTrendCardsElement,
};

const define = (elements: Record<string, CustomElementConstructor>) => {
  for (const [tag, element] of Object.entries(elements)) {
    if (!customElements.get(tag)) customElements.define(tag, element);
  }
};
define(ELEMENTS);

// A product page's elements come in a chunk of their own (product-elements.ts), fetched when one
// is in the page: at load, or, on a page with Gatsby's runtime, when its router opens a product.
const PRODUCT_ELEMENTS = 'site-product, site-carousel, site-visualiser, site-widget';
let productElements: Promise<void> | null = null;
const defineProductElements = () => {
  productElements ??= import('./product-elements').then((chunk) => define(chunk.PRODUCT_ELEMENTS));
  return productElements;
};
if (document.querySelector(PRODUCT_ELEMENTS)) whileSettling(defineProductElements());
if (hasGatsbyRuntime()) {
  const watch = new MutationObserver((records) => {
    const added = records.some((record) =>
      [...record.addedNodes].some(
        (node) =>
          node instanceof Element &&
          (node.matches(PRODUCT_ELEMENTS) || node.querySelector(PRODUCT_ELEMENTS) !== null),
      ),
    );
    if (!added) return;
    watch.disconnect();
    void defineProductElements();
  });
  watch.observe(document.body, { childList: true, subtree: true });
}

// The region of a regional page becomes the visitor's remembered choice (not the 404's).
const pageRegion = document.documentElement.dataset.region;
if (isRegion(pageRegion)) rememberRegion(pageRegion);

// A page without Gatsby's runtime: its images end their placeholders and its palette bars get
// their random offsets here, and it is interactive once each island that fetches its code has
// run it (ready.ts; a page with the runtime says so once hydrated, components/Layout.tsx).
// Browser tests and monitoring scripts wait for this mark.
if (!hasGatsbyRuntime()) {
  settleMediaImages();
  drawPaletteOffsets();
  void islandsSettled().then(() => {
    document.documentElement.dataset.siteReady = 'true';
  });
}
