/**
 * `<site-samples>`: a Free Samples button (the header's, a product page's) until the visitor
 * reaches for it (reached-widget.ts). The build renders the button as the samples widget draws it
 * with an empty basket; this element shows the basket's count from storage ('Samples' and the
 * count, SPEC.md section 2.10) without the widget's code, and follows other tabs' changes. When
 * the visitor reaches for the button (a pointer on it, a press, focus) the widget suite's
 * `<gh-samples>` takes its place: a press opens its modal when it arrives, and focus moves to its
 * button. A page that loaded the samples widget for a part of its own tells the count as that
 * part changes it (components/widgets/basket-count.ts).
 */
import { samplesStorageKey } from '@gh/shared/stored';
import { announcedBasketCount, BASKET_COUNT_EVENT } from '../components/widgets/basket-count';
import { SiteReachedWidgetElement } from './reached-widget';
import { browserStorage } from './storage';

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

export class SiteSamplesElement extends SiteReachedWidgetElement {
  protected readonly tag = 'gh-samples';

  protected override connected(signal: AbortSignal) {
    this.showCount();
    window.addEventListener('storage', () => this.showCount(), { signal });
    // A page with the runtime whose own part loaded the samples widget (a search result's Free
    // Samples button) tells the basket's count as that part changes it.
    const told = announcedBasketCount();
    if (told !== null) this.showCount(told);
    document.addEventListener(
      BASKET_COUNT_EVENT,
      (event) => this.showCount(Number((event as CustomEvent).detail)),
      { signal },
    );
    // Once another button of the page brought the samples widget (a product page's), this one
    // becomes the widget too: they share the page's basket, so its count follows every change.
    void customElements.whenDefined(this.tag).then(() => {
      if (!signal.aborted) this.upgrade(false);
    });
  }

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
}
