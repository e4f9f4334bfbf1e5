/** /inspiration: trend reports, design partners (where the region has them), projects and rooms. */
import { INSPIRATION_MENU_LIMITS, INSPIRATION_ROOMS, resolveLinks } from '@gh/shared/navigation';
import { graphql, type HeadProps, Link, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { CmsHtml } from '../components/ui/CmsHtml';
import { CardGrid } from '../sections/CardGrid';
import { heroProps, PageHero } from '../sections/PageHero';
import { TrendCards, toTrendCard } from '../sections/TrendCards';
import { projectCard } from './projects';
import { pagePath, type RegionPageContext } from './types';

type InspirationData = Queries.InspirationQuery;

export default function Inspiration({
  data,
  pageContext,
}: PageProps<InspirationData, RegionPageContext>) {
  const { region, basePath } = pageContext;
  const partnerLimit = INSPIRATION_MENU_LIMITS[region].designPartners;
  return (
    <Layout region={region} basePath={basePath}>
      {data.page ? <PageHero {...heroProps(data.page)} /> : null}
      <div className="page-sections">
        <CmsHtml html={data.page?.body?.html} />
        <TrendCards
          region={region}
          initial={data.trends.nodes.map(toTrendCard)}
          title="Trend reports"
          limit={3}
        />
        <CardGrid
          id="partners"
          title="Design partners"
          cards={data.partners.nodes.slice(0, partnerLimit).map((partner) => ({
            key: partner.id,
            href: `/${region}${partner.path?.alias ?? ''}`,
            title: partner.title ?? '',
            meta: partner.field_role,
            image: partner.relationships?.field_portrait?.image ?? null,
          }))}
        />
        <CardGrid
          id="projects"
          title="Projects"
          cards={data.projects.nodes.map((project) => projectCard(project, region))}
        />
        <nav className="room-links" aria-labelledby="rooms-title">
          <h2 id="rooms-title" className="heading heading--line">
            <span>Rooms</span>
          </h2>
          <ul>
            {resolveLinks(INSPIRATION_ROOMS, { region }).map((room) => (
              <li key={room.href}>
                <Link to={room.href}>{room.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<InspirationData, RegionPageContext>) {
  return (
    <Seo
      title={data.page?.title ?? 'Inspiration'}
      description={data.page?.field_summary}
      path={pagePath(pageContext)}
      alternates={pageContext.alternates}
    />
  );
}

export const query = graphql`
  query Inspiration($id: String!, $website: String!) {
    page: nodePage(id: { eq: $id }) {
      ...PageHeroFields
      body {
        html
      }
    }
    trends: allNodeTrend(filter: { field_website: { eq: $website } }, sort: { created: DESC }) {
      nodes {
        ...TrendCardFields
      }
    }
    partners: allNodePage(
      filter: { field_page_type: { eq: "design_partner" }, field_website: { eq: $website } }
      sort: { title: ASC }
    ) {
      nodes {
        id
        title
        field_role
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
    projects: allNodeCaseStudy(filter: { field_website: { eq: $website } }, sort: { created: DESC }, limit: 3) {
      nodes {
        ...ProjectCardFields
      }
    }
  }
`;
