/**
 * Keeps persisted stores the same in every tab: the widgets forward the browser's `storage`
 * events to this handler (shared/ never listens on window itself).
 */

interface PersistedStore {
  persist: {
    getOptions(): { name?: string };
    rehydrate(): Promise<void> | void;
  };
}

/** The parts of a StorageEvent the handler reads. */
export interface StorageChange {
  /** null when the whole storage was cleared. */
  key: string | null;
}

export function createStorageSync(stores: readonly PersistedStore[]) {
  return (change: StorageChange): Promise<void> => {
    const changed = stores.filter(
      (store) => change.key === null || store.persist.getOptions().name === change.key,
    );
    return Promise.all(changed.map((store) => store.persist.rehydrate())).then(() => undefined);
  };
}
