import { REHYDRATION_TIMEOUT_MS, type StateStorage, type Timers, withReadTimeout } from './storage';

describe('storage reads', () => {
  const timers = () => {
    const pending: (() => void)[] = [];
    const value: Timers = {
      setTimeout: (callback) => pending.push(callback),
      clearTimeout: () => undefined,
    };
    return { value, pending };
  };
  const storage = (getItem: StateStorage['getItem']): StateStorage => ({
    getItem,
    setItem: () => undefined,
    removeItem: () => undefined,
  });

  it('waits 5000 ms for the stored state', () => expect(REHYDRATION_TIMEOUT_MS).toBe(5000));

  it('reads nothing once the timeout passes', async () => {
    const clock = timers();
    const read = withReadTimeout(
      storage(() => new Promise(() => undefined)),
      5000,
      clock.value,
    ).getItem('root');
    clock.pending[0]?.();
    await expect(read).resolves.toBeNull();
  });

  it('reads nothing when the storage fails', async () => {
    const failing = storage(() => {
      throw new Error('SecurityError');
    });
    expect(withReadTimeout(failing).getItem('root')).toBeNull();
    const rejecting = storage(() => Promise.reject(new Error('blocked')));
    await expect(
      withReadTimeout(rejecting, 5000, timers().value).getItem('root'),
    ).resolves.toBeNull();
  });
});
