import { pageStorage, pageStore, type SyncStorage } from './page-store';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  // A fresh page: the page's storage is probed again.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('gh.widgets.pageStorage')];
});

describe('the page store registry (internal/page-store.ts)', () => {
  it('makes one store per key for the whole page, shared with a second copy of the module', () => {
    const create = jest.fn((storage: SyncStorage) => ({ storage }));
    const first = pageStore('test:shared', create);
    expect(pageStore('test:shared', create)).toBe(first);
    let fromCopy: unknown;
    jest.isolateModules(() => {
      const copy = jest.requireActual<typeof import('./page-store')>('./page-store');
      fromCopy = copy.pageStore('test:shared', create);
    });
    expect(fromCopy).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    first.storage.setItem('basket', '[1]');
    expect(localStorage.getItem('basket')).toBe('[1]');
  });

  it('probes the page’s storage once: a probe is a write, which other tabs hear', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const first = pageStorage();
    expect(pageStorage()).toBe(first);
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('keeps the store in memory where localStorage refuses writes', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { storage, area } = pageStorage();
    expect(area).toBeNull();
    expect(storage).not.toBe(localStorage);
    storage.setItem('basket', '[1]');
    expect(storage.getItem('basket')).toBe('[1]');
    storage.removeItem('basket');
    expect(storage.getItem('basket')).toBeNull();
    const store = pageStore('test:memory', (kept) => ({ kept }));
    expect(store.kept).not.toBe(localStorage);
  });

  it('drops a write the full storage refuses, rather than throwing it at the store', () => {
    const { storage } = pageStorage();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storage.setItem('basket', '[1]')).not.toThrow();
    expect(localStorage.getItem('basket')).toBeNull();
    storage.setItem('basket', '[2]');
    expect(localStorage.getItem('basket')).toBe('[2]');
  });
});
