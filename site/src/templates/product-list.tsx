/**
 * /{region}/products: the product list with its filters (SPEC.md sections 2.1, 2.5 and 4). The
 * built page shows the unfiltered list's first page of cards, so it is useful before any script
 * runs. The filters and the number of pages shown live in the URL (`pages`), so back and forward
 * work, a list can be shared and Back from a product returns to as many cards as were shown. A
 * filtered list and each 'Show more' fetch a page of cards (PRODUCT_CARD_PAGE_SIZE) from the
 * catalogue API through the shared client and its cache; the whole catalogue is never downloaded.
 */
import {
  canonicalProductListUrl,
  clearTypeDependentFilters,
  type ProductFilters as Filters,
  PRODUCT_CARD_PAGE_SIZE,
  parseProductListQuery,
  productFilterParams,
} from '@gh/shared/catalogue';
import { catalogueBreadcrumbs } from '@gh/shared/navigation';
import { type HeadProps, navigate, type PageProps } from 'gatsby';
import { useEffect, useMemo, useRef, useState } from 'react';
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

/** The query parameter holding how many pages of cards the list shows. */
const PAGES_PARAM = 'pages';
/** A URL asking for more pages than this is read as this many. */
const MAX_PAGES = 100;

/** Pages shown: the URL's `pages`, a whole number from 1. */
function pagesIn(search: string): number {
  const value = Number(new URLSearchParams(search).get(PAGES_PARAM));
  return Number.isInteger(value) && value > 1 ? Math.min(value, MAX_PAGES) : 1;
}

/** The list's query: its filters, then the pages shown when more than one. */
function listQuery(filters: Filters, pages: number): string {
  const params = productFilterParams(filters);
  if (pages > 1) params.set(PAGES_PARAM, String(pages));
  return params.toString();
}

/** The cards fetched for one filter set: the first `pages` pages, and the matches in all. */
interface Fetched {
  key: string;
  pages: number;
  cards: ProductCardData[];
  total: number;
}

type Status = 'ready' | 'loading' | 'more' | 'failed';

const hasFilters = (filters: Filters) => Object.values(filters).some((values) => values?.length);

export default function ProductList({
  pageContext,
  location,
}: PageProps<object, ProductListContext>) {
  const { region, basePath, cards, total, brands } = pageContext;
  // The first render matches the built page (no query there); the URL's filters apply after it.
  const [search, setSearch] = useState<string | null>(null);
  // null: the built page's cards.
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const [status, setStatus] = useState<Status>('ready');
  const fetchedRef = useRef<Fetched | null>(null);
  fetchedRef.current = fetched;
  useEffect(() => setSearch(location.search), [location.search]);
  const filters = useMemo(() => parseProductListQuery(search ?? ''), [search]);
  const pages = useMemo(() => pagesIn(search ?? ''), [search]);
  const key = useMemo(() => productFilterParams(filters).toString(), [filters]);

  useEffect(() => {
    if (search === null) return;
    const filtered = hasFilters(filters);
    if (!filtered && pages === 1) {
      setFetched(null);
      setStatus('ready');
      return;
    }
    // What is already at hand for these filters: earlier pages, or the built first page.
    const previous = fetchedRef.current;
    const known: Fetched | null =
      previous?.key === key
        ? previous
        : filtered
          ? null
          : { key, pages: 1, cards: cards.slice(0, PRODUCT_CARD_PAGE_SIZE), total };
    if (known && known.pages >= pages) {
      // Fewer pages than fetched (back after 'Show more'): the first ones are still at hand.
      setFetched({ ...known, pages, cards: known.cards.slice(0, pages * PRODUCT_CARD_PAGE_SIZE) });
      setStatus('ready');
      return;
    }
    let current = true;
    const from = known ? known.pages + 1 : 1;
    if (known) setFetched(known);
    else setFetched(null);
    setStatus(known ? 'more' : 'loading');
    import('../catalogue/search')
      .then(({ productCardPage }) =>
        Promise.all(
          Array.from({ length: pages - from + 1 }, (_, index) =>
            productCardPage(region, filters, from + index),
          ),
        ),
      )
      .then(
        (loaded) => {
          if (!current) return;
          const last = loaded[loaded.length - 1];
          setFetched({
            key,
            pages,
            cards: [...(known?.cards ?? []), ...loaded.flatMap((page) => page.cards)],
            total: last?.total ?? known?.total ?? 0,
          });
          setStatus('ready');
        },
        () => current && setStatus('failed'),
      );
    return () => {
      current = false;
    };
  }, [region, filters, key, pages, search, cards, total]);

  const change = (next: Filters) => {
    const query = listQuery(clearTypeDependentFilters(next), 1);
    void navigate(`${location.pathname}${query ? `?${query}` : ''}`);
  };
  // 'Show more' replaces the URL: Back leaves the list, and returns to it as long as it was.
  const showMore = () => {
    void navigate(`${location.pathname}?${listQuery(filters, pages + 1)}`, { replace: true });
  };
  const loading = status === 'loading';
  // A failed first page shows no cards; a failed 'Show more' keeps the cards already shown.
  const shown = loading || (status === 'failed' && !fetched) ? [] : (fetched?.cards ?? cards);
  const count = fetched?.total ?? total;
  return (
    <Layout region={region} basePath={basePath}>
      <div className="catalogue-page product-list">
        <Breadcrumbs trail={catalogueBreadcrumbs({ kind: 'list' }, region)} />
        <header className="catalogue-page__header">
          <h1 id="product-list-title">Products</h1>
          <p className="product-list__count" aria-live="polite">
            {loading
              ? 'Loading products…'
              : status === 'failed'
                ? 'The products could not be loaded. Please try again.'
                : `${count} ${count === 1 ? 'product' : 'products'}`}
          </p>
        </header>
        <div className="product-list__layout">
          <ProductFilters region={region} filters={filters} brands={brands} onChange={change} />
          <section
            className="product-list__results"
            aria-labelledby="product-list-title"
            aria-busy={loading || status === 'more'}
          >
            {loading ? (
              <ul className="product-grid product-grid--loading" aria-hidden="true">
                {Array.from({ length: 8 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <li key={index} className="product-card product-card--placeholder" />
                ))}
              </ul>
            ) : null}
            {status === 'ready' && shown.length === 0 ? (
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
            {(status === 'ready' || status === 'more') && shown.length < count ? (
              <div className="product-list__more">
                <p>
                  Showing {shown.length} of {count} products
                </p>
                <button
                  type="button"
                  className="button"
                  onClick={showMore}
                  disabled={status === 'more'}
                >
                  {status === 'more' ? 'Loading more…' : 'Show more'}
                </button>
              </div>
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
