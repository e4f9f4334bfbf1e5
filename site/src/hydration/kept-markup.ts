/**
 * Markup the page's first hydration keeps as the build wrote it, without walking it. A component
 * whose behaviour is all in islands (src/islands/), the header, has nothing for hydration to do
 * but compare; at 1,000 elements that comparison is a long task on a phone. Rendered with
 * `keptMarkup`, its root element is adopted and its inside left alone (Preact leaves an
 * element's inner HTML as it is while hydrating, and after that while the HTML given is
 * unchanged).
 */
import { useState } from 'react';
import { isInitialHydration } from './slices';

/**
 * Whether this instance may keep the build's markup: it was made by the page's first hydration,
 * and `key` (what its markup depends on) is what it was then. Made later (a client-side
 * navigation), or once its key changes, it renders its own.
 */
export function useKeptMarkup(key: string): boolean {
  const [kept] = useState(() => ({
    for: typeof window !== 'undefined' && isInitialHydration() ? key : undefined,
  }));
  // Once it has rendered its own, it keeps rendering its own (even if the key comes back).
  if (kept.for !== key) kept.for = undefined;
  return kept.for === key;
}

/** The props of a root element whose inside is kept. */
export const keptMarkup = {
  dangerouslySetInnerHTML: { __html: '' },
  suppressHydrationWarning: true,
} as const;
