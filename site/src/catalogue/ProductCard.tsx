/**
 * The product card, wherever a product appears as a card (the product grids and the carousels):
 * the swatch of the colourway shown (space reserved, so nothing shifts as images arrive), and on
 * hover or keyboard focus that colour laid in a room (its cameo, fetched only once the visitor
 * points at or focuses the card, so a page of cards costs no room pictures), name,
 * that colourway's name, up to five colour dots and '+N', brand and colour count. Its data is made
 * by cards.ts from a catalogue product; the list around it (li or swiper slide) is the caller's.
 */
import { Link } from 'gatsby';
import { useState } from 'react';
import { MediaImage } from '../components/ui/MediaImage';
import type { ProductCardData } from './cards';
import { SQUARE_SIZES, squareRendition } from './square-image';

export interface ProductCardProps {
  card: ProductCardData;
  /** The image's `sizes`: the card's width in the caller's layout. */
  sizes: string;
  /** Above the fold: the image loads at once, with high priority. */
  priority?: boolean;
  /** The visitor followed the card (select_item). */
  onSelect?(): void;
  /** Name the product's collection under its name (search results). */
  withCollection?: boolean;
  /**
   * On a page without Gatsby's runtime: the room picture is written into a <template> that the
   * list's island (src/islands/product-list.ts) lays over the swatch on hover or focus.
   */
  roomTemplate?: boolean;
}

export function ProductCard({
  card,
  sizes,
  priority = false,
  onSelect,
  withCollection = false,
  roomTemplate = false,
}: ProductCardProps) {
  const [roomWanted, setRoomWanted] = useState(false);
  const wantRoom = card.room ? () => setRoomWanted(true) : undefined;
  return (
    <Link
      to={card.href}
      className="product-card__link"
      onClick={onSelect}
      onPointerEnter={wantRoom}
      onFocus={wantRoom}
    >
      <span className="product-card__pictures">
        <MediaImage
          image={squareRendition(card.image, SQUARE_SIZES.card)}
          alt=""
          className="product-card__image"
          sizes={sizes}
          priority={priority}
        />
        {roomTemplate && card.room ? (
          <template className="product-card__room-template">
            <MediaImage
              image={squareRendition(card.room, SQUARE_SIZES.card)}
              alt=""
              className="product-card__image product-card__room"
              sizes={sizes}
            />
          </template>
        ) : null}
        {roomWanted && card.room ? (
          <MediaImage
            image={squareRendition(card.room, SQUARE_SIZES.card)}
            alt=""
            className="product-card__image product-card__room"
            sizes={sizes}
          />
        ) : null}
      </span>
      <span className="product-card__name">{card.name}</span>
      {withCollection && card.collection ? (
        <span className="product-card__collection">{card.collection}</span>
      ) : null}
      {card.colourName ? <span className="product-card__colour">{card.colourName}</span> : null}
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
  );
}
