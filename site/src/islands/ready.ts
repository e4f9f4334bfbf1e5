/**
 * When a page without Gatsby's runtime is ready (index.ts marks it): once each island whose code
 * comes in a chunk of its own (a product page's elements) has run. Browser tests and monitoring
 * scripts wait for the mark, so a press never lands before its island answers it.
 */
const settling: Promise<unknown>[] = [];

/** Holds the page's ready mark until `work` has finished, failed or not. */
export function whileSettling(work: Promise<unknown>): void {
  settling.push(work.catch(() => undefined));
}

/** Resolves once every island's work has finished, including work begun meanwhile. */
export async function islandsSettled(): Promise<void> {
  let waited = -1;
  while (waited !== settling.length) {
    waited = settling.length;
    await Promise.all(settling);
  }
}
