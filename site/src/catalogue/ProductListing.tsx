/**
 * A built listing of products (a product type, a collection, a brand, a room): the cards the
 * page context holds and, when there are more, a link to the product list filtered the same way.
 */
import type { Region } from '@gh/shared/regions';
import { Link } from 'gatsby';
import type { ProductCardData } from './cards';
import { ProductGrid } from './ProductGrid';
import './product-listing.css';

export interface ListingData {
  title: string;
  intro: string;
  cards: ProductCardData[];
  total: number;
  /** The product-list query of the same products ('' when the list has no such filter). */
  listQuery: string;
  listKind: string;
}

export function ProductListing({
  listing,
  region,
  listId,
  headingId,
}: {
  listing: ListingData;
  region: Region;
  listId: string;
  headingId: string;
}) {
  if (listing.cards.length === 0) {
    return (
      <p className="product-list__empty">
        No products here yet. <Link to={`/${region}/products/`}>Browse every product</Link>.
      </p>
    );
  }
  return (
    <>
      <ProductGrid
        cards={listing.cards}
        listId={listId}
        listName={listing.title}
        labelledBy={headingId}
      />
      {listing.total > listing.cards.length && listing.listQuery ? (
        <Link
          className="button catalogue-listing__more"
          to={`/${region}/products/?${listing.listQuery}`}
        >
          See all {listing.total} products
        </Link>
      ) : null}
    </>
  );
}
