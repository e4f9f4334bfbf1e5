/**
 * Chromium drops focus from a button once it is disabled for the request it starts (Submit,
 * Upload Room Photo); jsdom keeps focus there. Wrapped round a faked service's fetch, this drops
 * it as the POST goes, as the browser does.
 */
export function droppingFocusOnPost(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => {
    const active = document.activeElement as HTMLButtonElement | null;
    if (init?.method === 'POST' && active?.disabled) {
      // (jsdom blurs only what could take focus.)
      active.disabled = false;
      active.blur();
      active.disabled = true;
    }
    return fetch(input, init);
  };
}
