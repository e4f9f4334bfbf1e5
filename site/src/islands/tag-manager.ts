/**
 * `<site-tag-manager container="GTM-…">`: the tag manager of SPEC.md section 7 (Google Tag
 * Manager), loaded once the browser is idle, so it never competes with the page's first render.
 * The container id is GATSBY_GTM_ID at build time (the layout writes it on the element); without
 * it there is no element, and the server's content policy does not allow the tag manager's
 * origin either. Nothing runs inline: the data layer is started here, and gtm.js is a script
 * element with a source, as the strict policy requires.
 */
import { onIdle } from '@gh/shared/schedule';

export const TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js';

/** How long the page may wait for an idle moment before the tag manager loads anyway. */
const IDLE_TIMEOUT_MS = 4000;

/**
 * Starts the data layer, as Google's own snippet does, then adds gtm.js for container `id`, once
 * the browser is idle; at most once per page. Answers a function that cancels it if it has not
 * run yet.
 */
export function loadTagManagerWhenIdle(id: string): () => void {
  return onIdle(() => {
    if (document.getElementById('gh-gtm')) return;
    const page = window as Window & { dataLayer?: unknown[] };
    page.dataLayer = page.dataLayer || [];
    page.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.id = 'gh-gtm';
    script.async = true;
    script.dataset.strategy = 'idle';
    script.src = `${TAG_MANAGER_URL}?id=${encodeURIComponent(id)}`;
    document.head.append(script);
  }, IDLE_TIMEOUT_MS);
}

export class SiteTagManagerElement extends HTMLElement {
  private cancel: (() => void) | null = null;

  connectedCallback() {
    const id = this.getAttribute('container');
    if (id) this.cancel = loadTagManagerWhenIdle(id);
  }

  disconnectedCallback() {
    this.cancel?.();
  }
}
