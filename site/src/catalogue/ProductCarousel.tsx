/**
 * The product carousel (SPEC.md sections 2.13 and 9) over swiper: it tracks the beginning, the
 * end, whether it is locked (every card fits; then it is centred) and the real slide index.
 * The cards are in the built page as a plain row; swiper is loaded when the carousel comes near
 * the viewport (it sits below the fold, so a page's start does not pay for it) and takes over the
 * same markup, with the defaults of section 9 (600 ms, a 30 px gap, automatic slides
 * per view, overflow watching and resize updates, a position refresh 50 ms after mount). On a page
 * without Gatsby's runtime (`island`) the same markup is written for the <site-carousel> island
 * (src/islands/carousel.ts), with the cards in a <site-product-list> that reports their events.
 */

import { onNear } from '@gh/shared/schedule';
import { useEffect, useRef, useState } from 'react';
import { cardItem, type ListIdentity, sendSelectItem, useListTracking } from './analytics';
import type { ProductCardData } from './cards';
import { ProductCard } from './ProductCard';
import './product-carousel.css';

export interface CarouselPosition {
  beginning: boolean;
  end: boolean;
  locked: boolean;
  realIndex: number;
}

const START: CarouselPosition = { beginning: true, end: false, locked: false, realIndex: 0 };

interface SwiperLike {
  isBeginning: boolean;
  isEnd: boolean;
  isLocked: boolean;
  realIndex: number;
  slidePrev(): void;
  slideNext(): void;
  update(): void;
  destroy(): void;
  on(event: string, handler: () => void): void;
}

type ProductCarouselProps = ListIdentity & {
  cards: readonly ProductCardData[];
  title: string;
  /** Written for the <site-carousel> island, on a page without Gatsby's runtime. */
  island?: boolean;
};

/** The carousel as its island enhances it: each card carries its analytics item. */
function IslandCarousel({ cards, title, listId, listName }: ProductCarouselProps) {
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

export function ProductCarousel(props: ProductCarouselProps) {
  return props.island ? <IslandCarousel {...props} /> : <HydratedCarousel {...props} />;
}

function HydratedCarousel({ cards, title, listId, listName }: ProductCarouselProps) {
  const container = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperLike | null>(null);
  const [position, setPosition] = useState<CarouselPosition>(START);
  const list = { listId, listName };
  useListTracking(list, cards, container);

  useEffect(() => {
    const element = container.current;
    if (!element || cards.length === 0) return;
    let destroyed = false;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const start = () =>
      import('../components/ui/swiper-parts').then(({ Swiper, A11y, Keyboard }) => {
        if (destroyed) return;
        const instance = new Swiper(element, {
          modules: [A11y, Keyboard],
          speed: 600,
          spaceBetween: 30,
          slidesPerView: 'auto',
          watchOverflow: true,
          updateOnWindowResize: true,
          centerInsufficientSlides: true,
          keyboard: { enabled: true },
          a11y: { enabled: true },
        }) as unknown as SwiperLike;
        swiper.current = instance;
        const track = () =>
          setPosition({
            beginning: instance.isBeginning,
            end: instance.isEnd,
            locked: instance.isLocked,
            realIndex: instance.realIndex,
          });
        for (const event of [
          'slideChange',
          'reachBeginning',
          'reachEnd',
          'lock',
          'unlock',
          'resize',
        ])
          instance.on(event, track);
        refresh = setTimeout(() => {
          instance.update();
          track();
        }, 50);
        track();
      });
    const stopWatching = onNear(element, '400px 0px', () => void start());
    return () => {
      destroyed = true;
      stopWatching();
      if (refresh) clearTimeout(refresh);
      swiper.current?.destroy();
      swiper.current = null;
    };
  }, [cards]);

  if (cards.length === 0) return null;
  return (
    <section
      className={`product-related${position.locked ? ' product-carousel--locked' : ''}`}
      aria-labelledby={`${listId}-title`}
      data-beginning={position.beginning}
      data-end={position.end}
      data-locked={position.locked}
      data-index={position.realIndex}
    >
      <h2 id={`${listId}-title`}>{title}</h2>
      {position.locked ? null : (
        <div className="product-carousel__controls">
          <button
            type="button"
            className="button button--secondary"
            aria-label="Previous products"
            disabled={position.beginning}
            onClick={() => swiper.current?.slidePrev()}
          >
            ‹
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-label="Next products"
            disabled={position.end}
            onClick={() => swiper.current?.slideNext()}
          >
            ›
          </button>
        </div>
      )}
      <div className="swiper product-carousel" ref={container}>
        {/* Divs, not a list: swiper gives each slide the group role of the carousel pattern. */}
        <div className="swiper-wrapper">
          {cards.map((card, index) => (
            <div key={card.productCode} className="swiper-slide product-card">
              <ProductCard
                card={card}
                sizes="240px"
                onSelect={() => sendSelectItem(list, card, index)}
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
