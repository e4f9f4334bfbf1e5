/**
 * Trend report cards: the region's reports with their palettes, then the built-in cards (SPEC.md
 * section 3). The build already holds the reports it sourced; the index (`refresh`) also asks the
 * content service for newer ones once the page is up (SPEC.md section 7), through the
 * <site-trend-cards> island (src/islands/trend-cards.ts), and when that fails it logs a warning
 * and keeps the cards it has (SPEC.md section 8).
 */
import { type TrendCard, withBuiltInTrendCards } from '@gh/shared/palette';
import type { Region } from '@gh/shared/regions';
import { graphql } from 'gatsby';
import { PaletteBar } from '../components/ui/PaletteBar';
import { CardGrid } from './CardGrid';
import './trend-cards.css';

export function TrendCards({
  region,
  initial,
  refresh = false,
  title,
  limit,
}: {
  region: Region;
  initial: TrendCard[];
  /** Ask the content service for the current list after the page is up. */
  refresh?: boolean;
  title?: string;
  limit?: number;
}) {
  const cards = withBuiltInTrendCards(initial);
  const shown = limit ? cards.slice(0, limit) : cards;
  const grid = (
    <CardGrid
      id="trend-cards"
      title={title}
      cards={shown.map((card) => ({
        key: card.slug,
        href: `/${region}/inspiration/trend-reports/${card.slug}`,
        title: card.title,
        summary: card.subtitle,
        visual: (
          <PaletteBar
            colours={card.colors}
            className="card__palette"
            label={`${card.title} palette`}
          />
        ),
      }))}
    />
  );
  return refresh ? <site-trend-cards region={region}>{grid}</site-trend-cards> : grid;
}

export const query = graphql`
  fragment TrendCardFields on node__trend {
    title
    field_slug
    field_subtitle
    relationships {
      field_palette {
        field_hex
      }
    }
  }
`;
