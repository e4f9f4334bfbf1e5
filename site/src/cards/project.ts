/** The project card (homes finished with our floors): its fields, and the card they make. */
import type { Region } from '@gh/shared/regions';
import { graphql } from 'gatsby';
import type { Card } from '../sections/CardGrid';
import { nodeCard } from './node';

/** A project's card fields, typed by Gatsby's graphqlTypegen from the fragment below. */
export type ProjectCardData = Queries.ProjectCardFieldsFragment;

/** Image, floor area, title and summary, linking to the project in this region. */
export const projectCard = (project: ProjectCardData, region: Region): Card =>
  nodeCard(project, region, {
    meta: project.field_area,
    image: project.relationships?.field_image?.image ?? null,
  });

export const fragment = graphql`
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
`;
