import { useEffect, useState } from 'react';

/** Tags and attributes removed on top of DOMPurify's HTML profile: no styles, no forms. */
const PURIFY_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
};

/** Whether a string holds markup or entities that need sanitising rather than plain text. */
export function hasMarkup(text: string): boolean {
  return /[<&]/.test(text);
}

/**
 * Markup from the CMS or a host page's attribute, reduced to harmless formatting with DOMPurify
 * (DESIGN.md section 6): scripts, event handlers, styles and forms are removed.
 */
export async function sanitiseMarkup(markup: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(markup, PURIFY_CONFIG);
}

/**
 * A description as safe HTML for dangerouslySetInnerHTML, or null while DOMPurify loads. DOMPurify
 * is about as big as the rest of the runtime, so it is fetched only when the text holds markup;
 * plain text, which without < or & cannot hold markup, is used at once.
 */
export function useSanitisedMarkup(markup: string | undefined): string | null {
  const plain = markup && !hasMarkup(markup) ? markup : null;
  const [sanitised, setSanitised] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    if (!markup || !hasMarkup(markup)) return;
    let current = true;
    sanitiseMarkup(markup).then(
      (html) => current && setSanitised({ source: markup, html }),
      (error: unknown) => console.error('[gh-widgets] could not sanitise markup', error),
    );
    return () => {
      current = false;
    };
  }, [markup]);
  if (!markup) return null;
  if (plain !== null) return plain;
  return sanitised?.source === markup ? sanitised.html : null;
}
