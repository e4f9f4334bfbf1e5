/**
 * A filterable product list (SPEC.md sections 2.1, 2.3 and 4; issue 11): the filters (a sidebar
 * from 768 px, a drawer behind a 'Filters (N)' button below), a sort control, the active filters
 * as removable chips with 'Clear all', and the cards a page at a time with 'Show more'. The
 * product list and each product-type page render it; a product-type page fixes its type and sub
 * type (`fixed`), which are then neither offered nor shown as chips.
 *
 * The built page shows its first page of cards, so it is useful before any script runs. The
 * filters, the order (`sort`) and the number of pages shown (`pages`) live in the URL, so back
 * and forward work, a list can be shared and Back from a product returns to as many cards as
 * were shown. A filtered or sorted list and each 'Show more' fetch a page of cards
 * (PRODUCT_CARD_PAGE_SIZE) from the catalogue API through the shared client and its cache.
 *
 * Nothing moves while it loads: the chips row and the toolbar keep their height, and the filters
 * stay invisible (their space kept) until the URL's filters are applied after hydration.
 */
import {
  activeFilters,
  clearTypeDependentFilters,
  type FacetCounts,
  type ProductFilters as Filters,
  PRODUCT_CARD_PAGE_SIZE,
  PRODUCT_SORT_OPTIONS,
  type ProductSort,
  parseProductListQuery,
  parseProductSort,
  productListSearch,
  withoutFilter,
} from '@gh/shared/catalogue';
import type { Region } from '@gh/shared/regions';
import { navigate } from 'gatsby';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ProductCardData } from './cards';
import { FilterDrawer } from './FilterDrawer';
import { FilterChips, ListToolbar, LoadingCards, NoMatches, ShowMore } from './ListControls';
import { type FilterKey, ProductFilters } from './ProductFilters';
import { ProductGrid } from './ProductGrid';
import './product-list.css';
import { HydrationSlice } from '../hydration/HydrationSlice';

/** The query parameter holding how many pages of cards the list shows. */
const PAGES_PARAM = 'pages';
/** A URL asking for more pages than this is read as this many. */
const MAX_PAGES = 100;

/** Pages shown: the URL's `pages`, a whole number from 1. */
function pagesIn(search: string): number {
  const value = Number(new URLSearchParams(search).get(PAGES_PARAM));
  return Number.isInteger(value) && value > 1 ? Math.min(value, MAX_PAGES) : 1;
}

/** The cards fetched for one filter set and order: the first `pages` pages, and the matches. */
interface Fetched {
  key: string;
  pages: number;
  cards: ProductCardData[];
  total: number;
}

type Status = 'ready' | 'loading' | 'more' | 'failed';

const hasFilters = (filters: Filters) => Object.values(filters).some((values) => values?.length);

const productsCount = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

const NO_FEATURES: readonly { slug: string; title: string }[] = [];
const NO_COUNTS: Readonly<Record<string, number>> = {};

/**
 * The products each feature would show under the list's filters: the built counts while the list
 * is the built one, else those of the catalogue API (fetched with the list's other run-time code).
 * Until they arrive the last counts stay.
 */
function useFeatureCounts(
  region: Region,
  filters: Filters | null,
  built: Readonly<Record<string, number>>,
  isBuilt: boolean,
): FacetCounts {
  const [counts, setCounts] = useState<FacetCounts>({ feature: { ...built } });
  // The filters as their query: a new object with the same filters is no change.
  const key = filters ? productListSearch(filters) : null;
  useEffect(() => {
    if (key === null) return;
    if (isBuilt) {
      setCounts({ feature: { ...built } });
      return;
    }
    let current = true;
    import('./search')
      .then(({ facetCounts }) => facetCounts(region, parseProductListQuery(key), ['feature']))
      .then(
        (fetched) => current && setCounts(fetched),
        // The counts stay as they were; the list itself says when the catalogue is not answering.
        () => {},
      );
    return () => {
      current = false;
    };
  }, [region, key, isBuilt, built]);
  return counts;
}

export interface ProductListProps {
  region: Region;
  /** The page's path (the list's URL without its query). */
  pathname: string;
  /** The page's query: the visitor's filters, order and pages. */
  search: string;
  /** The built first page of cards and the matches in all, for the fixed filters only. */
  cards: readonly ProductCardData[];
  total: number;
  brands: readonly { name: string; slug: string }[];
  /** The region's features, the Features filter's values. */
  features?: readonly { slug: string; title: string }[];
  /** The built page's products per feature, for the fixed filters only. */
  featureCounts?: Readonly<Record<string, number>>;
  /** Filters the page itself applies (a product-type page: its type and sub type). */
  fixed?: Filters;
  /** The id of the page's heading, which names the results. */
  headingId: string;
  /** The list's name in analytics. */
  listName: string;
  listId: string;
}

