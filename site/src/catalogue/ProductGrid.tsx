/**
 * A list of product cards: the swatch of the colourway shown (space reserved, so nothing shifts
 * as images arrive), name, that colourway's name, up to five colour dots and '+N', brand and
 * colour count; it reports view_item_list and select_item (catalogue/analytics.ts).
 */
import { Link } from 'gatsby';
import { useRef } from 'react';
import { MediaImage } from '../components/ui/MediaImage';
import { type ListIdentity, sendSelectItem, useListTracking } from './analytics';
import type { ProductCardData } from './cards';
import './catalogue.css';

export interface ProductGridProps extends ListIdentity {
  cards: readonly ProductCardData[];
  /** The first row is above the fold on the product list: its images load at once. */
  priorityCount?: number;
  labelledBy?: string;
}

export function ProductGrid({
  cards,
  listId,
  listName,
  priorityCount = 0,
  labelledBy,
}: ProductGridProps) {
  const element = useRef<HTMLUListElement>(null);
  const list = { listId, listName };
  useListTracking(list, cards, element);
  return (
    <ul className="product-grid" ref={element} aria-labelledby={labelledBy} data-list-id={listId}>
      {cards.map((card, index) => (
        <li key={card.productCode} className="product-card">
          <Link
            to={card.href}
            className="product-card__link"
            onClick={() => sendSelectItem(list, card, index)}
          >
            <MediaImage
              image={card.image}
              alt=""
              className="product-card__image"
              sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
              priority={index < priorityCount}
            />
            <span className="product-card__name">{card.name}</span>
            {card.colourName ? (
              <span className="product-card__colour">{card.colourName}</span>
            ) : null}
            {card.dots?.length ? (
              // The count in the meta line says it in words; the dots are a picture of it.
              <span className="product-card__dots" aria-hidden="true">
                {card.dots.map((dot) => (
                  <span
                    key={dot.name}
                    className="product-card__dot"
                    style={{ background: dot.hex }}
                    title={dot.name}
                  />
                ))}
                {card.moreColours > 0 ? (
                  <span className="product-card__more">+{card.moreColours}</span>
                ) : null}
              </span>
            ) : null}
            <span className="product-card__meta">
              {card.brand}
              {card.brand ? ' · ' : ''}
              {card.colourCount === 1 ? '1 colour' : `${card.colourCount} colours`}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
