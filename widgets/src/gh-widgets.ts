/**
 * gh-widgets.js, the one script a page includes (`<script type="module" src=".../gh-widgets.js">`).
 * It knows every element of the suite and imports an element's code the first time one appears
 * on the page, now or later (a MutationObserver watches for elements added after load), after
 * Shoelace's autoloader. Keep it tiny and free of imports: it is the part served with a short
 * cache lifetime, and everything it loads is hashed and shared through the runtime chunk.
 */
const widgets: Record<string, () => Promise<unknown>> = {
  'gh-calculator': () => import('./calculator/element'),
  'gh-samples': () => import('./samples/element'),
  'gh-store-locator': () => import('./store-locator/element'),
  'gh-store-link': () => import('./store-link/element'),
  'gh-search': () => import('./search/element'),
  'gh-visualiser': () => import('./visualiser/element'),
};

// Elements default their api-base to the origin this loader was served from.
(globalThis as Record<symbol, unknown>)[Symbol.for('gh.widgets.origin')] = new URL(
  import.meta.url,
).origin;

const requested = new Set<string>();

function load(tag: string): void {
  const importer = widgets[tag];
  if (!importer || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  importer().catch((error: unknown) => {
    requested.delete(tag);
    console.error(`[gh-widgets] could not load <${tag}>`, error);
  });
}

function discover(root: Element | Document): void {
  if (root instanceof Element) load(root.localName);
  for (const tag of Object.keys(widgets)) {
    if (root.querySelector(`${tag}:not(:defined)`)) load(tag);
  }
}

new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) if (node instanceof Element) discover(node);
  }
}).observe(document.documentElement, { childList: true, subtree: true });

discover(document);

export {};
