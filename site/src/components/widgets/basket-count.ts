/**
 * What a page with Gatsby's runtime tells the header's islands (src/islands/) once it has loaded
 * the samples widget for a part of its own (modules.ts): the basket's count as it changes (a
 * product page's Free Samples button adds to the basket the header counts). It is told on the
 * document and kept on the root element for an island that comes later.
 */
/** Told on the document with the basket's count (detail) whenever the page's basket changes. */
export const BASKET_COUNT_EVENT = 'gh-site-basket-count';

export function announceBasketCount(count: number): void {
  document.documentElement.dataset.basketCount = String(count);
  document.dispatchEvent(new CustomEvent(BASKET_COUNT_EVENT, { detail: count }));
}

/** The basket's count the page last told, if it told one. */
export function announcedBasketCount(): number | null {
  const count = document.documentElement.dataset.basketCount;
  return count === undefined ? null : Number(count);
}
