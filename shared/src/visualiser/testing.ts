/** What the visualiser tests share. Not part of the package: index.ts does not export it. */
import type { SceneStorage } from './scene';

/** A scene storage in memory that refuses, as a full localStorage does, a value over `quota`. */
export function memorySceneStorage(quota = Number.POSITIVE_INFINITY): SceneStorage & {
  items: Map<string, string>;
} {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}
