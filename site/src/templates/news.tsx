/** /news: the news and guides landing page and the region's articles, newest first. */
import { graphql } from 'gatsby';
import { articleCard } from '../cards/article';
import { CardGrid } from '../sections/CardGrid';
import { landingPage, landingPageHead } from '../sections/LandingPage';

export default landingPage<Queries.NewsQuery>(({ articles }, { region }) => (
  <CardGrid
    id="articles"
    title="Latest"
    cards={articles.nodes.map((article) => articleCard(article, region))}
  />
));

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
