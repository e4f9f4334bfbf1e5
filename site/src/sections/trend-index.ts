/**
 * The trend index call of SPEC.md section 7, framework-free: the trend report cards a page asks
 * the content service for once it is up (the <site-trend-cards> island, src/islands/).
 */
import { type TrendCard, trendCardColours } from '@gh/shared/palette';
import type { Region } from '@gh/shared/regions';

const CONTENT_BASE = process.env.GATSBY_CONTENT_URL || '';

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
