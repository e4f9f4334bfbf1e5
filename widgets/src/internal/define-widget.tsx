import type { Region } from '@gh/shared/regions';
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import baseCss from './base.css';
import type { AttributeMeta, AttributeType, ElementMeta, RequestCloseDetail } from './element-meta';
import { emit } from './events';

/** A method call from the host page (`element.reset()`), delivered to the component as a prop. */
export interface WidgetCommand {
  name: string;
  /** Increases with every call, so calling the same method twice is seen twice. */
  seq: number;
}

export interface WidgetHostProps {
  command?: WidgetCommand;
}

/** What every widget's component takes from its element: COMMON_ATTRIBUTES and method calls. */
export interface WidgetProps extends WidgetHostProps {
  region?: Region;
  website?: string;
  apiBase?: string;
}

/** What a widget with a dialog takes (`<gh-samples>`, `<gh-visualiser>`): dialogApi's props. */
export interface DialogWidgetProps {
  /** Opens the modal when it becomes true, closes it when it becomes false. */
  open?: boolean;
  /** The modal opened (however it was opened). */
  onShow?(): void;
  /** The modal closed (however it was closed). */
  onHide?(): void;
  /** The visitor asks to close the modal (Escape, its close button); false keeps it open. */
  onRequestClose?(detail: RequestCloseDetail): boolean | undefined;
}

// r2wc keeps an element's props and its render function under these registry symbols.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

interface R2wcElement extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
}

/**
 * Attribute values as HTML authors expect them, rather than r2wc's parsing (DESIGN.md section 9):
 * a boolean attribute is true when present (`allow-unit-switch`, `allow-unit-switch=""`) unless
 * its value is "false"; removing any attribute returns the prop to its default; a number that
 * does not parse and malformed JSON are ignored rather than thrown.
 */
export function parseAttribute(type: AttributeType, value: string | null): unknown {
  if (type === 'boolean') return value !== null && value.trim().toLowerCase() !== 'false';
  if (value === null) return undefined;
  if (type === 'number') {
    const number = Number(value);
    return value.trim() === '' || Number.isNaN(number) ? undefined : number;
  }
  if (type === 'json') {
    try {
      return JSON.parse(value);
    } catch {
      console.warn(`[gh-widgets] ignoring malformed JSON attribute value: ${value}`);
      return undefined;
    }
  }
  return value;
}

/**
 * Wraps a widget component as a custom element with an open shadow root holding the base styles
 * (base.css: box sizing, the reset of what the page would pass on, the theme) and its own styles,
 * observed and typed attributes (a boolean one's property reflecting it), bubbling composed events
 * (cancelable ones return false when cancelled), the methods of its meta (`show()` and `hide()`
 * set and remove the `open` attribute, which the dialog widgets keep in step with their dialog),
 * and defines it (once: a second bundle on the page does not throw).
 */
export function defineWidget<Props extends object>(
  meta: ElementMeta,
  Component: ComponentType<Props>,
  css: string,
): CustomElementConstructor {
  function ShadowContent(props: Record<string, unknown> & { container: ShadowRoot }) {
    const { container, ...rest } = props;
    const handlers: Record<string, (detail: unknown) => boolean> = {};
    const host = container.host;
    for (const event of meta.events) {
      if (event.requires && rest[event.requires] == null) continue;
      handlers[event.prop] = (detail) => {
        // The open attribute follows the dialog (its change re-renders with the same state).
        if (event.reflectsOpen !== undefined && host.hasAttribute('open') !== event.reflectsOpen) {
          host.toggleAttribute('open', event.reflectsOpen);
        }
        return emit(host, event.name, detail ?? null, event.cancelable);
      };
    }
    const componentProps = { ...rest, ...handlers } as Props;
    return (
      <>
        <style>{baseCss + css}</style>
        <Component {...componentProps} />
      </>
    );
  }

  const r2wcTypes = Object.fromEntries(meta.attributes.map((a) => [a.prop, a.type]));
  const Base = r2wc(ShadowContent as ComponentType<never>, {
    shadow: 'open',
    props: r2wcTypes,
  }) as unknown as new () => R2wcElement;
  const byAttribute = new Map<string, AttributeMeta>(meta.attributes.map((a) => [a.name, a]));

  class WidgetElement extends Base {
    #commandSeq = 0;

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const attribute = byAttribute.get(name);
      if (!attribute) return;
      this[PROPS][attribute.prop] = parseAttribute(attribute.type, value);
      if (this.isConnected) this[RENDER]();
    }

    protected runCommand(name: string) {
      this.#commandSeq += 1;
      this[PROPS].command = { name, seq: this.#commandSeq } satisfies WidgetCommand;
      if (this.isConnected) this[RENDER]();
    }
  }
  // A boolean attribute's property reflects the attribute as HTML's own do (`el.open = true`
  // sets open="", false removes it), rather than r2wc's "true"/"false" values.
  for (const attribute of meta.attributes) {
    if (attribute.type !== 'boolean') continue;
    Object.defineProperty(WidgetElement.prototype, attribute.prop, {
      configurable: true,
      enumerable: true,
      get(this: WidgetElement) {
        return parseAttribute('boolean', this.getAttribute(attribute.name));
      },
      set(this: WidgetElement, value: unknown) {
        this.toggleAttribute(attribute.name, Boolean(value));
      },
    });
  }
  for (const method of meta.methods) {
    const opens = method.name === 'show' ? true : method.name === 'hide' ? false : undefined;
    Object.defineProperty(WidgetElement.prototype, method.name, {
      configurable: true,
      value(this: WidgetElement) {
        if (opens === undefined) this.runCommand(method.name);
        else this.toggleAttribute('open', opens);
      },
    });
  }

  if (!customElements.get(meta.tag)) customElements.define(meta.tag, WidgetElement);
  return customElements.get(meta.tag) as CustomElementConstructor;
}
