/**
 * Opens a page of the site: through Gatsby's router where the page has Gatsby's runtime (a
 * catalogue page), otherwise as a full page load (a content page, which has no router).
 */
export function navigateTo(href: string): void {
  const router = (window as { ___navigate?: (to: string) => void }).___navigate;
  const path = withTrailingSlash(href);
  if (typeof router === 'function') router(path);
  else window.location.assign(path);
}

/** The site's pages are folders (trailingSlash 'always' in gatsby-config.ts): '/nz' is '/nz/'. */
function withTrailingSlash(href: string): string {
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const last = path.split('/').at(-1) ?? '';
  return path.endsWith('/') || last.includes('.') ? href : `${path}/${rest}`;
}

/** Whether this page runs Gatsby's runtime (the build left its scripts in). */
export const hasGatsbyRuntime = () => document.getElementById('gatsby-script-loader') !== null;
