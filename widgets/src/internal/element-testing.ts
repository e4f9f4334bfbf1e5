/**
 * What the custom elements' tests (`<widget>/element.test.ts`) share: an element placed on the
 * page with its attributes, the next event it fires, and the attributes it observes against those
 * its meta lists.
 */
import type { ElementMeta } from './element-meta';

/** A `tag` element with these attributes, on the page, and its open shadow root. */
export function placeElement<E extends HTMLElement = HTMLElement>(
  tag: string,
  attributes: Record<string, string> = {},
): { element: E; root: HTMLElement } {
  const element = document.createElement(tag) as E;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const shadow = element.shadowRoot;
  if (!shadow) throw new Error('no open shadow root');
  return { element, root: shadow as unknown as HTMLElement };
}

/** The next event of this type to reach the document (the widgets' events bubble and compose). */
export function nextEvent(type: string): Promise<CustomEvent> {
  return new Promise((resolve) =>
    document.addEventListener(type, (event) => resolve(event as CustomEvent), { once: true }),
  );
}

/** The attributes the defined element of this tag observes, sorted. */
export function observedAttributes(tag: string): string[] {
  const element = customElements.get(tag) as unknown as { observedAttributes: string[] };
  return [...element.observedAttributes].sort();
}

/** The attributes the meta lists, sorted. */
export const attributeNames = (meta: ElementMeta): string[] =>
  meta.attributes.map((attribute) => attribute.name).sort();
