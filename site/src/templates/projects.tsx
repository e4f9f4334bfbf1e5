/** /inspiration/projects: homes finished with our floors. */
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { projectCard } from '../cards/project';
import { NodeSeo } from '../components/Seo';
import type { RegionPageContext } from '../routing';
import { CardGrid } from '../sections/CardGrid';
import { LandingPage } from '../sections/LandingPage';

type ProjectsData = Queries.ProjectsQuery;

export default function Projects({
  data,
  pageContext,
}: PageProps<ProjectsData, RegionPageContext>) {
  return (
    <LandingPage page={data.page} context={pageContext}>
      <CardGrid
        id="projects"
        title="Projects"
        cards={data.projects.nodes.map((project) => projectCard(project, pageContext.region))}
      />
    </LandingPage>
  );
}

export function Head({ data, pageContext }: HeadProps<ProjectsData, RegionPageContext>) {
  return <NodeSeo node={data.page} context={pageContext} title="Projects" />;
}

export const query = graphql`
  query Projects($id: String!, $website: String!) {
    page: nodePage(id: { eq: $id }) {
      ...LandingPageFields
    }
    projects: allNodeCaseStudy(filter: { field_website: { eq: $website } }, sort: { created: DESC }) {
      nodes {
        ...ProjectCardFields
      }
    }
  }
`;
