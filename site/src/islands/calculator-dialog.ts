/**
 * The header calculator's modal (calculator-link.ts): a native <dialog> shown modal with the
 * widget suite's `<gh-calculator>`. Focus stays inside (Tab wraps), Escape and Close close it,
 * focus goes back to the link, and the page does not scroll behind it.
 */
import { lockPageScroll, wrapFocus } from '@gh/shared/dialog';
import { whenDefined, widgetElement } from './widgets';

const TITLE_ID = 'calculator-modal-title';

export function calculatorDialog(host: HTMLElement, link: HTMLAnchorElement) {
  const stop = new AbortController();
  const { signal } = stop;
  let unlockScroll: (() => void) | null = null;
  const region = host.getAttribute('region') ?? 'au';

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
    units: host.getAttribute('units') ?? 'metric',
    'allow-unit-switch': 'true',
  });
  calculator.dataset.widget = 'gh-calculator';

  const pageLink = document.createElement('p');
  const anchor = document.createElement('a');
  anchor.href = link.href;
  anchor.textContent = 'Open the calculator as a page';
  pageLink.append(anchor);
  dialog.append(bar, calculator, pageLink);

  const hide = () => {
    if (!dialog.open) return;
    dialog.close();
    unlockScroll?.();
    unlockScroll = null;
    link.focus();
  };
  close.addEventListener('click', hide, { signal });
  dialog.addEventListener(
    'cancel',
    (event) => {
      event.preventDefault();
      hide();
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
  host.append(dialog);

  return {
    open() {
      if (dialog.open) return;
      dialog.showModal();
      unlockScroll = lockPageScroll(document.documentElement);
      void whenDefined('gh-calculator');
    },
    dispose() {
      stop.abort();
      unlockScroll?.();
    },
  };
}
