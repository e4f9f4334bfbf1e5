/**
 * createSchemaCustomization and createResolvers: the shapes the UI relies on, declared per domain
 * so the build does not depend on what inference happens to find (an empty region or a missing
 * optional field still type-checks every query).
 */
import type { CreateResolversArgs, CreateSchemaCustomizationArgs } from 'gatsby';
import { contentTypeDefs, registerContentExtensions } from './content';
import { editorialTypeDefs } from './editorial';
import { homeTypeDefs } from './home';
import { mediaResolvers } from './media';
import { trendTypeDefs } from './trends';

export function createSchemaCustomization(args: CreateSchemaCustomizationArgs) {
  registerContentExtensions(args);
  args.actions.createTypes([contentTypeDefs, editorialTypeDefs, homeTypeDefs, trendTypeDefs]);
}

export async function createResolvers({ createResolvers: create }: CreateResolversArgs) {
  create(await mediaResolvers());
}
