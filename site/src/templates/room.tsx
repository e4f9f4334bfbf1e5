/** /inspiration/rooms/{room}: ideas for one room, and the projects that include it. */
import { graphql } from 'gatsby';
import { projectCard } from '../cards/project';
import { type ListingData, ProductListing } from '../catalogue/ProductListing';
import type { RegionPageContext } from '../routing';
import { CardGrid } from '../sections/CardGrid';
import { landingPage, landingPageHead } from '../sections/LandingPage';

/** The room's products, added by the catalogue pages (gatsby/pages/catalogue.ts). */
type RoomContext = RegionPageContext & { products?: ListingData };

export default landingPage<Queries.RoomQuery, RoomContext>(
  ({ page, projects }, { region, basePath, products }) => {
    const slug = page?.room?.field_room?.field_slug ?? basePath.split('/').pop();
    const roomProjects = projects.nodes.filter((project) =>
      (project.rooms?.field_rooms ?? []).some((room) => room?.field_slug === slug),
    );
    return (
      <>
        {products ? (
          <section className="catalogue-page" aria-labelledby="room-products-title">
            <h2 id="room-products-title">{products.title}</h2>
            <ProductListing
              listing={products}
              region={region}
              listId={`room-${slug}`}
              headingId="room-products-title"
            />
          </section>
        ) : null}
        <CardGrid
          id="room-projects"
          title="Projects with this room"
          cards={roomProjects.map((project) => projectCard(project, region))}
        />
      </>
    );
  },
);

export const Head = landingPageHead('Rooms');

export const query = graphql`
  query Room($id: String!, $website: String!) {
    page: nodePage(id: { eq: $id }) {
      ...LandingPageFields
      room: relationships {
        field_room {
          field_slug
        }
      }
    }
    projects: allNodeCaseStudy(filter: { field_website: { eq: $website } }, sort: { created: DESC }) {
      nodes {
        ...ProjectCardFields
        rooms: relationships {
          field_rooms {
            field_slug
          }
        }
      }
    }
  }
`;
