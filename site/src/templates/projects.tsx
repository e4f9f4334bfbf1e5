/** /inspiration/projects: homes finished with our floors. */
import { graphql, type PageProps } from 'gatsby';
import { projectCard } from '../cards/project';
import type { RegionPageContext } from '../routing';
import { CardGrid } from '../sections/CardGrid';
import { LandingPage, landingPageHead } from '../sections/LandingPage';

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

export const Head = landingPageHead('Projects');

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
