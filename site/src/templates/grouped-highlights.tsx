/** /grouped-highlights/{slug}: a collection of highlights (carpet styles, accessories, warranties). */
import type { Region } from '@gh/shared/regions';
import { graphql, type HeadProps, Link, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { CmsHtml } from '../components/ui/CmsHtml';
import { MediaImage, type ResponsiveImage } from '../components/ui/MediaImage';
import { PageHero } from '../sections/PageHero';
import { linkHref, pagePath, type RegionPageContext } from './types';

interface Highlight {
  id: string;
  field_title: string | null;
  field_text: { html: string | null } | null;
  field_link: { uri: string | null; title: string | null } | null;
  field_image: { alt: string | null } | null;
  relationships: { field_image: { image: ResponsiveImage | null } | null } | null;
}

interface HighlightsData {
  collection: {
    title: string | null;
    field_summary: string | null;
    body: { html: string | null } | null;
    relationships: { field_highlights: Highlight[] | null } | null;
  } | null;
}

function HighlightLink({ link, region }: { link: Highlight['field_link']; region: Region }) {
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
          {(collection?.relationships?.field_highlights ?? []).map((highlight) => (
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

export function Head({ data, pageContext }: HeadProps<HighlightsData, RegionPageContext>) {
  return (
    <Seo
      title={data.collection?.title ?? 'Highlights'}
      description={data.collection?.field_summary}
      path={pagePath(pageContext)}
      alternates={pageContext.alternates}
    />
  );
}

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
