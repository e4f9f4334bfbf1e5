/**
 * A list of product cards (ProductCard.tsx); it reports view_item_list and select_item
 * (analytics.ts). On a page without Gatsby's runtime (`island`) the same list is written for the
 * <site-product-list> island (src/islands/product-list.ts), which reports the same events from
 * each card's item and lays the room pictures over the cards.
 */
import { type ReactNode, useRef } from 'react';
import { HydrationSlice } from '../hydration/HydrationSlice';
import { cardItem, type ListIdentity, sendSelectItem, useListTracking } from './analytics';
import type { ProductCardData } from './cards';
import { ProductCard } from './ProductCard';
import './product-grid.css';

export interface ProductGridProps extends ListIdentity {
  cards: readonly ProductCardData[];
  /** The first row is above the fold on the product list: its images load at once. */
  priorityCount?: number;
  labelledBy?: string;
  /** Cards name their product's collection (search results). */
  withCollection?: boolean;
  /** What stands under a card beside its link, such as its Free Samples button. */
  actions?(card: ProductCardData): ReactNode;
  /** Written for the <site-product-list> island, on a page without Gatsby's runtime. */
  island?: boolean;
}

const CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, calc(50vw - 1.7rem)';

/** The list as the island enhances it: each card carries its analytics item. */
function IslandGrid({
  cards,
  listId,
  listName,
  labelledBy,
  withCollection,
  actions,
}: ProductGridProps) {
  return (
    <site-product-list list-id={listId} list-name={listName}>
      <ul className="product-grid" aria-labelledby={labelledBy} data-list-id={listId}>
        {cards.map((card, index) => (
          <li
            key={card.productCode}
            className="product-card"
            data-item={JSON.stringify(cardItem(card, index))}
          >
            <ProductCard
              card={card}
              sizes={CARD_SIZES}
              withCollection={withCollection}
              roomTemplate
            />
            {actions?.(card)}
          </li>
        ))}
      </ul>
    </site-product-list>
  );
}

export function ProductGrid(props: ProductGridProps) {
  return props.island ? <IslandGrid {...props} /> : <HydratedGrid {...props} />;
}

function HydratedGrid({
  cards,
  listId,
  listName,
  priorityCount = 0,
  labelledBy,
  withCollection,
  actions,
}: ProductGridProps) {
  const element = useRef<HTMLUListElement>(null);
  const list = { listId, listName };
  useListTracking(list, cards, element);
  return (
    <ul className="product-grid" ref={element} aria-labelledby={labelledBy} data-list-id={listId}>
      {cards.map((card, index) => (
        // Each card hydrates in its own turn: a full grid at once is a long task on a phone.
        <HydrationSlice key={card.productCode}>
          <li className="product-card">
            <ProductCard
              card={card}
              sizes={CARD_SIZES}
              priority={index < priorityCount}
              onSelect={() => sendSelectItem(list, card, index)}
              withCollection={withCollection}
            />
            {actions?.(card)}
          </li>
        </HydrationSlice>
      ))}
    </ul>
  );
}
