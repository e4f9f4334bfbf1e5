/** /inspiration/design-partners: the designers who work with us. */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { CmsHtml } from '../components/ui/CmsHtml';
import { CardGrid } from '../sections/CardGrid';
import { heroProps, PageHero } from '../sections/PageHero';
import { pagePath, type RegionPageContext } from './types';

type PartnersData = Queries.DesignPartnersQuery;

export default function DesignPartners({
  data,
  pageContext,
}: PageProps<PartnersData, RegionPageContext>) {
  const { region, basePath } = pageContext;
  return (
    <Layout region={region} basePath={basePath}>
      {data.page ? <PageHero {...heroProps(data.page)} /> : null}
      <div className="page-sections">
        <CmsHtml html={data.page?.body?.html} />
        <CardGrid
          id="partners"
          title="Our design partners"
          cards={data.partners.nodes.map((partner) => ({
            key: partner.id,
            href: `/${region}${partner.path?.alias ?? ''}`,
            title: partner.title ?? '',
            meta: partner.field_role,
            summary: partner.field_summary,
            image: partner.relationships?.field_portrait?.image ?? null,
          }))}
        />
      </div>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<PartnersData, RegionPageContext>) {
  return (
    <Seo
      title={data.page?.title ?? 'Design partners'}
      description={data.page?.field_summary}
      path={pagePath(pageContext)}
      alternates={pageContext.alternates}
    />
  );
}

export const query = graphql`
  query DesignPartners($id: String!) {
    page: nodePage(id: { eq: $id }) {
      ...PageHeroFields
      body {
        html
      }
    }
    partners: allNodePage(filter: { field_page_type: { eq: "design_partner" } }, sort: { title: ASC }) {
      nodes {
        id
        title
        field_role
        field_summary
        path {
          alias
        }
        relationships {
          field_portrait {
            image(width: 400, height: 400) {
              ...Rendition
            }
          }
        }
      }
    }
  }
`;
