import { onIdle, onNear } from './index';

/** The browser's observer as a test double: the test says when an element comes near. */
class FakeObserver {
  static made: FakeObserver[] = [];
  observed: Element[] = [];
  connected = true;
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.connected = false;
  }
  report(isIntersecting: boolean) {
    if (this.connected) this.callback([{ isIntersecting }]);
  }
}

const element = {} as Element;
const withGlobal = (name: string, value: unknown) => Object.assign(globalThis, { [name]: value });

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'IntersectionObserver');
  Reflect.deleteProperty(globalThis, 'requestIdleCallback');
  Reflect.deleteProperty(globalThis, 'cancelIdleCallback');
  FakeObserver.made = [];
  jest.useRealTimers();
});

describe('onNear', () => {
  it('runs the task once, when the element first comes within the margin, then stops watching', () => {
    withGlobal('IntersectionObserver', FakeObserver);
    const task = jest.fn();
    onNear(element, '400px 0px', task);
    const [observer] = FakeObserver.made;
    expect(observer?.observed).toEqual([element]);
    expect(observer?.options.rootMargin).toBe('400px 0px');

    observer?.report(false);
    expect(task).not.toHaveBeenCalled();
    observer?.report(true);
    observer?.report(true);
    expect(task).toHaveBeenCalledTimes(1);
    expect(observer?.connected).toBe(false);
  });

  it('never runs the task once cancelled', () => {
    withGlobal('IntersectionObserver', FakeObserver);
    const task = jest.fn();
    onNear(element, '0px', task)();
    FakeObserver.made[0]?.report(true);
    expect(task).not.toHaveBeenCalled();
  });

  it('runs the task at once where there is no IntersectionObserver', () => {
    const task = jest.fn();
    onNear(element, '0px', task);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('onIdle', () => {
  it('asks for an idle callback with the timeout, and cancels it', () => {
    const requested: [() => void, { timeout: number }][] = [];
    withGlobal('requestIdleCallback', (task: () => void, options: { timeout: number }) => {
      requested.push([task, options]);
      return 7;
    });
    const cancelIdleCallback = jest.fn();
    withGlobal('cancelIdleCallback', cancelIdleCallback);
    const task = jest.fn();
    const cancel = onIdle(task, 2000);
    expect(requested).toEqual([[task, { timeout: 2000 }]]);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a 200 ms timer where requestIdleCallback is missing (Safari), which cancels', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    onIdle(task, 2000);
    jest.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    onIdle(cancelled, 2000)();
    jest.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
