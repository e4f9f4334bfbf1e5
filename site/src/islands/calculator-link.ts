/**
 * `<site-calculator-link>`: the header's floor calculator link. Below 768 px it opens the
 * calculator's page; from 768 px it opens the calculator as a modal over the page
 * (calculator-dialog.ts, fetched with the first opening, as is the widget suite's
 * `<gh-calculator>` inside it).
 */

/** Below this width the calculator is a page of its own; from it, a modal over the page. */
const MODAL_MIN_WIDTH = 768;

export class SiteCalculatorLinkElement extends HTMLElement {
  private readonly stop = new AbortController();
  private dialog: Promise<{ open(): void; dispose(): void }> | null = null;

  connectedCallback() {
    const link = this.querySelector<HTMLAnchorElement>('a');
    link?.addEventListener(
      'click',
      (event) => {
        if (window.innerWidth < MODAL_MIN_WIDTH) return;
        event.preventDefault();
        this.dialog ??= import('./calculator-dialog').then(({ calculatorDialog }) =>
          calculatorDialog(this, link),
        );
        void this.dialog.then((dialog) => dialog.open());
      },
      { signal: this.stop.signal },
    );
  }

  disconnectedCallback() {
    this.stop.abort();
    void this.dialog?.then((dialog) => dialog.dispose());
  }
}
