/** The home page of each region, with the region's home slideshow. */

import { belongsTo, type RoutedNode } from './routing';
import type { PageCreator } from './types';

interface HomeQuery {
  slideshows: { nodes: (RoutedNode & { field_placement?: string | null })[] };
}

export const createHomePages: PageCreator = async ({ graphql, createRegionPages }) => {
  const result = await graphql<HomeQuery>(`
    {
      slideshows: allNodeSlideshow { nodes { id field_website field_placement } }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Home query failed: ${result.errors}`);
  const homeShows = result.data.slideshows.nodes.filter((show) => show.field_placement === 'home');
  createRegionPages('/', 'home', (region) => ({
    // A region without a slideshow of its own still gets its home page, without slides.
    slideshowId: homeShows.find((show) => belongsTo(show, region))?.id ?? '',
  }));
};
