/** A grid of linked cards (news, projects, partners, rooms): image, title and a short summary. */
import { Link } from 'gatsby';
import type { CSSProperties, ReactNode } from 'react';
import { Heading } from '../components/ui/Heading';
import { MediaImage, type ResponsiveImage } from '../components/ui/MediaImage';
import { HydrationSlice } from '../hydration/HydrationSlice';
import { gridColumns } from './grid-columns';
import './card-grid.css';

export interface Card {
  key: string;
  href: string;
  title: string;
  summary?: string | null;
  image?: ResponsiveImage | null;
  /** Above the image: a date, a category, a role. */
  meta?: ReactNode;
  /** Replaces the image (trend cards draw their palette). */
  visual?: ReactNode;
}

export function CardGrid({ title, cards, id }: { title?: string; cards: Card[]; id?: string }) {
  if (cards.length === 0) return null;
  const headingId = id ? `${id}-title` : undefined;
  const columns = gridColumns(cards.length);
  const style = { '--columns-medium': columns.medium, '--columns-wide': columns.wide };
  return (
    <HydrationSlice>
      <section className="card-grid" aria-labelledby={headingId}>
        {title ? <Heading id={headingId}>{title}</Heading> : null}
        <ul className="card-grid__list" style={style as CSSProperties}>
          {cards.map((card) => (
            <li key={card.key} className="card">
              <Link to={card.href} className="card__link">
                {card.visual ??
                  (card.image !== undefined ? (
                    <MediaImage
                      image={card.image}
                      alt=""
                      className="card__image"
                      sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                    />
                  ) : null)}
                <span className="card__body">
                  {card.meta ? <span className="card__meta">{card.meta}</span> : null}
                  <span className="card__title">{card.title}</span>
                  {card.summary ? <span className="card__summary">{card.summary}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </HydrationSlice>
  );
}
