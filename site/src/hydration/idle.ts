/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), for work a page does
 * not need in its first moments: a header widget's module, the region check. Answers a function
 * that cancels it. Where requestIdleCallback is missing (Safari), a short timer stands in.
 */
export function onIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}
