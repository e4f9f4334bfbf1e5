/** /inspiration: trend reports, design partners (where the region has them), projects and rooms. */
import { INSPIRATION_MENU_LIMITS, INSPIRATION_ROOMS, resolveLinks } from '@gh/shared/navigation';
import { graphql, Link } from 'gatsby';
import { partnerCard } from '../cards/partner';
import { projectCard } from '../cards/project';
import { toTrendCard } from '../components/trend-card';
import { CardGrid } from '../sections/CardGrid';
import { landingPage, landingPageHead } from '../sections/LandingPage';
import { TrendCards } from '../sections/TrendCards';

export default landingPage<Queries.InspirationQuery>(
  ({ trends, partners, projects }, { region }) => (
    <>
      <TrendCards
        region={region}
        initial={trends.nodes.map(toTrendCard)}
        title="Trend reports"
        limit={3}
      />
      <CardGrid
        id="partners"
        title="Design partners"
        cards={partners.nodes
          .slice(0, INSPIRATION_MENU_LIMITS[region].designPartners)
          .map((partner) => partnerCard(partner, region))}
      />
      <CardGrid
        id="projects"
        title="Projects"
        cards={projects.nodes.map((project) => projectCard(project, region))}
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
    </>
  ),
);

export const Head = landingPageHead('Inspiration');

export const query = graphql`
  query Inspiration($id: String!, $website: String!) {
    page: nodePage(id: { eq: $id }) {
      ...LandingPageFields
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
        ...PartnerCardFields
      }
    }
    projects: allNodeCaseStudy(filter: { field_website: { eq: $website } }, sort: { created: DESC }, limit: 3) {
      nodes {
        ...ProjectCardFields
      }
    }
  }
`;
