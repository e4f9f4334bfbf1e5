/**
 * `<site-store-link>`: the header's 'Find your nearest stores' link. With no location stored it
 * stays the plain link (SPEC.md section 2.9). Once the page is idle, with a stored location, on
 * the find-stores page itself, or when another tab stores a location, the widget suite's
 * `<gh-store-link>` takes its place and shows the nearby-store count.
 */
import { onIdle } from '@gh/shared/schedule';
import { hasStoredLocation } from '@gh/shared/stored';
import { browserStorage } from './storage';
import { whenDefined, widgetElement } from './widgets';

export class SiteStoreLinkElement extends HTMLElement {
  private readonly stop = new AbortController();
  private upgraded = false;

  connectedCallback() {
    // On the store locator's own page the link follows the page's search, stored or not.
    const onItsPage = () =>
      this.querySelector('a')?.pathname.replace(/\/?$/, '/') ===
      window.location.pathname.replace(/\/?$/, '/');
    const check = () => {
      if (!this.upgraded && (onItsPage() || hasStoredLocation(browserStorage))) this.upgrade();
    };
    const cancel = onIdle(check, 4000);
    this.stop.signal.addEventListener('abort', cancel);
    window.addEventListener('storage', check, { signal: this.stop.signal });
  }

  disconnectedCallback() {
    this.stop.abort();
  }

  private upgrade() {
    const link = this.querySelector<HTMLAnchorElement>('a');
    if (!link) return;
    this.upgraded = true;
    const widget = widgetElement('gh-store-link', this.getAttribute('region') ?? 'au', {
      href: link.getAttribute('href') ?? '',
    });
    widget.className = link.className;
    widget.dataset.widget = 'gh-store-link';
    // In the page (hidden) from now, which is what brings its code (the widget loader).
    widget.hidden = true;
    link.after(widget);
    void whenDefined('gh-store-link').then(() => {
      link.remove();
      widget.hidden = false;
    });
  }
}
