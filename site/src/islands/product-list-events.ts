/**
 * The data-layer events of a `<site-product-list>` (product-list.ts), through
 * @gh/shared/analytics as the catalogue's lists send them (catalogue/analytics.ts): each card's
 * `data-item` is its analytics item, written by the build.
 */
import {
  type AnalyticsItem,
  createEventSender,
  createListTracker,
  type DataLayer,
} from '@gh/shared/analytics';

/** The page's data layer, made if the tag manager has not made it yet. */
export function pageDataLayer(): DataLayer {
  const page = window as unknown as { dataLayer?: DataLayer };
  page.dataLayer ??= [] as unknown as DataLayer;
  return page.dataLayer;
}

function itemOf(card: Element): AnalyticsItem | null {
  try {
    return JSON.parse((card as HTMLElement).dataset.item ?? 'null');
  } catch {
    return null;
  }
}

export function trackProductList(list: HTMLElement, signal: AbortSignal): void {
  const listId = list.getAttribute('list-id') ?? '';
  const listName = list.getAttribute('list-name') ?? '';
  const tracker = createListTracker({
    dataLayer: pageDataLayer(),
    listId,
    listName,
    resetOnQuery: true,
    location: { pathname: window.location.pathname, search: window.location.search },
  });
  for (const card of list.querySelectorAll('[data-item]')) {
    const item = itemOf(card);
    if (item) tracker.register(item);
  }
  const observer = new IntersectionObserver((entries) => {
    tracker.setVisible(entries.some((entry) => entry.isIntersecting));
  });
  // The cards' own element (a grid's list, a carousel's slider) is what comes into view.
  const grid = list.querySelector('[data-list-id]') ?? list;
  observer.observe(grid);
  list.addEventListener(
    'click',
    (event) => {
      const card = (event.target as Element).closest('[data-item]');
      if (!card || !(event.target as Element).closest('.product-card__link')) return;
      const item = itemOf(card);
      if (!item) return;
      createEventSender({ dataLayer: pageDataLayer() }).send({
        key: 'select_item',
        item_list_id: listId,
        item_list_name: listName,
        items: [{ ...item, item_list_id: listId, item_list_name: listName }],
      });
    },
    { signal },
  );
  signal.addEventListener('abort', () => {
    observer.disconnect();
    tracker.dispose();
  });
}
