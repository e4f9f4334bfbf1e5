/** /inspiration/trend-reports: every trend card, the built-in ones always among them. */
import { graphql, type PageProps } from 'gatsby';
import { toTrendCard } from '../components/trend-card';
import type { RegionPageContext } from '../routing';
import { LandingPage, landingPageHead } from '../sections/LandingPage';
import { TrendCards } from '../sections/TrendCards';

type TrendReportsData = Queries.TrendReportsQuery;

export default function TrendReports({
  data,
  pageContext,
}: PageProps<TrendReportsData, RegionPageContext>) {
  return (
    <LandingPage page={data.page} context={pageContext}>
      <TrendCards
        region={pageContext.region}
        initial={data.trends.nodes.map(toTrendCard)}
        refresh
        title="All trend reports"
      />
    </LandingPage>
  );
}

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
