/** A region's home page: its slideshow, the newest trend reports and guides, and the way in. */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { articleCard } from '../cards/article';
import { Layout } from '../components/Layout';
import { PageSeo } from '../components/Seo';
import { toTrendCard } from '../components/trend-card';
import type { RegionPageContext } from '../routing';
import { type Card, CardGrid } from '../sections/CardGrid';
import { EntryTiles } from '../sections/EntryTiles';
import { Slideshow } from '../sections/Slideshow';
import { TrendCards } from '../sections/TrendCards';

/** The page's data, typed by Gatsby's graphqlTypegen from the query below. */
type HomeData = Queries.HomeQuery;

const TITLES: Readonly<Record<string, string>> = {
  au: 'Carpet and hard flooring for Australian homes',
  nz: 'Carpet and hard flooring for New Zealand homes',
  na: 'Carpet for North American homes',
};

export default function Home({ data, pageContext }: PageProps<HomeData, RegionPageContext>) {
  const { region, basePath } = pageContext;
  const articles: Card[] = data.articles.nodes.map((article) => articleCard(article, region));
  return (
    <Layout region={region} basePath={basePath} headerColourMode="dark">
      {data.slideshow ? (
        <Slideshow slideshow={data.slideshow} region={region} />
      ) : (
        <h1 className="page-title">{TITLES[region]}</h1>
      )}
      <div className="page-sections">
        <EntryTiles region={region} />
        <TrendCards
          region={region}
          initial={data.trends.nodes.map(toTrendCard)}
          title="Trend reports"
          limit={3}
        />
        <CardGrid id="home-guides" title="Guides and news" cards={articles} />
      </div>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<HomeData, RegionPageContext>) {
  return <PageSeo context={pageContext} title={TITLES[pageContext.region] ?? 'GH Flooring'} />;
}

export const query = graphql`
  query Home($slideshowId: String!, $website: String!) {
    slideshow: nodeSlideshow(id: { eq: $slideshowId }) {
      title
      ...SlideshowFields
    }
    trends: allNodeTrend(filter: { field_website: { eq: $website } }, sort: { created: DESC }, limit: 3) {
      nodes {
        ...TrendCardFields
      }
    }
    articles: allNodeArticle(filter: { field_website: { eq: $website } }, sort: { created: DESC }, limit: 3) {
      nodes {
        ...ArticleCardFields
      }
    }
  }
`;
