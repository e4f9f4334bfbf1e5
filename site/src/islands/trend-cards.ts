/**
 * `<site-trend-cards region>`: the trend report index's cards (sections/TrendCards.tsx with
 * `refresh`). The build holds the reports it sourced; once the page is idle this asks the content
 * service for the current list (SPEC.md section 7) and shows it, newest first with the built-in
 * cards after; when that fails it warns and keeps the cards it has (SPEC.md section 8).
 */
import { onIdle } from '@gh/shared/schedule';

export class SiteTrendCardsElement extends HTMLElement {
  private cancel: (() => void) | null = null;

  connectedCallback() {
    this.cancel = onIdle(() => {
      void import('./trend-cards-refresh').then(({ refreshTrendCards }) =>
        refreshTrendCards(this, this.getAttribute('region') ?? 'au'),
      );
    }, 4000);
  }

  disconnectedCallback() {
    this.cancel?.();
  }
}
