/**
 * The product carousel (SPEC.md sections 2.13 and 9), as the build writes it: the cards in a plain
 * row in swiper's markup, the Previous and Next buttons, and the position on the section
 * (data-beginning, data-end, data-locked, data-index) as it starts. Its behaviour is the
 * <site-carousel> island (src/islands/carousel.ts): swiper with section 9's defaults once the
 * carousel nears the viewport. The cards are in a <site-product-list> (src/islands/product-list.ts),
 * which reports view_item_list and select_item from each card's item.
 */

import { cardItem, type ListIdentity } from './analytics';
import type { ProductCardData } from './cards';
import { ProductCard } from './ProductCard';
import './product-carousel.css';

export function ProductCarousel({
  cards,
  title,
  listId,
  listName,
}: ListIdentity & { cards: readonly ProductCardData[]; title: string }) {
  if (cards.length === 0) return null;
  return (
    <site-carousel>
      <section
        className="product-related"
        aria-labelledby={`${listId}-title`}
        data-beginning="true"
        data-end="false"
        data-locked="false"
        data-index="0"
      >
        <h2 id={`${listId}-title`}>{title}</h2>
        <div className="product-carousel__controls">
          <button
            type="button"
            className="button button--secondary"
            aria-label="Previous products"
            disabled
          >
            ‹
          </button>
          <button type="button" className="button button--secondary" aria-label="Next products">
            ›
          </button>
        </div>
        <site-product-list list-id={listId} list-name={listName}>
          {/* Divs, not a list: swiper gives each slide the group role of the carousel pattern. */}
          <div className="swiper product-carousel" data-list-id={listId}>
            <div className="swiper-wrapper">
              {cards.map((card, index) => (
                <div
                  key={card.productCode}
                  className="swiper-slide product-card"
                  data-item={JSON.stringify(cardItem(card, index))}
                >
                  <ProductCard card={card} sizes="240px" roomTemplate />
                </div>
              ))}
            </div>
          </div>
        </site-product-list>
      </section>
    </site-carousel>
  );
}
