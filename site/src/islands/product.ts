/**
 * `<site-product>`: a product page's colours and pictures (templates/product.tsx writes it around
 * the gallery and the product's information, with the colours' data in a JSON script). Its code
 * comes in a chunk of its own (product-page.ts), fetched as the element appears, so the site's
 * other pages never load it; the page counts as ready once it has run (see index.ts).
 */
import { whileSettling } from './ready';

export class SiteProductElement extends HTMLElement {
  private stop: AbortController | null = null;

  connectedCallback() {
    const stop = new AbortController();
    this.stop = stop;
    whileSettling(
      import('./product-page').then(({ enhanceProductPage }) => {
        if (!stop.signal.aborted) enhanceProductPage(this, stop.signal);
      }),
    );
  }

  disconnectedCallback() {
    this.stop?.abort();
    this.stop = null;
  }
}
