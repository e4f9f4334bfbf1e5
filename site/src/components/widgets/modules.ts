/**
 * The widget modules (@gh/widgets/<widget>) the site's pages load: each is a chunk of its own,
 * fetched once per page lifetime by whichever part of the page needs it first. A part that shows
 * a widget only once the page has its code anyway (the header's basket beside a product page's
 * samples button) hears when it arrives.
 */
import { isRegion } from '@gh/shared/regions';
import { announceBasketCount } from './basket-count';

export interface WidgetModule<T> {
  /** Fetches the module, once; stable, so it can be a dependency or a prop. */
  load: () => Promise<T>;
  /** The module if it has arrived. */
  current: () => T | null;
  /** Calls `listener` when the module arrives (at once if it has); answers a function that stops. */
  whenLoaded: (listener: (module: T) => void) => () => void;
}

export function widgetModule<T>(importModule: () => Promise<T>): WidgetModule<T> {
  let request: Promise<T> | null = null;
  let module: T | null = null;
  const listeners = new Set<(module: T) => void>();
  return {
    load: () => {
      request ??= importModule().then(
        (arrived) => {
          module = arrived;
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

/**
 * The page's basket, followed for the header once the samples widget is on the page: the header's
 * button (src/islands/samples-button.ts) shows its count without a second copy of the widget.
 */
async function followBasket(): Promise<void> {
  const region = document.documentElement.dataset.region;
  if (!isRegion(region)) return;
  const { clientStores, hydrated } = await import('../../state/stores');
  const { samples } = clientStores(region);
  await hydrated(samples);
  announceBasketCount(samples.getState().variantSamples.length);
  samples.subscribe((state) => announceBasketCount(state.variantSamples.length));
}

export const samplesModule = widgetModule(async () => {
  const module = await import('@gh/widgets/samples');
  void followBasket().catch((error: unknown) => console.warn('The basket is not followed', error));
  return module;
});
export const storeLinkModule = widgetModule(() => import('@gh/widgets/store-link'));
