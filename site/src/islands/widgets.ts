/**
 * The widget suite on the site's pages: its loader (`gh-widgets.js`, DESIGN.md section 5), which
 * defines each `<gh-…>` element and fetches its code the first time one is in the page. The site
 * adds an element only when the visitor needs it (see the header's elements), so the loader is
 * fetched then too, and every widget shares its runtime chunk with the others.
 */
const WIDGETS_BASE = process.env.GATSBY_WIDGETS_BASE || '/widgets';

let loader: Promise<unknown> | null = null;

/** Fetches the widget loader, once per page. */
export function loadWidgets(): Promise<unknown> {
  loader ??= import(/* webpackIgnore: true */ `${WIDGETS_BASE}/gh-widgets.js`).catch(
    (error: unknown) => {
      loader = null; // the next need tries again
      console.warn('The widgets could not be loaded', error);
    },
  );
  return loader;
}

/** Resolves once `tag` is defined (its code arrived). */
export function whenDefined(tag: string): Promise<CustomElementConstructor> {
  void loadWidgets();
  return customElements.whenDefined(tag);
}

/** An element of the suite with the site's common attributes. */
export function widgetElement(
  tag: string,
  region: string,
  attributes: Record<string, string> = {},
) {
  const element = document.createElement(tag);
  element.setAttribute('region', region);
  element.setAttribute('website', 'GHRES');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** An island's own attributes, which the widget it brings does not take. */
const ISLAND_ATTRIBUTE = /^(?:class|id|style|data-.*)$/;

/**
 * The attributes an island passes on to the widget it brings: all of its own but its class, id,
 * style, data-* and those named in `own` (`<site-widget>`'s tag).
 */
export function passedAttributes(island: Element, own: readonly string[] = []) {
  return Object.fromEntries(
    [...island.attributes]
      .filter(({ name }) => !ISLAND_ATTRIBUTE.test(name) && !own.includes(name))
      .map(({ name, value }) => [name, value]),
  );
}
