/** /inspiration/design-partners/{slug}: one design partner. */
import { graphql, Link, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { nodeHead } from '../components/Seo';
import { CmsHtml } from '../components/ui/CmsHtml';
import { MediaImage } from '../components/ui/MediaImage';
import type { RegionPageContext } from '../routing';
import { heroProps, PageHero } from '../sections/PageHero';

type PartnerData = Queries.DesignPartnerQuery;

export default function DesignPartner({
  data,
  pageContext,
}: PageProps<PartnerData, RegionPageContext>) {
  const { region, basePath } = pageContext;
  const page = data.page;
  return (
    <Layout region={region} basePath={basePath}>
      {page ? (
        <PageHero
          {...heroProps(page)}
          eyebrow={<Link to={`/${region}/inspiration/design-partners`}>Design partners</Link>}
        >
          {page.field_role ? <p className="partner__role">{page.field_role}</p> : null}
        </PageHero>
      ) : null}
      <div className="page-body partner">
        {page?.portrait?.field_portrait?.image ? (
          <MediaImage
            image={page.portrait.field_portrait.image}
            alt={page.field_portrait?.alt ?? ''}
            className="partner__portrait"
            sizes="260px"
          />
        ) : null}
        <CmsHtml html={page?.body?.html} className="cms-html page-body__text" />
      </div>
    </Layout>
  );
}

export const Head = nodeHead('Design partner', (data: PartnerData) => ({ node: data.page }));

export const query = graphql`
  query DesignPartner($id: String!) {
    page: nodePage(id: { eq: $id }) {
      ...PageHeroFields
      field_role
      body {
        html
      }
      field_portrait {
        alt
      }
      portrait: relationships {
        field_portrait {
          image(width: 260, height: 260) {
            ...Rendition
          }
        }
      }
    }
  }
`;
