/**
 * Which widget modules a page with Gatsby's runtime has loaded for a part of its own (modules.ts),
 * for the header's islands (src/islands/), which show a widget once the page has it anyway: each
 * arrival is told on the document and kept on the root element for an island that comes later.
 */
export const WIDGET_ARRIVED_EVENT = 'gh-site-widget-arrived';

/** The names of the widget modules that arrived on this page ('samples', 'store-link', …). */
export function arrivedWidgets(): string[] {
  return document.documentElement.dataset.widgetsArrived?.split(' ') ?? [];
}

export function announceArrival(name: string): void {
  document.documentElement.dataset.widgetsArrived = [...arrivedWidgets(), name].join(' ');
  document.dispatchEvent(new CustomEvent(WIDGET_ARRIVED_EVENT, { detail: name }));
}
