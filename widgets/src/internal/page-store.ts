/**
 * The page's shared stores (the samples baskets, the visitor's location, the room scene): one of
 * each per page, kept under a registry symbol so that every widget chunk, the site's components
 * and a second copy of the bundle on the page all find the same one. Each is kept in the
 * browser's localStorage, or in memory for the page's lifetime where the page may not use it (a
 * sandboxed frame, blocked storage, server rendering), and hears the other tabs' changes.
 */
const REGISTRY = Symbol.for('gh.widgets.pageStores');

/** What the stores read and write: localStorage's synchronous calls. */
export type SyncStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PageStorage {
  storage: SyncStorage;
  /** The browser's storage area, or null when the store lives in memory. */
  area: Storage | null;
}

const STORAGE = Symbol.for('gh.widgets.pageStorage');

/**
 * The page's storage: localStorage where a write to it works, else a memory storage. Probed once
 * per page (and kept under a registry symbol, for a second copy of the bundle too): the probe is a
 * write, and every write raises a `storage` event in the visitor's other tabs, so probing on each
 * call would set tabs that probe on hearing one (the site's header) answering each other for ever.
 * Every reader and writer of the page's storage (the stores, the site's remembered region) goes
 * through it, so none repeats the try/catch that blocked or full storage needs.
 */
export function pageStorage(): PageStorage {
  const page = globalThis as Record<symbol, PageStorage | undefined>;
  page[STORAGE] ??= probeStorage();
  return page[STORAGE];
}

function probeStorage(): PageStorage {
  try {
    const area = globalThis.localStorage;
    if (area) {
      const probe = '__gh_widgets_probe__';
      area.setItem(probe, probe);
      area.removeItem(probe);
      return { storage: droppingRefusedWrites(area), area };
    }
  } catch {
    // Using localStorage throws where storage is blocked.
  }
  const items = new Map<string, string>();
  const memory: SyncStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
  return { storage: memory, area: null };
}

/**
 * The storage area with a write it refuses (the visitor's storage is full) dropped rather than
 * thrown out of the store or the click that made it: the page keeps its state in memory, and the
 * next write tries again.
 */
function droppingRefusedWrites(area: Storage): SyncStorage {
  return {
    getItem: (key) => area.getItem(key),
    setItem: (key, value) => {
      try {
        area.setItem(key, value);
      } catch {
        // QuotaExceededError: nothing is stored this time.
      }
    },
    removeItem: (key) => area.removeItem(key),
  };
}

function registry(): Map<string, unknown> {
  const page = globalThis as Record<symbol, Map<string, unknown> | undefined>;
  page[REGISTRY] ??= new Map();
  return page[REGISTRY];
}

/**
 * The page's store under `key`, made by `create` the first time it is asked for. When it lives
 * in localStorage, `onOtherTab` hears each `storage` event of that area (another tab's change).
 */
export function pageStore<Store>(
  key: string,
  create: (storage: SyncStorage) => Store,
  onOtherTab?: (store: Store, event: StorageEvent) => void,
): Store {
  const stores = registry();
  if (stores.has(key)) return stores.get(key) as Store;
  const { storage, area } = pageStorage();
  const store = create(storage);
  stores.set(key, store);
  if (area && onOtherTab && typeof globalThis.addEventListener === 'function') {
    globalThis.addEventListener('storage', (event: StorageEvent) => {
      if (event.storageArea === area) onOtherTab(store, event);
    });
  }
  return store;
}
