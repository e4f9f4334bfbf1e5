/**
 * Trend report cards: the region's reports with their palettes, then the built-in cards (SPEC.md
 * section 3). The build already holds the reports it sourced; the index also asks the content
 * service for newer ones once the page is up (SPEC.md section 7), and when that fails it logs a
 * warning and keeps the cards it has (SPEC.md section 8).
 */
import { type TrendCard, trendCardColours, withBuiltInTrendCards } from '@gh/shared/palette';
import type { Region } from '@gh/shared/regions';
import { graphql } from 'gatsby';
import { useEffect, useState } from 'react';
import { PaletteBar } from '../components/ui/PaletteBar';
import { CardGrid } from './CardGrid';
import './trend-cards.css';

const CONTENT_BASE = process.env.GATSBY_CONTENT_URL ?? '';

interface TrendDocument {
  data: {
    attributes: { title?: string; field_slug?: string; field_subtitle?: string };
    relationships?: { field_palette?: { data?: { id: string }[] } };
  }[];
  included?: { id: string; attributes: { field_hex?: string } }[];
}

/** The trend index call of SPEC.md section 7: newest first, this website, palettes included. */
export async function loadTrendCards(region: Region, limit = 50): Promise<TrendCard[]> {
  const params = new URLSearchParams({
    sort: '-created',
    'filter[field_website]': `GHRES-${region}`,
    include: 'field_palette',
    'page[limit]': String(limit),
    'fields[node--trend]': 'title,field_slug,field_subtitle,field_palette',
    'fields[paragraph--palette]': 'field_hex',
  });
  const path = `/jsonapi/node/trend?${params}`;
  const response = await fetch(`${CONTENT_BASE}${path}`, {
    headers: { accept: 'application/vnd.api+json' },
  });
  if (!response.ok) throw new Error(`Content request failed with HTTP ${response.status}: ${path}`);
  const document = (await response.json()) as TrendDocument;
  const hexById = new Map(
    (document.included ?? []).map((item) => [item.id, item.attributes.field_hex ?? '']),
  );
  return document.data
    .filter((trend) => trend.attributes.field_slug)
    .map((trend) => ({
      title: trend.attributes.title ?? '',
      slug: trend.attributes.field_slug ?? '',
      subtitle: trend.attributes.field_subtitle ?? '',
      colors: trendCardColours(
        (trend.relationships?.field_palette?.data ?? []).flatMap((ref) => {
          const hex = hexById.get(ref.id);
          return hex ? [hex] : [];
        }),
      ),
    }));
}

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
  const [cards, setCards] = useState(() => withBuiltInTrendCards(initial));
  useEffect(() => {
    if (!refresh) return;
    let cancelled = false;
    loadTrendCards(region)
      .then((loaded) => {
        if (!cancelled) setCards(withBuiltInTrendCards(loaded));
      })
      .catch((error: unknown) =>
        console.warn('Trend cards could not be loaded; showing the built-in cards', error),
      );
    return () => {
      cancelled = true;
    };
  }, [refresh, region]);
  const shown = limit ? cards.slice(0, limit) : cards;
  return (
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
