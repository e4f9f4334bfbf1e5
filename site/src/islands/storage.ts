/**
 * The browser's localStorage as the islands use it, without the widgets' store code: a read that
 * fails (storage blocked) reads nothing, a write that fails (blocked, full) is dropped. The
 * widgets' page storage (@gh/widgets/runtime's pageStorage) does the same with a memory stand-in,
 * but comes with the stores' chunk, which a page only needs once the visitor changes something.
 */
export const browserStorage = {
  getItem(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Blocked or full: nothing is remembered.
    }
  },
};
