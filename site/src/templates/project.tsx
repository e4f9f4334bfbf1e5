/** /inspiration/projects/{slug}: one project, its rooms and its gallery. */
import { graphql, Link, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { nodeHead } from '../components/Seo';
import { CmsHtml } from '../components/ui/CmsHtml';
import { Heading } from '../components/ui/Heading';
import type { RegionPageContext } from '../routing';
import { PageHero } from '../sections/PageHero';
import { GalleryImages } from '../sections/trend/TrendGallery';

type ProjectData = Queries.ProjectQuery;

export default function Project({ data, pageContext }: PageProps<ProjectData, RegionPageContext>) {
  const { region, basePath } = pageContext;
  const project = data.project;
  const rooms = (project?.relationships?.field_rooms ?? []).filter((room) => room?.field_slug);
  const gallery = project?.relationships?.field_gallery ?? [];
  return (
    <Layout region={region} basePath={basePath}>
      <PageHero
        title={project?.title ?? 'Project'}
        summary={project?.field_summary}
        image={project?.relationships?.field_image?.image}
        alt={project?.field_image?.alt}
        eyebrow={<Link to={`/${region}/inspiration/projects`}>Projects</Link>}
      >
        {project?.field_area ? <p className="project__area">{project.field_area}</p> : null}
      </PageHero>
      <div className="page-body">
        <CmsHtml html={project?.body?.html} className="cms-html page-body__text" />
        {rooms.length ? (
          <nav className="room-links" aria-label="Rooms in this project">
            <ul>
              {rooms.map((room) => (
                <li key={room?.field_slug}>
                  <Link to={`/${region}/inspiration/rooms/${room?.field_slug}`}>{room?.name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {gallery.length ? (
        <section className="page-sections trend-gallery" aria-labelledby="gallery-title">
          <Heading id="gallery-title">Gallery</Heading>
          <GalleryImages images={gallery} alts={project?.field_gallery} />
        </section>
      ) : null}
    </Layout>
  );
}

export const Head = nodeHead('Project', (data: ProjectData) => ({
  node: data.project,
  image: data.project?.relationships?.field_image?.image?.src,
  type: 'article',
}));

export const query = graphql`
  query Project($id: String!) {
    project: nodeCaseStudy(id: { eq: $id }) {
      title
      field_summary
      field_area
      body {
        html
      }
      field_image {
        alt
      }
      field_gallery {
        alt
      }
      relationships {
        field_image {
          image(width: 720, height: 480) {
            ...Rendition
          }
        }
        field_gallery {
          id
          image(width: 720, height: 480) {
            ...Rendition
          }
        }
        field_rooms {
          name
          field_slug
        }
      }
    }
  }
`;
