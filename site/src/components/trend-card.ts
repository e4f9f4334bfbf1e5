/**
 * A trend report's card (title, slug, subtitle and palette) from its CMS node, wherever trend
 * reports are listed: the trend cards section (its TrendCardFields fragment) and the inspiration
 * menu.
 */
import { type TrendCard, trendCardColours } from '@gh/shared/palette';

/** Its card fields, typed by graphqlTypegen from TrendCardFields (sections/TrendCards.tsx). */
export type TrendCardData = Queries.TrendCardFieldsFragment;

export function toTrendCard(trend: TrendCardData): TrendCard {
  return {
    title: trend.title ?? '',
    slug: trend.field_slug ?? '',
    subtitle: trend.field_subtitle ?? '',
    colors: trendCardColours(
      (trend.relationships?.field_palette ?? []).flatMap((swatch) =>
        swatch?.field_hex ? [swatch.field_hex] : [],
      ),
    ),
  };
}
