/**
 * When a page without Gatsby's runtime is ready (index.ts marks it): once each island that fetches
 * its code on arrival (a product page's colours and pictures) has run it. Browser tests and
 * monitoring scripts wait for the mark, so a press never lands before its island answers it.
 */
const settling: Promise<unknown>[] = [];

/** Holds the page's ready mark until `work` has finished, failed or not. */
export function whileSettling(work: Promise<unknown>): void {
  settling.push(work.catch(() => undefined));
}

/** Resolves once every island's work so far has finished. */
export const islandsSettled = (): Promise<unknown> => Promise.all(settling);