export function ProductList({
  region,
  pathname,
  search: locationSearch,
  cards,
  total,
  brands,
  features = NO_FEATURES,
  featureCounts = NO_COUNTS,
  fixed,
  headingId,
  listName,
  listId,
}: ProductListProps) {
  // The first render matches the built page (no query there); the URL's filters apply after it.
  const [search, setSearch] = useState<string | null>(null);
  // null: the built page's cards.
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const [status, setStatus] = useState<Status>('ready');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const fetchedRef = useRef<Fetched | null>(null);
  fetchedRef.current = fetched;
  useEffect(() => setSearch(locationSearch), [locationSearch]);
  const fixedKeys = useMemo(() => Object.keys(fixed ?? {}) as FilterKey[], [fixed]);
  // The visitor's filters: the URL's, without any the page fixes.
  const chosen = useMemo(() => {
    const parsed = parseProductListQuery(search ?? '');
    for (const key of fixedKeys) delete parsed[key];
    return parsed;
  }, [search, fixedKeys]);
  const filters = useMemo(() => ({ ...chosen, ...fixed }), [chosen, fixed]);
  const sort = useMemo(() => parseProductSort(search ?? ''), [search]);
  const pages = useMemo(() => pagesIn(search ?? ''), [search]);
  const key = useMemo(() => productListSearch(filters, { sort }), [filters, sort]);
  const chips = useMemo(() => activeFilters(chosen, brands, features), [chosen, brands, features]);
  const counts = useFeatureCounts(
    region,
    search === null ? null : filters,
    featureCounts,
    !hasFilters(chosen),
  );

  useEffect(() => {
    if (search === null) return;
    const narrowed = hasFilters(chosen);
    const built = !narrowed && sort === 'featured';
    if (built && pages === 1) {
      setFetched(null);
      setStatus('ready');
      return;
    }
    // What is already at hand for these filters: earlier pages, or the built first page.
    const previous = fetchedRef.current;
    const known: Fetched | null =
      previous?.key === key
        ? previous
        : built
          ? { key, pages: 1, cards: cards.slice(0, PRODUCT_CARD_PAGE_SIZE), total }
          : null;
    if (known && known.pages >= pages) {
      // Fewer pages than fetched (back after 'Show more'): the first ones are still at hand.
      setFetched({ ...known, pages, cards: known.cards.slice(0, pages * PRODUCT_CARD_PAGE_SIZE) });
      setStatus('ready');
      return;
    }
    let current = true;
    const from = known ? known.pages + 1 : 1;
    setFetched(known);
    setStatus(known ? 'more' : 'loading');
    import('./search')
      .then(({ productCardPage }) =>
        Promise.all(
          Array.from({ length: pages - from + 1 }, (_, index) =>
            productCardPage(region, filters, from + index, sort),
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
  }, [region, chosen, filters, sort, key, pages, search, cards, total]);

  const go = (next: Filters, nextSort: ProductSort, { replace = false, more = false } = {}) => {
    const query = productListSearch(clearTypeDependentFilters(next), {
      sort: nextSort,
      pages: more ? pages + 1 : 1,
    });
    void navigate(`${pathname}${query ? `?${query}` : ''}`, { replace });
  };
  const change = (next: Filters) => {
    const own = { ...next };
    for (const fixedKey of fixedKeys) delete own[fixedKey];
    go(own, sort);
  };
  const clearAll = () => go({}, sort);
  // 'Show more' replaces the URL: Back leaves the list, and returns to it as long as it was.
  const showMore = () => go(chosen, sort, { replace: true, more: true });
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const loading = status === 'loading';
  const ready = search !== null;
  // What the cards on show were fetched for; null fetched is the built page's first page.
  const builtKey = useMemo(() => productListSearch({ ...fixed }, { sort: 'featured' }), [fixed]);
  const stale = fetched
    ? fetched.key !== key || fetched.pages !== pages
    : key !== builtKey || pages !== 1;
  // Busy from the first render that reads a new URL until its cards are on show, not only from
  // the fetch's start an effect later: aria-busy="false" never stands over the last URL's cards.
  const busy = ready && (search !== locationSearch || (status !== 'failed' && stale));
  // A failed first page shows no cards; a failed 'Show more' keeps the cards already shown.
  const shown =
    loading || (status === 'failed' && !fetched)
      ? []
      : (fetched?.cards ?? cards.slice(0, PRODUCT_CARD_PAGE_SIZE));
  const count = fetched?.total ?? total;
  const countText = loading
    ? 'Loading products…'
    : status === 'failed'
      ? 'The products could not be loaded. Please try again.'
      : productsCount(count);
  // A function, not one element: the sidebar and the drawer each render a form of their own.
  const filterForm = () => (
    <ProductFilters
      region={region}
      filters={filters}
      brands={brands}
      features={features}
      counts={counts}
      onChange={change}
      fixed={fixedKeys}
    />
  );

  return (
    <div className="product-list__layout" data-ready={ready}>
      <HydrationSlice>
        <aside className="product-list__sidebar" aria-label="Filters">
          {filterForm()}
        </aside>
      </HydrationSlice>
      <section className="product-list__results" aria-labelledby={headingId} aria-busy={busy}>
        <ListToolbar
          opener={filtersButton}
          chosen={chips.length}
          onOpenFilters={() => setDrawerOpen(true)}
          countText={countText}
          sortId={`${headingId}-sort`}
          sort={sort}
          sortOptions={PRODUCT_SORT_OPTIONS}
          onSort={(next) => go(chosen, next)}
        />
        <FilterChips
          chips={chips.map((chip) => ({
            key: `${chip.key}:${chip.value}`,
            label: chip.label,
            remove: () => go(withoutFilter(chosen, chip.key, chip.value), sort),
          }))}
          onClearAll={clearAll}
        />
        {loading ? <LoadingCards /> : null}
        {status === 'ready' && shown.length === 0 ? <NoMatches onClearAll={clearAll} /> : null}
        {shown.length ? (
          <ProductGrid
            cards={shown}
            listId={hasFilters(chosen) ? `${listId}?${productListSearch(chosen)}` : listId}
            listName={listName}
            priorityCount={4}
          />
        ) : null}
        <ShowMore status={status} shown={shown.length} total={count} onMore={showMore} />
      </section>
      <FilterDrawer
        open={drawerOpen}
        onClose={closeDrawer}
        opener={filtersButton}
        showLabel={loading ? 'Show products' : `Show ${productsCount(count)}`}
        onClearAll={clearAll}
        canClear={chips.length > 0}
      >
        {filterForm()}
      </FilterDrawer>
    </div>
  );
}
