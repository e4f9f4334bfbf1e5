/**
 * When a page does what it does not need in its first moments: once the browser is idle, or once
 * an element comes near the viewport. The site and the widgets share these, as they share pages.
 * Each answers a function that cancels it.
 */

/**
 * Runs `task` once the browser is idle, at the latest after `timeoutMs`: a header widget's module,
 * the region check, a map's outlines. Where requestIdleCallback is missing (Safari), a short timer
 * stands in.
 */
export function onIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof globalThis.requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 200);
    return () => clearTimeout(timer);
  }
  const handle = globalThis.requestIdleCallback(task, { timeout: timeoutMs });
  return () => globalThis.cancelIdleCallback(handle);
}

/**
 * Runs `task` once, when `element` comes within `margin` of the viewport (a CSS margin, e.g.
 * '400px 0px'): a widget's module, swiper, a slice's hydration. Where IntersectionObserver is
 * missing it runs at once.
 */
export function onNear(element: Element, margin: string, task: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    task();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
