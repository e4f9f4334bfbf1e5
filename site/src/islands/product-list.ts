/**
 * `<site-product-list list-id list-name>`: a list of product cards on a page without Gatsby's
 * runtime (a trend report's 'Shop the look'), as ProductGrid renders it with `island`. Its
 * reporting code comes when the list nears the viewport (product-list-events.ts): view_item_list
 * once the list is visible and its items settled, select_item when a card is followed, the same
 * events as the list sends on a page with the runtime (SPEC.md section 4). On hover or focus a
 * card lays its room picture over the swatch, fetched only then, as ProductCard does.
 */
import { onNear } from '@gh/shared/schedule';

/** How far below the viewport the list's code starts coming. */
const NEAR_MARGIN = '200px 0px';

export class SiteProductListElement extends HTMLElement {
  private readonly stop = new AbortController();

  connectedCallback() {
    const { signal } = this.stop;
    const cancel = onNear(this, NEAR_MARGIN, () => {
      void import('./product-list-events').then(({ trackProductList }) => {
        if (!signal.aborted) trackProductList(this, signal);
      });
    });
    signal.addEventListener('abort', cancel);
    const showRoom = (event: Event) => {
      const link = (event.target as Element).closest?.('.product-card__link');
      const template = link?.querySelector<HTMLTemplateElement>(
        'template.product-card__room-template',
      );
      if (!template) return;
      template.replaceWith(template.content.cloneNode(true));
    };
    this.addEventListener('pointerover', showRoom, { signal });
    this.addEventListener('focusin', showRoom, { signal });
  }

  disconnectedCallback() {
    this.stop.abort();
  }
}
