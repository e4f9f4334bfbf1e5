/**
 * /{region}/products: the product list with its filters (SPEC.md sections 2.1, 2.5 and 4). The
 * built page shows the unfiltered list's first cards, so it is useful before any script runs;
 * the filters live in the URL (back and forward work, a filtered list can be shared) and a
 * filtered list comes from the catalogue API through the shared client and its cache.
 */
import {
  canonicalProductListUrl,
  clearTypeDependentFilters,
  type ProductFilters as Filters,
  parseProductListQuery,
  productFilterParams,
} from '@gh/shared/catalogue';
import { catalogueBreadcrumbs } from '@gh/shared/navigation';
import { type HeadProps, navigate, type PageProps } from 'gatsby';
import { useEffect, useMemo, useState } from 'react';
import type { ProductCardData } from '../catalogue/cards';
import { ProductFilters } from '../catalogue/ProductFilters';
import { ProductGrid } from '../catalogue/ProductGrid';

import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { BreadcrumbJsonLd, Breadcrumbs } from '../components/ui/Breadcrumbs';
import type { RegionPageContext } from './types';
import '../catalogue/catalogue.css';

interface ProductListContext extends RegionPageContext {
  cards: ProductCardData[];
  total: number;
  brands: { name: string; slug: string }[];
}

type Results =
  | { status: 'static' }
  | { status: 'loading' }
  | { status: 'ready'; cards: ProductCardData[] }
  | { status: 'failed' };

const hasFilters = (filters: Filters) => Object.values(filters).some((values) => values?.length);

export default function ProductList({
  pageContext,
  location,
}: PageProps<object, ProductListContext>) {
  const { region, basePath, cards, total, brands } = pageContext;
  // The first render matches the built page (no query there); the URL's filters apply after it.
  const [search, setSearch] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [results, setResults] = useState<Results>({ status: 'static' });
  useEffect(() => setSearch(location.search), [location.search]);
  const filters = useMemo(() => parseProductListQuery(search ?? ''), [search]);

  useEffect(() => {
    if (search === null) return;
    if (!hasFilters(filters) && !showAll) {
      setResults({ status: 'static' });
      return;
    }
    let current = true;
    setResults({ status: 'loading' });
    import('../catalogue/search')
      .then(({ searchProducts }) => searchProducts(region, filters))
      .then(
        (found) => current && setResults({ status: 'ready', cards: found }),
        () => current && setResults({ status: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [region, filters, search, showAll]);

  const change = (next: Filters) => {
    const query = productFilterParams(clearTypeDependentFilters(next)).toString();
    void navigate(`${location.pathname}${query ? `?${query}` : ''}`);
  };
  const shown =
    results.status === 'ready' ? results.cards : results.status === 'static' ? cards : [];
  const count = results.status === 'ready' ? results.cards.length : total;
  return (
    <Layout region={region} basePath={basePath}>
      <div className="catalogue-page product-list">
        <Breadcrumbs trail={catalogueBreadcrumbs({ kind: 'list' }, region)} />
        <header className="catalogue-page__header">
          <h1 id="product-list-title">Products</h1>
          <p className="product-list__count" aria-live="polite">
            {results.status === 'loading'
              ? 'Loading products…'
              : results.status === 'failed'
                ? 'The products could not be loaded. Please try again.'
                : `${count} ${count === 1 ? 'product' : 'products'}`}
          </p>
        </header>
        <div className="product-list__layout">
          <ProductFilters region={region} filters={filters} brands={brands} onChange={change} />
          <section
            className="product-list__results"
            aria-labelledby="product-list-title"
            aria-busy={results.status === 'loading'}
          >
            {results.status === 'loading' ? (
              <ul className="product-grid product-grid--loading" aria-hidden="true">
                {Array.from({ length: 8 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <li key={index} className="product-card product-card--placeholder" />
                ))}
              </ul>
            ) : null}
            {results.status === 'ready' && results.cards.length === 0 ? (
              <div className="product-list__empty">
                <p>No products match these filters.</p>
                <button type="button" className="button" onClick={() => change({})}>
                  Clear all filters
                </button>
              </div>
            ) : null}
            {shown.length ? (
              <ProductGrid
                cards={shown}
                listId={
                  hasFilters(filters) ? `products?${productFilterParams(filters)}` : 'products'
                }
                listName="Products"
                priorityCount={4}
              />
            ) : null}
            {results.status === 'static' && total > cards.length ? (
              <button
                type="button"
                className="button product-list__more"
                onClick={() => setShowAll(true)}
              >
                Show all {total} products
              </button>
            ) : null}
          </section>
        </div>
      </div>
    </Layout>
  );
}

export function Head({ pageContext, location }: HeadProps<object, ProductListContext>) {
  // SPEC.md section 2.5: every filter combination has its canonical list page.
  // Gatsby types the head's location without its query; in the browser the page's URL has it.
  const search =
    (location as { search?: string }).search ??
    (typeof window === 'undefined' ? '' : window.location.search);
  const canonical = canonicalProductListUrl(search, { locale: pageContext.region });
  return (
    <Seo
      title="Carpet and hard flooring"
      description="Browse our carpet and hard flooring ranges by type, style, room, brand, colour and budget, and order free samples."
      path={canonical}
      alternates={pageContext.alternates}
    >
      <BreadcrumbJsonLd trail={catalogueBreadcrumbs({ kind: 'list' }, pageContext.region)} />
    </Seo>
  );
}
