/**
 * `<site-product>`: a product page's colours and pictures (templates/product.tsx writes it around
 * the gallery and the product's information, with the colours' data in a JSON script); what it
 * does is product-page.ts.
 */
import { enhanceProductPage } from './product-page';

export class SiteProductElement extends HTMLElement {
  private stop: AbortController | null = null;

  connectedCallback() {
    this.stop = new AbortController();
    enhanceProductPage(this, this.stop.signal);
  }

  disconnectedCallback() {
    this.stop?.abort();
    this.stop = null;
  }
}
