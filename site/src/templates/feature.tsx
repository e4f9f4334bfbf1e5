/**
 * /{region}/features/{id} (e.g. pet-friendly): one product feature and the region's products that
 * have it, as the product list shows them (catalogue/ProductList: cards, filters, sort, paging),
 * the feature fixed by the page.
 */
import type { ProductFilters } from '@gh/shared/catalogue';
import { type HeadProps, Link, type PageProps } from 'gatsby';
import { useMemo } from 'react';
import type { ProductCardData } from '../catalogue/cards';
import { ProductList } from '../catalogue/ProductList';
import { Layout } from '../components/Layout';
import { PageSeo } from '../components/Seo';
import type { RegionPageContext } from '../routing';
import '../catalogue/catalogue.css';

interface FeatureContext extends RegionPageContext {
  slug: string;
  title: string;
  /** The feature in a sentence, e.g. 'Spills wipe away with water'. */
  text?: string;
  cards: ProductCardData[];
  total: number;
  brands: { name: string; slug: string }[];
  features: { slug: string; title: string }[];
  featureCounts: Record<string, number>;
}

export default function Feature({ pageContext, location }: PageProps<object, FeatureContext>) {
  const { region, basePath, slug, title, text } = pageContext;
  const fixed = useMemo<ProductFilters>(() => ({ feature: [slug] }), [slug]);
  return (
    <Layout region={region} basePath={basePath}>
      <div className="catalogue-page product-list">
        <header className="catalogue-page__header">
          <p>
            <Link to={`/${region}/features/`}>Features</Link>
          </p>
          <h1 id="feature-title">{title}</h1>
          {text && <p className="catalogue-page__intro">{text}.</p>}
        </header>
        <ProductList
          region={region}
          pathname={location.pathname}
          search={location.search}
          cards={pageContext.cards}
          total={pageContext.total}
          brands={pageContext.brands}
          features={pageContext.features}
          featureCounts={pageContext.featureCounts}
          fixed={fixed}
          headingId="feature-title"
          listName={title}
          listId={basePath.slice(1)}
        />
      </div>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, FeatureContext>) {
  return (
    <PageSeo
      context={pageContext}
      title={pageContext.title}
      description={`${pageContext.title} carpet and hard flooring: ${pageContext.total} products.`}
    />
  );
}
