/** /inspiration/design-partners: the designers who work with us. */
import { graphql, type PageProps } from 'gatsby';
import { partnerCard } from '../cards/partner';
import type { RegionPageContext } from '../routing';
import { CardGrid } from '../sections/CardGrid';
import { LandingPage, landingPageHead } from '../sections/LandingPage';

type PartnersData = Queries.DesignPartnersQuery;

export default function DesignPartners({
  data,
  pageContext,
}: PageProps<PartnersData, RegionPageContext>) {
  return (
    <LandingPage page={data.page} context={pageContext}>
      <CardGrid
        id="partners"
        title="Our design partners"
        cards={data.partners.nodes.map((partner) => partnerCard(partner, pageContext.region))}
      />
    </LandingPage>
  );
}

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
