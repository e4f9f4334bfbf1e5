/**
 * Where a search result leads on the site (issue: search that leads somewhere): a product to its
 * page, a colour to its product with `?colour=`, a collection and a product type to their listing
 * pages, a highlight to its feature page, a guide or news article to its page; and the results
 * page of a typed query. Pure functions, used by the header's search box and the results page.
 */
import { nameSlug, productPath, productTypeSlug } from '@gh/shared/catalogue';
import type { Region } from '@gh/shared/regions';
import type { SearchGroup, SearchItem } from '@gh/shared/search';

/** The results page of a query: /{region}/search/?q=… (DESIGN.md section 4). */
export const searchPageHref = (region: Region, query: string) =>
  `/${region}/search/?${new URLSearchParams({ q: query.trim() })}`;

/** The page a result opens, or null when the item lacks what its page needs. */
export function searchResultHref(
  group: SearchGroup,
  item: SearchItem,
  region: Region,
): string | null {
  const regional = (path: string) => {
    const [pathname, query] = path.split('?');
    return `/${region}${pathname}/${query ? `?${query}` : ''}`;
  };
  switch (group) {
    case 'products':
      // On the colour the query named or asked for, when there is one.
      return item.name ? regional(productPath(item.name, item.colourName)) : null;
    case 'variants':
      return item.productName ? regional(productPath(item.productName, item.name)) : null;
    case 'collections': {
      const name = item.collectionName ?? item.name;
      return name ? regional(`/collections/${nameSlug(name)}`) : null;
    }
    case 'types': {
      // The id is the product subType; a type without a page of its own opens the filtered list.
      const slug = item.slug ?? productTypeSlug(item.id);
      if (slug) return regional(`/product-types/${slug}`);
      return item.id ? `/${region}/products/?${new URLSearchParams({ subType: item.id })}` : null;
    }
    case 'highlights':
      return item.slug ? regional(`/features/${item.slug}`) : null;
    case 'articles':
      return item.path ? regional(item.path) : null;
  }
}
