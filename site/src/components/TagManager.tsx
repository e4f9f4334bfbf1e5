/**
 * The tag manager of SPEC.md section 7 (Google Tag Manager), loaded through Gatsby's Script API
 * once the browser is idle, so it never competes with the page's own first render. The container
 * id is GATSBY_GTM_ID at build time; without it nothing is loaded (and the server's CSP does not
 * allow the tag manager's origin either).
 */
import { Script } from 'gatsby';

/** The container id the site is built with, e.g. 'GTM-ABC1234'; Gatsby inlines it at build. */
const BUILD_GTM_ID = process.env.GATSBY_GTM_ID || undefined;

export const TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js';

export function TagManager({ id = BUILD_GTM_ID }: { id?: string }) {
  if (!id) return null;
  return (
    <>
      {/* The data layer is started first, as Google's own snippet does, then gtm.js follows. */}
      <Script id="gh-gtm-start" strategy="idle">
        {
          "window.dataLayer = window.dataLayer || []; window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });"
        }
      </Script>
      <Script id="gh-gtm" strategy="idle" src={`${TAG_MANAGER_URL}?id=${encodeURIComponent(id)}`} />
    </>
  );
}
