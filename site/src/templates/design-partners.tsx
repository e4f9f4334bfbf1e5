/** /inspiration/design-partners: the designers who work with us. */
import { graphql } from 'gatsby';
import { partnerCard } from '../cards/partner';
import { CardGrid } from '../sections/CardGrid';
import { landingPage, landingPageHead } from '../sections/LandingPage';

export default landingPage<Queries.DesignPartnersQuery>(({ partners }, { region }) => (
  <CardGrid
    id="partners"
    title="Our design partners"
    cards={partners.nodes.map((partner) => partnerCard(partner, region))}
  />
));

export const Head = landingPageHead('Design partners');

export const query = graphql`
  query DesignPartners($id: String!) {
    page: nodePage(id: { eq: $id }) {
      ...LandingPageFields
    }
    partners: allNodePage(filter: { field_page_type: { eq: "design_partner" } }, sort: { title: ASC }) {
      nodes {
        ...PartnerCardFields
      }
    }
  }
`;
