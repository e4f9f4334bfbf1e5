/**
 * What the inspiration menu shows (SPEC.md sections 2.3 and 9): the region's trend reports, newest
 * first, with their palettes, and the design partners with their 130 by 130 portraits. The shared
 * inspirationMenu decides how many of each a region shows.
 */
import type { InspirationEntry } from '@gh/shared/navigation';
import { type TrendCard, withBuiltInTrendCards } from '@gh/shared/palette';
import type { Region } from '@gh/shared/regions';
import { graphql, useStaticQuery } from 'gatsby';
import { toTrendCard } from '../trend-card';
import type { ResponsiveImage } from '../ui/MediaImage';

type InspirationQuery = Queries.InspirationMenuQuery;

export interface TrendMenuEntry extends InspirationEntry, TrendCard {}
export interface PartnerMenuEntry extends InspirationEntry {
  role: string;
  portrait: ResponsiveImage | null;
  alt: string;
}

export function useInspirationContent(region: Region) {
  const data = useStaticQuery<InspirationQuery>(graphql`
    query InspirationMenu {
      trends: allNodeTrend(sort: { created: DESC }) {
        nodes {
          title
          field_slug
          field_subtitle
          field_website
          relationships {
            field_palette {
              field_hex
            }
          }
        }
      }
      partners: allNodePage(
        filter: { field_page_type: { eq: "design_partner" } }
        sort: { title: ASC }
      ) {
        nodes {
          title
          field_slug
          field_role
          field_website
          field_portrait {
            alt
          }
          relationships {
            field_portrait {
              image(width: 130, height: 130) {
                src
                srcSet
                width
                height
              }
            }
          }
        }
      }
    }
  `);
  const website = `GHRES-${region}`;
  const loaded: TrendMenuEntry[] = data.trends.nodes
    .filter((trend) => trend.field_website?.includes(website) && trend.field_slug)
    .map(toTrendCard);
  const trendReports: TrendMenuEntry[] = withBuiltInTrendCards(loaded);
  const designPartners: PartnerMenuEntry[] = data.partners.nodes
    .filter((partner) => partner.field_website?.includes(website) && partner.field_slug)
    .map((partner) => ({
      title: partner.title ?? '',
      slug: partner.field_slug ?? '',
      role: partner.field_role ?? '',
      portrait: partner.relationships?.field_portrait?.image ?? null,
      alt: partner.field_portrait?.alt ?? '',
    }));
  return { trendReports, designPartners };
}
