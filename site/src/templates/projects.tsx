/** /inspiration/projects: homes finished with our floors. */
import type { Region } from '@gh/shared/regions';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { CmsHtml } from '../components/ui/CmsHtml';
import { type Card, CardGrid } from '../sections/CardGrid';
import { heroProps, PageHero } from '../sections/PageHero';
import { pagePath, type RegionPageContext } from './types';

export type ProjectCardData = Queries.ProjectCardFieldsFragment;

export const projectCard = (project: ProjectCardData, region: Region): Card => ({
  key: project.id,
  href: `/${region}${project.path?.alias ?? ''}`,
  title: project.title ?? '',
  summary: project.field_summary,
  meta: project.field_area,
  image: project.relationships?.field_image?.image ?? null,
});

type ProjectsData = Queries.ProjectsQuery;

export default function Projects({
  data,
  pageContext,
}: PageProps<ProjectsData, RegionPageContext>) {
  const { region, basePath } = pageContext;
  return (
    <Layout region={region} basePath={basePath}>
      {data.page ? <PageHero {...heroProps(data.page)} /> : null}
      <div className="page-sections">
        <CmsHtml html={data.page?.body?.html} />
        <CardGrid
          id="projects"
          title="Projects"
          cards={data.projects.nodes.map((project) => projectCard(project, region))}
        />
      </div>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<ProjectsData, RegionPageContext>) {
  return (
    <Seo
      title={data.page?.title ?? 'Projects'}
      description={data.page?.field_summary}
      path={pagePath(pageContext)}
      alternates={pageContext.alternates}
    />
  );
}

export const query = graphql`
  fragment ProjectCardFields on node__case_study {
    id
    title
    field_summary
    field_area
    path {
      alias
    }
    relationships {
      field_image {
        image(width: 480, height: 320) {
          ...Rendition
        }
      }
    }
  }
  query Projects($id: String!, $website: String!) {
    page: nodePage(id: { eq: $id }) {
      ...PageHeroFields
      body {
        html
      }
    }
    projects: allNodeCaseStudy(filter: { field_website: { eq: $website } }, sort: { created: DESC }) {
      nodes {
        ...ProjectCardFields
      }
    }
  }
`;
