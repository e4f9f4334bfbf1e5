/** /inspiration/trend-reports: every trend card, the built-in ones always among them. */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { CmsHtml } from '../components/ui/CmsHtml';
import { heroProps, PageHero } from '../sections/PageHero';
import { TrendCards, toTrendCard } from '../sections/TrendCards';
import { pagePath, type RegionPageContext } from './types';

type TrendReportsData = Queries.TrendReportsQuery;

export default function TrendReports({
  data,
  pageContext,
}: PageProps<TrendReportsData, RegionPageContext>) {
  const { region, basePath } = pageContext;
  return (
    <Layout region={region} basePath={basePath}>
      {data.page ? <PageHero {...heroProps(data.page)} /> : null}
      <div className="page-sections">
        <CmsHtml html={data.page?.body?.html} />
        <TrendCards
          region={region}
          initial={data.trends.nodes.map(toTrendCard)}
          refresh
          title="All trend reports"
        />
      </div>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<TrendReportsData, RegionPageContext>) {
  return (
    <Seo
      title={data.page?.title ?? 'Trend reports'}
      description={data.page?.field_summary}
      path={pagePath(pageContext)}
      alternates={pageContext.alternates}
    />
  );
}

export const query = graphql`
  query TrendReports($id: String!, $website: String!) {
    page: nodePage(id: { eq: $id }) {
      ...PageHeroFields
      body {
        html
      }
    }
    trends: allNodeTrend(filter: { field_website: { eq: $website } }, sort: { created: DESC }) {
      nodes {
        ...TrendCardFields
      }
    }
  }
`;
