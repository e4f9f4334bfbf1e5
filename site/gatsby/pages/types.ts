import type { Region } from '@gh/shared/regions';
import type { CreatePagesArgs } from 'gatsby';

/** Extra page context of one region's version of a page; null leaves that region without it. */
export type RegionContext = (region: Region) => Record<string, unknown> | null;

export interface PageCreatorArgs {
  graphql: CreatePagesArgs['graphql'];
  regions: readonly Region[];
  /** Creates /{region}{basePath} for every region from src/templates/{template}.tsx. */
  createRegionPages(basePath: string, template: string, context: RegionContext): void;
}

export type PageCreator = (args: PageCreatorArgs) => Promise<void>;
