/** A list of product cards (ProductCard.tsx); it reports view_item_list and select_item (analytics.ts). */
import { type ReactNode, useRef } from 'react';
import { HydrationSlice } from '../hydration/HydrationSlice';
import { type ListIdentity, sendSelectItem, useListTracking } from './analytics';
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
}

export function ProductGrid({
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
              sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, calc(50vw - 1.7rem)"
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
