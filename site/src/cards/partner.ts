/** The design partner card: its fields, and the card they make wherever it appears. */
import type { Region } from '@gh/shared/regions';
import { graphql } from 'gatsby';
import { nodeHref } from '../routing';
import type { Card } from '../sections/CardGrid';

/** A design partner's card fields, typed by Gatsby's graphqlTypegen from the fragment below. */
export type PartnerCardData = Queries.PartnerCardFieldsFragment;

/** Portrait, role, name and summary, linking to the partner's page in this region. */
export const partnerCard = (partner: PartnerCardData, region: Region): Card => ({
  key: partner.id,
  href: nodeHref(partner, region),
  title: partner.title ?? '',
  meta: partner.field_role,
  summary: partner.field_summary,
  image: partner.relationships?.field_portrait?.image ?? null,
});

export const fragment = graphql`
  fragment PartnerCardFields on node__page {
    id
    title
    field_role
    field_summary
    path {
      alias
    }
    relationships {
      field_portrait {
        image(width: 400, height: 400) {
          ...Rendition
        }
      }
    }
  }
`;
