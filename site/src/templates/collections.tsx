/** /{region}/collections: every collection of the region's catalogue, each linking to its page. */
import type { HeadProps, PageProps } from 'gatsby';
import { Link } from 'gatsby';
import type { ProductCardData } from '../catalogue/cards';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { MediaImage } from '../components/ui/MediaImage';
import { pagePath, type RegionPageContext } from '../routing';
import '../catalogue/catalogue.css';

interface CollectionsContext extends RegionPageContext {
  collections: { name: string; href: string; count: number; image: ProductCardData['image'] }[];
}

export default function Collections({ pageContext }: PageProps<object, CollectionsContext>) {
  const { region, basePath, collections } = pageContext;
  return (
    <Layout region={region} basePath={basePath}>
      <div className="catalogue-page">
        <header className="catalogue-page__header">
          <h1>Collections</h1>
          <p>Ranges designed to work together, from one room to the whole home.</p>
        </header>
        <ul className="collection-list">
          {collections.map((collection) => (
            <li key={collection.href} className="product-card">
              <Link to={collection.href} className="product-card__link">
                <MediaImage
                  image={collection.image}
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
      </div>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, CollectionsContext>) {
  return (
    <Seo
      title="Collections"
      description="Our carpet and hard flooring collections: ranges designed to work together."
      path={pagePath(pageContext)}
      alternates={pageContext.alternates}
    />
  );
}
