/** /news: the news and guides landing page and the region's articles, newest first. */
import type { Region } from '@gh/shared/regions';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { CmsHtml } from '../components/ui/CmsHtml';
import { type Card, CardGrid } from '../sections/CardGrid';
import { heroProps, PageHero } from '../sections/PageHero';
import { pagePath, type RegionPageContext } from './types';

export type ArticleCardData = Queries.ArticleCardFieldsFragment;

export const articleCard = (article: ArticleCardData, region: Region): Card => ({
  key: article.id,
  href: `/${region}${article.path?.alias ?? ''}`,
  title: article.title ?? '',
  summary: article.field_summary,
  image: article.relationships?.field_image?.image ?? null,
  meta: article.relationships?.field_category?.name ?? article.created,
});

type NewsData = Queries.NewsQuery;

export default function News({ data, pageContext }: PageProps<NewsData, RegionPageContext>) {
  const { region, basePath } = pageContext;
  return (
    <Layout region={region} basePath={basePath}>
      {data.page ? <PageHero {...heroProps(data.page)} /> : null}
      <div className="page-sections">
        <CmsHtml html={data.page?.body?.html} />
        <CardGrid
          id="articles"
          title="Latest"
          cards={data.articles.nodes.map((article) => articleCard(article, region))}
        />
      </div>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<NewsData, RegionPageContext>) {
  return (
    <Seo
      title={data.page?.title ?? 'News'}
      description={data.page?.field_summary}
      path={pagePath(pageContext)}
      alternates={pageContext.alternates}
    />
  );
}

export const query = graphql`
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
  query News($id: String!, $website: String!) {
    page: nodePage(id: { eq: $id }) {
      ...PageHeroFields
      body {
        html
      }
    }
    articles: allNodeArticle(filter: { field_website: { eq: $website } }, sort: { created: DESC }) {
      nodes {
        ...ArticleCardFields
      }
    }
  }
`;
