/** /{region}/collections: every collection of the region's catalogue, each linking to its page. */
import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import type { ProductCardData } from '../catalogue/cards';
import { SQUARE_SIZES, squareRendition } from '../catalogue/square-image';
import { pageHead } from '../components/Seo';
import { MediaImage } from '../components/ui/MediaImage';
import type { RegionPageContext } from '../routing';
import { CataloguePage } from '../sections/CataloguePage';
import '../catalogue/catalogue.css';

interface CollectionsContext extends RegionPageContext {
  collections: { name: string; href: string; count: number; image: ProductCardData['image'] }[];
}

export default function Collections({ pageContext }: PageProps<object, CollectionsContext>) {
  const { collections } = pageContext;
  return (
    <CataloguePage
      context={pageContext}
      title="Collections"
      intro={<p>Ranges designed to work together, from one room to the whole home.</p>}
    >
      <ul className="collection-list">
        {collections.map((collection) => (
          <li key={collection.href} className="product-card">
            <Link to={collection.href} className="product-card__link">
              <MediaImage
                image={squareRendition(collection.image, SQUARE_SIZES.card)}
                alt=""
                className="product-card__image"
                sizes="(min-width: 768px) 25vw, 100vw"
              />
              <span className="product-card__name">{collection.name}</span>
              <span className="product-card__meta">
                {collection.count === 1 ? '1 product' : `${collection.count} products`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </CataloguePage>
  );
}

export const Head = pageHead({
  title: 'Collections',
  description: 'Our carpet and hard flooring collections: ranges designed to work together.',
});
