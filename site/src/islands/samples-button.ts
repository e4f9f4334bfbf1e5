/**
 * `<site-samples>`: the header's Free Samples button until the visitor reaches for it. The build
 * renders the button as the samples widget draws it with an empty basket; this element shows the
 * basket's count from storage ('Samples' and the count, SPEC.md section 2.10) without the
 * widget's code, and follows other tabs' changes. When the visitor reaches for the button (a
 * pointer on it, a press, focus) the widget suite's `<gh-samples>` takes its place: a press opens
 * its modal when it arrives, and focus moves to its button. A page that loaded the samples widget
 * for a part of its own tells the count as that part changes it (components/widgets/basket-count.ts).
 */
import { samplesStorageKey } from '@gh/shared/stored';
import { announcedBasketCount, BASKET_COUNT_EVENT } from '../components/widgets/basket-count';
import { browserStorage } from './storage';
import { whenDefined, widgetElement } from './widgets';

const WEBSITE = 'GHRES';

/** How many samples the stored basket holds (the count the widget will show). */
export function storedSampleCount(): number {
  try {
    const saved = JSON.parse(browserStorage.getItem(samplesStorageKey(WEBSITE)) ?? 'null');
    const state = saved?.state;
    if (!Array.isArray(state?.variantSamples)) return 0;
    const products = state.productMap ?? {};
    // The basket keeps only samples whose product it knows, as it reads them back.
    return state.variantSamples.filter(
      (sample: { productCode?: string }) => sample.productCode && products[sample.productCode],
    ).length;
  } catch {
    return 0;
  }
}

export class SiteSamplesElement extends HTMLElement {
  private readonly stop = new AbortController();
  private widget: HTMLElement | null = null;

  connectedCallback() {
    const button = this.placeholder();
    if (!button) return;
    const { signal } = this.stop;
    this.showCount();
    window.addEventListener('storage', () => this.showCount(), { signal });
    const reach = () => this.upgrade(false);
    for (const type of ['pointerenter', 'pointerdown'] as const) {
      button.addEventListener(type, reach, { signal });
    }
    button.addEventListener('focus', () => this.upgrade(false, true), { signal });
    button.addEventListener('click', () => this.upgrade(true, true), { signal });
    // A page whose own part loaded the samples widget (a product page's Free Samples button)
    // tells the basket's count as that part changes it.
    const told = announcedBasketCount();
    if (told !== null) this.showCount(told);
    document.addEventListener(
      BASKET_COUNT_EVENT,
      (event) => this.showCount(Number((event as CustomEvent).detail)),
      { signal },
    );
  }

  disconnectedCallback() {
    this.stop.abort();
  }

  private placeholder = () => this.querySelector<HTMLButtonElement>('.samples-placeholder');

  private showCount(count = storedSampleCount()) {
    const button = this.placeholder();
    if (!button) return;
    const shown = Number(button.dataset.count ?? '0');
    if (count === shown) return;
    button.dataset.count = String(count);
    if (count === 0) {
      button.textContent = 'Free Samples';
      return;
    }
    const badge = document.createElement('span');
    badge.className = 'samples-placeholder__count';
    badge.textContent = String(count);
    button.replaceChildren('Samples ', badge);
  }

  /** Puts `<gh-samples>` in the button's place once its code has come. */
  private upgrade(open: boolean, focused = false) {
    const button = this.placeholder();
    if (!button) return;
    if (open) button.dataset.pressed = 'true';
    if (focused) button.dataset.focused = 'true';
    if (this.widget) return;
    const widget = widgetElement('gh-samples', this.getAttribute('region') ?? 'au');
    this.widget = widget;
    // In the page (hidden) from now, which is what brings its code (the widget loader).
    widget.hidden = true;
    this.append(widget);
    void whenDefined('gh-samples').then(() => {
      // r2wc renders after the element is defined; the widget shows once its button is there.
      const swap = () => {
        const inner = widget.shadowRoot?.querySelector<HTMLButtonElement>('button');
        if (!inner) return false;
        const hadFocus = button.dataset.focused === 'true' && document.activeElement === button;
        widget.hidden = false;
        button.remove();
        if (hadFocus) inner.focus();
        if (button.dataset.pressed === 'true') {
          (widget as HTMLElement & { show?: () => void }).show?.();
        }
        return true;
      };
      if (swap()) return;
      const observer = new MutationObserver(() => {
        if (swap()) observer.disconnect();
      });
      observer.observe(widget.shadowRoot ?? widget, { childList: true, subtree: true });
    });
  }
}
