/** /inspiration/trend-reports: every trend card, the built-in ones always among them. */
import { graphql } from 'gatsby';
import { toTrendCard } from '../components/trend-card';
import { landingPage, landingPageHead } from '../sections/LandingPage';
import { TrendCards } from '../sections/TrendCards';

export default landingPage<Queries.TrendReportsQuery>(({ trends }, { region }) => (
  <TrendCards
    region={region}
    initial={trends.nodes.map(toTrendCard)}
    refresh
    title="All trend reports"
  />
));

export const Head = landingPageHead('Trend reports');

export const query = graphql`
  query TrendReports($id: String!, $website: String!) {
    page: nodePage(id: { eq: $id }) {
      ...LandingPageFields
    }
    trends: allNodeTrend(filter: { field_website: { eq: $website } }, sort: { created: DESC }) {
      nodes {
        ...TrendCardFields
      }
    }
  }
`;
