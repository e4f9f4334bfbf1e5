/**
 * A button of the widget suite drawn by the build until the visitor reaches for it: the pointer on
 * it, a press, focus. Then the suite's element (`<gh-samples>`, `<gh-visualiser>`) takes its
 * place, with this element's attributes (all but class, id and data-*); a press opens its modal
 * when it arrives, and focus moves to its button. Attributes set later (another colour chosen)
 * pass on to the widget. So a page that is only read loads none of the widget's code.
 */
import { passedAttributes, whenDefined, widgetElement } from './widgets';

export abstract class SiteReachedWidgetElement extends HTMLElement {
  /** The attributes a page may change after the widget came: each passes on to it. */
  static readonly observedAttributes = ['colour', 'variant-id', 'product-code', 'region'];

  protected readonly stop = new AbortController();
  private widget: HTMLElement | null = null;

  /** The suite's element this button stands for. */
  protected abstract readonly tag: string;

  connectedCallback() {
    const button = this.placeholder();
    if (!button) return;
    const { signal } = this.stop;
    const reach = () => this.upgrade(false);
    for (const type of ['pointerenter', 'pointerdown'] as const) {
      button.addEventListener(type, reach, { signal });
    }
    button.addEventListener('focus', () => this.upgrade(false, true), { signal });
    button.addEventListener('click', () => this.upgrade(true, true), { signal });
    this.connected(signal);
  }

  disconnectedCallback() {
    this.stop.abort();
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null) {
    if (!this.widget) return;
    if (value === null) this.widget.removeAttribute(name);
    else this.widget.setAttribute(name, value);
  }

  /** What the element does besides waiting to be reached (the samples count). */
  protected connected(_signal: AbortSignal): void {}

  protected placeholder = () => this.querySelector<HTMLButtonElement>(':scope > button');

  /** Puts the widget in the button's place once its code has come. */
  protected upgrade(open: boolean, focused = false) {
    const button = this.placeholder();
    if (!button) return;
    if (open) button.dataset.pressed = 'true';
    if (focused) button.dataset.focused = 'true';
    if (this.widget) return;
    const widget = widgetElement(
      this.tag,
      this.getAttribute('region') ?? 'au',
      passedAttributes(this),
    );
    // The page styles the widget's parts through the class it gives this element.
    if (this.dataset.widgetClass) widget.className = this.dataset.widgetClass;
    this.widget = widget;
    // In the page (hidden) from now, which is what brings its code (the widget loader).
    widget.hidden = true;
    this.append(widget);
    void whenDefined(this.tag).then(() => {
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

/**
 * `<site-visualiser>`: a product page's Room Visualiser button until the visitor reaches for it,
 * then the suite's `<gh-visualiser>` (its product, colour, gallery and colour row attributes).
 */
export class SiteVisualiserElement extends SiteReachedWidgetElement {
  protected readonly tag = 'gh-visualiser';
}
