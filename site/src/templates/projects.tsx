/** /inspiration/projects: homes finished with our floors. */
import { graphql } from 'gatsby';
import { projectCard } from '../cards/project';
import { CardGrid } from '../sections/CardGrid';
import { landingPage, landingPageHead } from '../sections/LandingPage';

export default landingPage<Queries.ProjectsQuery>(({ projects }, { region }) => (
  <CardGrid
    id="projects"
    title="Projects"
    cards={projects.nodes.map((project) => projectCard(project, region))}
  />
));

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
