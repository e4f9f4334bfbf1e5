/**
 * The default of every element's `api-base`: the origin the loader (gh-widgets.js) was served
 * from, which the loader records under this registry symbol, else the page's own origin (as when
 * the React components are rendered by the site).
 */
export function defaultApiBase(): string {
  const loaderOrigin = (globalThis as Record<symbol, unknown>)[Symbol.for('gh.widgets.origin')];
  if (typeof loaderOrigin === 'string') return loaderOrigin;
  return globalThis.location?.origin ?? '';
}
