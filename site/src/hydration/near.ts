/**
 * Runs `task` once `element` comes within `margin` of the viewport (a CSS margin, e.g.
 * '400px 0px'): for what a page does not need until the visitor nears it (a widget's module,
 * swiper, a slice's hydration). Where IntersectionObserver is missing it runs at once. Answers a
 * function that stops watching.
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
