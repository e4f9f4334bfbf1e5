/** /news: the news and guides landing page and the region's articles, newest first. */
import { graphql, type PageProps } from 'gatsby';
import { articleCard } from '../cards/article';
import type { RegionPageContext } from '../routing';
import { CardGrid } from '../sections/CardGrid';
import { LandingPage, landingPageHead } from '../sections/LandingPage';

type NewsData = Queries.NewsQuery;

export default function News({ data, pageContext }: PageProps<NewsData, RegionPageContext>) {
  return (
    <LandingPage page={data.page} context={pageContext}>
      <CardGrid
        id="articles"
        title="Latest"
        cards={data.articles.nodes.map((article) => articleCard(article, pageContext.region))}
      />
    </LandingPage>
  );
}

export const Head = landingPageHead('News');

export const query = graphql`
  query News($id: String!, $website: String!) {
    page: nodePage(id: { eq: $id }) {
      ...LandingPageFields
    }
    articles: allNodeArticle(filter: { field_website: { eq: $website } }, sort: { created: DESC }) {
      nodes {
        ...ArticleCardFields
      }
    }
  }
`;
