/**
 * Storage for the persisted stores. shared/ never touches window: the widgets and the site pass
 * localStorage (or localforage), tests and server rendering an in-memory storage.
 */
import type { StateStorage } from 'zustand/middleware';

export type { StateStorage };

/** SPEC.md section 3: the stored state is given up on after 5000 ms and defaults are used. */
export const REHYDRATION_TIMEOUT_MS = 5000;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A storage in memory; two stores given the same one behave like two tabs of one browser. */
export function createMemoryStorage(initial: Record<string, string> = {}): StateStorage & {
  readonly items: Map<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => {
      items.set(name, value);
    },
    removeItem: (name) => {
      items.delete(name);
    },
  };
}

/**
 * A storage whose reads give up after `timeoutMs`: a slow or stuck storage (a blocked IndexedDB,
 * a hung localforage driver) then hydrates the store with its defaults instead of never.
 * A read that fails counts as nothing stored.
 */
export function withReadTimeout(
  storage: StateStorage,
  timeoutMs = REHYDRATION_TIMEOUT_MS,
  timers: Timers = defaultTimers,
): StateStorage {
  return {
    getItem(name) {
      let read: ReturnType<StateStorage['getItem']>;
      try {
        read = storage.getItem(name);
      } catch {
        return null;
      }
      if (read === null || typeof read === 'string') return read;
      return new Promise<string | null>((resolve) => {
        const timer = timers.setTimeout(() => resolve(null), timeoutMs);
        Promise.resolve(read).then(
          (value) => {
            timers.clearTimeout(timer);
            resolve(value);
          },
          () => {
            timers.clearTimeout(timer);
            resolve(null);
          },
        );
      });
    },
    setItem: (name, value) => storage.setItem(name, value),
    removeItem: (name) => storage.removeItem(name),
  };
}
