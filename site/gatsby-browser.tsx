/*
 * The site's one stylesheet, in cascade order. Each component imports its own CSS (beside it); this
 * list fixes their order once. Webpack otherwise orders the stylesheet by each template's imports,
 * which differ from template to template (mini-css-extract's "Conflicting order" warning), and a few
 * rules rely on the order: the header's before the header widgets' (widgets.css), MediaImage's
 * before the slideshow's and the product page's, PaletteBar's before TrendCards', RegionToggle's
 * after the header's. A stylesheet left out of the list still loads, after these. MediaImage and
 * ProductCard leave theirs to this list alone: their Jest tests run without a CSS transform.
 */
import './src/styles/global.css';
import './src/components/ui/media-image.css';
import './src/components/ui/heading.css';
import './src/components/ui/palette.css';
import './src/components/header/header.css';
import './src/components/header/region-toggle.css';
import './src/components/ui/icons.css';
import './src/components/header/mega-menu.css';
import './src/components/header/search-slot.css';
import './src/components/header/drawer.css';
import './src/components/region/region-alert.css';
import './src/sections/page-hero.css';
import './src/components/ui/cms-html.css';
import './src/sections/card-grid.css';
import './src/sections/entry-tiles.css';
import './src/sections/trend-cards.css';
import './src/styles/templates.css';
import './src/sections/slideshow.css';
import './src/sections/trend/trend-tiles.css';
import './src/sections/trend/trend-gallery.css';
import './src/sections/trend/trend-flatlays.css';
import './src/sections/trend/trend-pdf.css';
import './src/components/footer/footer.css';
import './src/components/ui/breadcrumbs.css';
import './src/components/widgets/widgets.css';
import './src/search/search.css';
import './src/catalogue/product-list.css';
import './src/catalogue/filter-drawer.css';
import './src/catalogue/product-filters.css';
import './src/catalogue/product-grid.css';
import './src/catalogue/product-card.css';
import './src/catalogue/product-gallery.css';
import './src/catalogue/product-listing.css';
import './src/catalogue/catalogue.css';
import './src/catalogue/product-carousel.css';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrateInSlices } from './src/hydration/slices';
import { ROUTE_EVENT } from './src/islands/path';

/**
 * The first hydration runs in slices (src/hydration), so no single task holds a phone's main
 * thread for the whole page. (Gatsby's own type for this API is react-dom's legacy `render`.)
 */
export function replaceHydrateFunction() {
  return (element: ReactElement, container: Element) => {
    hydrateInSlices(() => {
      hydrateRoot(container, element);
    });
  };
}

/** Tells the site's islands each page the router opened, once it is rendered (src/islands/path.ts). */
export function onRouteUpdate() {
  document.dispatchEvent(new Event(ROUTE_EVENT));
}
