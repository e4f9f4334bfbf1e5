import type { AnalyticsLogger, DataLayer } from './events';
import { createListTracker, type ListTrackerOptions, type Timers } from './lists';

/** A hand-driven clock: timers run only when the test advances time. */
function manualTimers() {
  let now = 0;
  let nextId = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout(callback, ms) {
      nextId += 1;
      pending.set(nextId, { at: now + ms, callback });
      return nextId;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at <= now) {
        pending.delete(id);
        timer.callback();
      }
    }
  };
  return { timers, advance };
}

function setup(extra: Partial<ListTrackerOptions> = {}) {
  const events: Record<string, unknown>[] = [];
  const dataLayer: DataLayer = {
    push: (...messages) => {
      for (const message of messages) if (message.event) events.push(message);
    },
  };
  const logger: AnalyticsLogger = { warn: () => undefined };
  const clock = manualTimers();
  const tracker = createListTracker({
    dataLayer,
    logger,
    listId: 'related',
    listName: 'Related products',
    timers: clock.timers,
    location: { pathname: '/au/products', search: '?type=CPT' },
    ...extra,
  });
  return { events, tracker, advance: clock.advance };
}

const listItems = (message: Record<string, unknown> | undefined) => {
  const ecommerce = message?.ecommerce as
    | { items: { item_id: string; index: number }[] }
    | undefined;
  return ecommerce?.items ?? [];
};

describe('list events', () => {
  it('fires once the registered items have settled for 60 ms and the list is visible', () => {
    const { events, tracker, advance } = setup();
    tracker.setVisible(true);
    tracker.register({ item_id: 'A' });
    advance(40);
    tracker.register({ item_id: 'B' });
    advance(59);
    expect(events).toHaveLength(0);
    advance(1);
    expect(events).toHaveLength(1);
    expect(events[0]?.event).toBe('view_item_list');
    expect(listItems(events[0])).toEqual([
      { item_id: 'A', index: 0, item_list_id: 'related', item_list_name: 'Related products' },
      { item_id: 'B', index: 1, item_list_id: 'related', item_list_name: 'Related products' },
    ]);
  });

  it('waits until the list is visible', () => {
    const { events, tracker, advance } = setup();
    tracker.register({ item_id: 'A' });
    advance(100);
    expect(events).toHaveLength(0);
    tracker.setVisible(true);
    expect(events).toHaveLength(1);
  });

  it('fires without visibility in immediate mode', () => {
    const { events, tracker, advance } = setup({ immediate: true });
    tracker.register({ item_id: 'A' });
    advance(60);
    expect(events).toHaveLength(1);
  });

  it('fires once per list', () => {
    const { events, tracker, advance } = setup({ immediate: true });
    tracker.register({ item_id: 'A' });
    advance(60);
    tracker.register({ item_id: 'B' });
    advance(60);
    tracker.setVisible(true);
    expect(events).toHaveLength(1);
  });

  it.each([
    {
      name: 'fires again after the path changes',
      options: { immediate: true },
      location: { pathname: '/au/products/wool-haven' },
      firings: 2,
    },
    {
      name: 'ignores a query change without reset-on-query',
      options: { immediate: true },
      location: { pathname: '/au/products', search: '?type=HF' },
      firings: 1,
    },
    {
      name: 'fires again after a query change with reset-on-query',
      options: { immediate: true, resetOnQuery: true },
      location: { pathname: '/au/products', search: '?type=HF' },
      firings: 2,
    },
  ])('$name', ({ options, location, firings }) => {
    const { events, tracker, advance } = setup(options);
    tracker.register({ item_id: 'A' });
    advance(60);
    tracker.locationChanged(location);
    advance(60);
    expect(events).toHaveLength(firings);
  });

  it('sends at most 200 items', () => {
    const { events, tracker, advance } = setup({ immediate: true });
    for (let index = 0; index < 205; index += 1) tracker.register({ item_id: `I${index}` });
    advance(60);
    expect(listItems(events[0])).toHaveLength(200);
  });

  it('forgets items that unregister before the list fires', () => {
    const { events, tracker, advance } = setup({ immediate: true });
    const unregister = tracker.register({ item_id: 'A' });
    tracker.register({ item_id: 'B' });
    unregister();
    advance(60);
    expect(listItems(events[0]).map((item) => item.item_id)).toEqual(['B']);
  });
});
