/**
 * The catalogue's data-layer events (SPEC.md sections 4 and 5) through @gh/shared/analytics:
 * view_item_list once per list when it is visible and its items settled for 60 ms, select_item
 * when a card is chosen, view_item when a product page opens.
 */
import {
  type AnalyticsItem,
  createEventSender,
  createListTracker,
  type DataLayer,
} from '@gh/shared/analytics';
import { type RefObject, useEffect, useRef } from 'react';
import type { ProductCardData } from './cards';

/** The tag manager's data layer, created when the tag manager has not loaded yet. */
export function pageDataLayer(): DataLayer {
  const page = window as unknown as { dataLayer?: DataLayer };
  page.dataLayer ??= [] as unknown as DataLayer;
  return page.dataLayer;
}

export function cardItem(card: ProductCardData, index: number): AnalyticsItem {
  return {
    item_id: card.productCode,
    item_name: card.name,
    item_brand: card.brand || undefined,
    item_category: card.productType,
    item_category2: card.subType ?? undefined,
    item_variant: card.colourName || undefined,
    index,
  };
}

export interface ListIdentity {
  listId: string;
  listName: string;
}

/**
 * Tracks one list: its cards register as they render and the list's element reports its
 * visibility. The fired flag resets with the path and, for a filtered list, with the query.
 */
export function useListTracking(
  list: ListIdentity,
  cards: readonly ProductCardData[],
  element: RefObject<HTMLElement | null>,
) {
  const { listId, listName } = list;
  const tracker = useRef<ReturnType<typeof createListTracker> | null>(null);
  useEffect(() => {
    const created = createListTracker({
      dataLayer: pageDataLayer(),
      listId,
      listName,
      resetOnQuery: true,
      location: { pathname: window.location.pathname, search: window.location.search },
    });
    tracker.current = created;
    const target = element.current;
    const observer =
      target && 'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => {
            created.setVisible(entries.some((entry) => entry.isIntersecting));
          })
        : null;
    if (target && observer) observer.observe(target);
    else created.setVisible(true);
    return () => {
      observer?.disconnect();
      created.dispose();
      tracker.current = null;
    };
  }, [listId, listName, element]);

  useEffect(() => {
    const current = tracker.current;
    if (!current) return;
    current.locationChanged({ pathname: window.location.pathname, search: window.location.search });
    const unregister = cards.map((card, index) => current.register(cardItem(card, index)));
    return () => {
      for (const stop of unregister) stop();
    };
  }, [cards]);
}

/** select_item with the one chosen card (each click is its own event). */
export function sendSelectItem(list: ListIdentity, card: ProductCardData, index: number): void {
  createEventSender({ dataLayer: pageDataLayer() }).send({
    key: 'select_item',
    item_list_id: list.listId,
    item_list_name: list.listName,
    items: [{ ...cardItem(card, index), item_list_id: list.listId, item_list_name: list.listName }],
  });
}
