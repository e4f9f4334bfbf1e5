/** The article card (news and guides): its fields, and the card they make wherever it appears. */
import type { Region } from '@gh/shared/regions';
import { graphql } from 'gatsby';
import type { Card } from '../sections/CardGrid';
import { nodeCard } from './node';

/** An article's card fields, typed by Gatsby's graphqlTypegen from the fragment below. */
export type ArticleCardData = Queries.ArticleCardFieldsFragment;

/** Image, category (else the date), title and summary, linking to the article in this region. */
export const articleCard = (article: ArticleCardData, region: Region): Card =>
  nodeCard(article, region, {
    image: article.relationships?.field_image?.image ?? null,
    meta: article.relationships?.field_category?.name ?? article.created,
  });

export const fragment = graphql`
  fragment ArticleCardFields on node__article {
    id
    title
    created(formatString: "D MMMM YYYY")
    field_summary
    path {
      alias
    }
    relationships {
      field_image {
        image(width: 480, height: 320) {
          ...Rendition
        }
      }
      field_category {
        name
      }
    }
  }
`;
