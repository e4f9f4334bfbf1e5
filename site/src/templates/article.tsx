/** /news/{slug}: one article or guide. */
import { graphql, Link, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { nodeHead } from '../components/Seo';
import { CmsHtml } from '../components/ui/CmsHtml';
import { MediaImage } from '../components/ui/MediaImage';
import type { RegionPageContext } from '../routing';

type ArticleData = Queries.ArticleQuery;

export default function Article({ data, pageContext }: PageProps<ArticleData, RegionPageContext>) {
  const { region, basePath } = pageContext;
  const article = data.article;
  return (
    <Layout region={region} basePath={basePath}>
      <article className="article">
        <header className="article__header">
          <p className="page-hero__eyebrow">
            <Link to={`/${region}/news`}>News and guides</Link>
            {article?.relationships?.field_category?.name
              ? ` · ${article.relationships.field_category.name}`
              : null}
          </p>
          <h1 className="page-hero__title">{article?.title}</h1>
          {article?.created ? <p className="article__date">{article.created}</p> : null}
          {article?.field_summary ? (
            <p className="page-hero__summary">{article.field_summary}</p>
          ) : null}
        </header>
        {article?.relationships?.field_image?.image ? (
          <MediaImage
            image={article.relationships.field_image.image}
            alt={article.field_image?.alt ?? ''}
            className="article__image"
            sizes="(min-width: 960px) 880px, 100vw"
            priority
          />
        ) : null}
        <CmsHtml html={article?.body?.html} className="cms-html article__body" />
      </article>
    </Layout>
  );
}

export const Head = nodeHead('Article', (data: ArticleData) => ({
  node: data.article,
  image: data.article?.relationships?.field_image?.image?.src,
  type: 'article',
}));

export const query = graphql`
  query Article($id: String!) {
    article: nodeArticle(id: { eq: $id }) {
      title
      created(formatString: "D MMMM YYYY")
      field_summary
      body {
        html
      }
      field_image {
        alt
      }
      relationships {
        field_image {
          image(width: 880, height: 495) {
            ...Rendition
          }
        }
        field_category {
          name
        }
      }
    }
  }
`;
