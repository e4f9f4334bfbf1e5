/** Gatsby's build hooks, split by domain under gatsby/ (schema, pages). */

export { onPreBootstrap } from './gatsby/islands';
export { createPages } from './gatsby/pages';
export { createResolvers, createSchemaCustomization } from './gatsby/schema';
export { onPostBuild } from './gatsby/sitemap';
export { onCreateWebpackConfig } from './gatsby/webpack';
