/**
 * /inspiration/rooms/{room}: ideas for one room, and the projects that include it. Its picture is
 * the room with one of its products laid in (the catalogue pages' roomFeature), naming the
 * product and linking to it; a region with no product for the room keeps the CMS picture.
 */
import { nameSlug, productPath, roomShotAlt, type StockRoomId } from '@gh/shared/catalogue';
import type { Region } from '@gh/shared/regions';
import { graphql, type PageProps } from 'gatsby';
import type { RoomFeature } from '../../gatsby/pages/catalogue/room-feature';
import { projectCard } from '../cards/project';
import { type ListingData, ProductListing } from '../catalogue/ProductListing';
import { landscapeRendition } from '../catalogue/square-image';
import type { RegionPageContext } from '../routing';
import { CardGrid } from '../sections/CardGrid';
import { LandingPage, landingPageHead } from '../sections/LandingPage';
import type { PageHeroProps } from '../sections/PageHero';

/** The room's products and its picture, added by the catalogue pages (gatsby/pages/catalogue.ts). */
type RoomContext = RegionPageContext & { products?: ListingData; feature?: RoomFeature };

/** The hero's picture width on the widest page (CSS px), as the CMS picture's. */
const HERO_WIDTH = 720;

/** The hero's picture and caption for a room's featured product. */
function featureHero(feature: RoomFeature, region: Region): Partial<PageHeroProps> {
  const shown = `${feature.productName} in ${feature.colourName}`;
  const href = `/${region}${productPath(feature.productName)}/?colour=${nameSlug(feature.colourName)}`;
  return {
    image: landscapeRendition(feature.image, HERO_WIDTH),
    alt: roomShotAlt(feature.productName, feature.colourName, feature.room as StockRoomId),
    children: (
      <p className="page-hero__shown">
        Shown: <a href={href}>{shown}</a>
      </p>
    ),
  };
}

export default function RoomTemplate({
  data,
  pageContext,
}: PageProps<Queries.RoomQuery, RoomContext>) {
  const { page, projects } = data;
  const { region, basePath, products, feature } = pageContext;
  const slug = page?.room?.field_room?.field_slug ?? basePath.split('/').pop();
  const roomProjects = projects.nodes.filter((project) =>
    (project.rooms?.field_rooms ?? []).some((room) => room?.field_slug === slug),
  );
  return (
    <LandingPage
      page={page}
      context={pageContext}
      hero={feature ? featureHero(feature, region) : undefined}
    >
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
    </LandingPage>
  );
}

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
