/**
 * The widget modules (@gh/widgets/<widget>) the site's pages load: each is a chunk of its own,
 * fetched once per page lifetime by whichever part of the page needs it first. A part that shows
 * a widget only once the page has its code anyway (the header's basket beside a product page's
 * samples button) hears when it arrives.
 */
import { announceArrival } from './arrivals';

export interface WidgetModule<T> {
  /** Fetches the module, once; stable, so it can be a dependency or a prop. */
  load: () => Promise<T>;
  /** The module if it has arrived. */
  current: () => T | null;
  /** Calls `listener` when the module arrives (at once if it has); answers a function that stops. */
  whenLoaded: (listener: (module: T) => void) => () => void;
}

export function widgetModule<T>(name: string, importModule: () => Promise<T>): WidgetModule<T> {
  let request: Promise<T> | null = null;
  let module: T | null = null;
  const listeners = new Set<(module: T) => void>();
  return {
    load: () => {
      request ??= importModule().then(
        (arrived) => {
          module = arrived;
          announceArrival(name);
          for (const listener of listeners) listener(arrived);
          listeners.clear();
          return arrived;
        },
        (error: unknown) => {
          request = null; // the next need tries again
          throw error;
        },
      );
      return request;
    },
    current: () => module,
    whenLoaded: (listener) => {
      if (module) {
        listener(module);
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const samplesModule = widgetModule('samples', () => import('@gh/widgets/samples'));
export const storeLinkModule = widgetModule('store-link', () => import('@gh/widgets/store-link'));
export const calculatorModule = widgetModule('calculator', () => import('@gh/widgets/calculator'));
export const visualiserModule = widgetModule('visualiser', () => import('@gh/widgets/visualiser'));
