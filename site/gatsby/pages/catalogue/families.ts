/**
 * What each family of catalogue pages (products.ts, listings.ts, and the features and plain pages
 * in ../catalogue.ts) is made with: the catalogue read before any page is created, and the
 * creators' own arguments.
 */
import type { Region } from '@gh/shared/regions';
import type { PageCreatorArgs } from '../types';
import type { RegionCatalogue } from './data';

export interface CatalogueBuild extends PageCreatorArgs {
  /** Each region's products, brands and features. */
  catalogue: ReadonlyMap<Region, RegionCatalogue>;
}

/** Items grouped under each of their keys, in the order they came; an empty key is skipped. */
export function groupBy<T>(
  items: readonly T[],
  keys: (item: T) => readonly (string | null | undefined)[],
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    for (const key of keys(item)) {
      if (!key) continue;
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
  }
  return groups;
}

/** How many of the products have each feature (highlight slug): the Features filter's counts. */
export function countFeatures(
  products: readonly { features?: readonly string[] }[],
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const product of products) {
    for (const feature of product.features ?? []) counts[feature] = (counts[feature] ?? 0) + 1;
  }
  return counts;
}

/** A region's features as the Features filter lists them. */
export const featureOptions = (features: readonly { slug: string; title: string }[]) =>
  features.map(({ slug, title }) => ({ slug, title }));

/** A region's brands as the Brand filter lists them. */
export const brandOptions = (brands: readonly { name: string; slug: string }[]) =>
  brands.map(({ name, slug }) => ({ name, slug }));
