/** The design partner card: its fields, and the card they make wherever it appears. */
import type { Region } from '@gh/shared/regions';
import { graphql } from 'gatsby';
import type { Card } from '../sections/CardGrid';
import { nodeCard } from './node';

/** A design partner's card fields, typed by Gatsby's graphqlTypegen from the fragment below. */
export type PartnerCardData = Queries.PartnerCardFieldsFragment;

/** Portrait, role, name and summary, linking to the partner's page in this region. */
export const partnerCard = (partner: PartnerCardData, region: Region): Card =>
  nodeCard(partner, region, {
    meta: partner.field_role,
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
