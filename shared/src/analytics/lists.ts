/**
 * List impressions (SPEC.md sections 4 and 9): items of a list register as they render; once no
 * item has registered for 60 ms and the list is visible (or at once in immediate mode), one
 * view_item_list event fires for the list. The fired flag resets when the path changes, and on a
 * query change only with reset-on-query.
 */
import {
  type AnalyticsItem,
  type AnalyticsLogger,
  type DataLayer,
  pushAnalyticsEvent,
} from './events';

export const LIST_SETTLE_MS = 60;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PageLocation {
  pathname: string;
  search?: string;
}

export interface ListTrackerOptions {
  dataLayer: DataLayer;
  listId: string;
  listName: string;
  /** Defaults to view_item_list. */
  key?: string;
  /** Fire without waiting for the list to become visible. */
  immediate?: boolean;
  /** A query-string change counts as a new page too. */
  resetOnQuery?: boolean;
  location?: PageLocation;
  settleMs?: number;
  timers?: Timers;
  logger?: AnalyticsLogger;
}

export interface ListTracker {
  /** Registers an item shown in the list; returns its unregister function. */
  register(item: AnalyticsItem): () => void;
  /** Reported by the host's visibility observer (threshold 0). */
  setVisible(visible: boolean): void;
  locationChanged(location: PageLocation): void;
  readonly fired: boolean;
  dispose(): void;
}

export function createListTracker(options: ListTrackerOptions): ListTracker {
  const timers = options.timers ?? defaultTimers;
  const settleMs = options.settleMs ?? LIST_SETTLE_MS;
  const items: AnalyticsItem[] = [];
  let location = options.location;
  let visible = false;
  let settled = false;
  let fired = false;
  let timer: unknown;

  const fire = () => {
    if (fired || !settled || items.length === 0 || !(visible || options.immediate)) return;
    fired = true;
    // Items beyond the maximum are trimmed (with a warning) by the event validation.
    pushAnalyticsEvent(
      options.dataLayer,
      {
        key: options.key ?? 'view_item_list',
        item_list_id: options.listId,
        item_list_name: options.listName,
        items: items.map((item, position) => ({
          ...item,
          index: item.index ?? position,
          item_list_id: options.listId,
          item_list_name: options.listName,
        })),
      },
      options.logger,
    );
  };

  const restartSettle = () => {
    settled = false;
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      timer = undefined;
      settled = true;
      fire();
    }, settleMs);
  };

  return {
    register(item) {
      items.push(item);
      restartSettle();
      return () => {
        const position = items.indexOf(item);
        if (position >= 0) items.splice(position, 1);
      };
    },
    setVisible(isVisible) {
      visible = isVisible;
      fire();
    },
    locationChanged(next) {
      const pathChanged = next.pathname !== location?.pathname;
      const queryChanged = (next.search ?? '') !== (location?.search ?? '');
      location = next;
      if (pathChanged || (options.resetOnQuery && queryChanged)) {
        fired = false;
        restartSettle();
      }
    },
    get fired() {
      return fired;
    },
    dispose() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      items.length = 0;
    },
  };
}
