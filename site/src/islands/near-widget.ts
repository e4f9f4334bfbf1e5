/**
 * `<site-widget tag="gh-calculator" …>`: a widget of the suite that is part of a page's content
 * below the first screen (a product page's calculator). Its place is in the page with the space
 * its CSS reserves; as it comes within 300 px of the viewport the suite's element (`tag`) is put
 * in it, with this element's attributes (all but tag, class, id and data-*), and the widget
 * loader brings its code.
 */
import { onNear } from '@gh/shared/schedule';
import { loadWidgets, passedAttributes, widgetElement } from './widgets';

const NEAR_MARGIN = '300px 0px';

export class SiteWidgetElement extends HTMLElement {
  private cancel: (() => void) | null = null;

  connectedCallback() {
    const tag = this.getAttribute('tag');
    if (!tag || this.querySelector(tag)) return;
    this.cancel = onNear(this, NEAR_MARGIN, () => {
      const attributes = passedAttributes(this, ['tag']);
      this.append(widgetElement(tag, this.getAttribute('region') ?? 'au', attributes));
      void loadWidgets();
    });
  }

  disconnectedCallback() {
    this.cancel?.();
    this.cancel = null;
  }
}
