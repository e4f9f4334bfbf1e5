/** /grouped-highlights/{slug}: a collection of highlights (carpet styles, accessories, warranties). */
import type { Region } from '@gh/shared/regions';
import { graphql, Link, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { nodeHead } from '../components/Seo';
import { CmsHtml } from '../components/ui/CmsHtml';
import { MediaImage } from '../components/ui/MediaImage';
import { linkHref, type RegionPageContext } from '../routing';
import { PageHero } from '../sections/PageHero';

/** The page's data, typed by Gatsby's graphqlTypegen from the query below. */
type HighlightsData = Queries.GroupedHighlightsQuery;
type Highlight = NonNullable<
  NonNullable<NonNullable<HighlightsData['collection']>['relationships']>['field_highlights']
>[number];

function HighlightLink({
  link,
  region,
}: {
  link: NonNullable<Highlight>['field_link'];
  region: Region;
}) {
  if (!link?.uri) return null;
  const href = linkHref(link.uri, region);
  const label = link.title || 'Learn more';
  return href.startsWith('/') ? (
    <Link className="highlight__link" to={href}>
      {label}
    </Link>
  ) : (
    <a className="highlight__link" href={href} rel="noopener">
      {label}
    </a>
  );
}

export default function GroupedHighlights({
  data,
  pageContext,
}: PageProps<HighlightsData, RegionPageContext>) {
  const { region, basePath } = pageContext;
  const collection = data.collection;
  return (
    <Layout region={region} basePath={basePath}>
      <PageHero title={collection?.title ?? 'Highlights'} summary={collection?.field_summary} />
      <div className="page-sections">
        <ul className="highlights">
          {(collection?.relationships?.field_highlights ?? [])
            .flatMap((highlight) => (highlight ? [highlight] : []))
            .map((highlight) => (
              <li key={highlight.id} className="highlight">
                <MediaImage
                  image={highlight.relationships?.field_image?.image}
                  alt={highlight.field_image?.alt ?? ''}
                  className="highlight__image"
                  sizes="(min-width: 768px) 40vw, 100vw"
                />
                <div className="highlight__text">
                  <h2 className="highlight__title">{highlight.field_title}</h2>
                  <CmsHtml html={highlight.field_text?.html} />
                  <HighlightLink link={highlight.field_link} region={region} />
                </div>
              </li>
            ))}
        </ul>
        <CmsHtml html={collection?.body?.html} />
      </div>
    </Layout>
  );
}

export const Head = nodeHead('Highlights', (data: HighlightsData) => ({ node: data.collection }));

export const query = graphql`
  query GroupedHighlights($id: String!) {
    collection: nodeCollection(id: { eq: $id }) {
      title
      field_summary
      body {
        html
      }
      relationships {
        field_highlights {
          id
          field_title
          field_text {
            html
          }
          field_link {
            uri
            title
          }
          field_image {
            alt
          }
          relationships {
            field_image {
              image(width: 560, height: 420) {
                ...Rendition
              }
            }
          }
        }
      }
    }
  }
`;
