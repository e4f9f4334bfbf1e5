/**
 * `<site-calculator-link>`: the header's floor calculator link. Below 768 px it opens the
 * calculator's page; from 768 px it opens the calculator as a modal over the page: a native
 * <dialog> shown modal with the widget suite's `<gh-calculator>`, whose code comes with the first
 * opening. Focus stays inside (Tab wraps), Escape and Close close it, focus goes back to the
 * link, and the page does not scroll behind it.
 */
import { lockPageScroll, wrapFocus } from '@gh/shared/dialog';
import { whenDefined, widgetElement } from './widgets';

/** Below this width the calculator is a page of its own; from it, a modal over the page. */
const MODAL_MIN_WIDTH = 768;
const TITLE_ID = 'calculator-modal-title';

export class SiteCalculatorLinkElement extends HTMLElement {
  private readonly stop = new AbortController();
  private dialog: HTMLDialogElement | null = null;
  private unlockScroll: (() => void) | null = null;

  connectedCallback() {
    const link = this.querySelector<HTMLAnchorElement>('a');
    link?.addEventListener(
      'click',
      (event) => {
        if (window.innerWidth < MODAL_MIN_WIDTH) return;
        event.preventDefault();
        this.open(link);
      },
      { signal: this.stop.signal },
    );
  }

  disconnectedCallback() {
    this.stop.abort();
    this.unlockScroll?.();
  }

  private open(link: HTMLAnchorElement) {
    const dialog = this.dialog ?? this.createDialog(link);
    if (dialog.open) return;
    dialog.showModal();
    this.unlockScroll = lockPageScroll(document.documentElement);
    void whenDefined('gh-calculator');
  }

  private close(link: HTMLAnchorElement) {
    if (!this.dialog?.open) return;
    this.dialog.close();
    this.unlockScroll?.();
    this.unlockScroll = null;
    link.focus();
  }

  private createDialog(link: HTMLAnchorElement): HTMLDialogElement {
    const region = this.getAttribute('region') ?? 'au';
    const dialog = document.createElement('dialog');
    dialog.className = 'calculator-modal';
    dialog.setAttribute('aria-labelledby', TITLE_ID);

    const bar = document.createElement('div');
    bar.className = 'calculator-modal__bar';
    const title = document.createElement('h2');
    title.id = TITLE_ID;
    title.textContent = link.textContent;
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'button button--secondary';
    close.textContent = 'Close';
    bar.append(title, close);

    const calculator = widgetElement('gh-calculator', region, {
      units: this.getAttribute('units') ?? 'metric',
      'allow-unit-switch': 'true',
    });
    calculator.dataset.widget = 'gh-calculator';

    const pageLink = document.createElement('p');
    const anchor = document.createElement('a');
    anchor.href = link.href;
    anchor.textContent = 'Open the calculator as a page';
    pageLink.append(anchor);

    dialog.append(bar, calculator, pageLink);
    const { signal } = this.stop;
    close.addEventListener('click', () => this.close(link), { signal });
    dialog.addEventListener(
      'cancel',
      (event) => {
        event.preventDefault();
        this.close(link);
      },
      { signal },
    );
    dialog.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Tab') wrapFocus(dialog, event.shiftKey, () => event.preventDefault());
      },
      { signal },
    );
    this.append(dialog);
    this.dialog = dialog;
    return dialog;
  }
}
