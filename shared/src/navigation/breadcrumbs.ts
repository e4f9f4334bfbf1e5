/**
 * Breadcrumb trails of the catalogue pages (list, product type, collection, brand, feature, product) and
 * their schema.org BreadcrumbList, so a visitor sees where a page sits and search engines show
 * the same path. Paths are region-prefixed folder paths; the last crumb is the page itself.
 */
import { productTypeSlug } from '../catalogue/productTypes';
import { nameSlug } from '../catalogue/slug';
import { type Region, withRegionPrefix } from '../regions';
import { PRODUCT_TYPES, type ProductType, productListPath, subTypeLabel } from './filters';
import { productTypeTitle } from './menus';

export interface Crumb {
  name: string;
  /** Region-prefixed, root-relative. */
  path: string;
}

/** Which catalogue page the trail leads to. */
export type CataloguePlace =
  | { kind: 'list' }
  | { kind: 'product-type'; name: string; slug: string }
  | { kind: 'collection'; name: string; slug: string }
  | { kind: 'brand'; name: string; slug: string }
  | { kind: 'feature'; name: string; slug: string }
  | { kind: 'product'; name: string; productType: string; productSubType?: string | null };

const HOME = 'Home';
const PRODUCTS = 'Products';

/**
 * Home › Products, then the page's place: a product type or brand sits under Products, a
 * collection under Collections, a feature under Features, and a product under its range (Carpet,
 * Hard Flooring) and its product-type page when it has one.
 */
export function catalogueBreadcrumbs(place: CataloguePlace, region: Region): Crumb[] {
  const at = (name: string, path: string): Crumb => ({ name, path: pagePath(path, region) });
  const trail = [at(HOME, '/'), at(PRODUCTS, '/products')];
  switch (place.kind) {
    case 'list':
      return trail;
    case 'product-type':
      return [...trail, at(place.name, `/product-types/${place.slug}`)];
    case 'brand':
      return [...trail, at(place.name, `/brands/${place.slug}`)];
    case 'collection':
      return [
        at(HOME, '/'),
        at('Collections', '/collections'),
        at(place.name, `/collections/${place.slug}`),
      ];
    case 'feature':
      return [
        at(HOME, '/'),
        at('Features', '/features'),
        at(place.name, `/features/${place.slug}`),
      ];
    case 'product': {
      const range = rangeOf(place.productType);
      if (range) trail.push(rangeCrumb(range, region));
      const typeSlug = place.productSubType ? productTypeSlug(place.productSubType) : undefined;
      if (place.productSubType && typeSlug) {
        trail.push(at(subTypeLabel(place.productSubType), `/product-types/${typeSlug}`));
      }
      return [...trail, at(place.name, `/products/${nameSlug(place.name)}`)];
    }
  }
}

/** The catalogue names a product's range by its title ('Carpet'); its code ('CPT') also reads. */
function rangeOf(productType: string): ProductType | undefined {
  return PRODUCT_TYPES.find(
    (type) => type === productType || productTypeTitle(type) === productType,
  );
}

function rangeCrumb(type: ProductType, region: Region): Crumb {
  return { name: productTypeTitle(type), path: pagePath(productListPath({ type }), region) };
}

/** The site's pages are folders (/au/products/), so a page path ends in a slash before its query. */
function pagePath(path: string, region: Region): string {
  const [pathname = '', query] = withRegionPrefix(path, region).split('?');
  const folder = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return query ? `${folder}?${query}` : folder;
}

/** The schema.org BreadcrumbList of a trail, with absolute URLs on the site's origin. */
export function breadcrumbListJsonLd(trail: readonly Crumb[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, siteUrl).toString(),
    })),
  };
}
