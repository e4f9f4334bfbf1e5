/**
 * The results of a search on the results page (issue 40, item 6): product cards as the product
 * list shows them, each with its Free Samples button, the colour the query named on show; what
 * the query was understood as, and the filters chosen, as removable chips; the filters with
 * their counts (the product list's, in a drawer below 768 px), the order and 'Show more'; 'See
 * all in the product list'; ranges, and guides, news and features in sections of their own. The
 * count is announced; what was corrected, left out or relaxed is said above the cards.
 */
import type { ProductFilters as Filters, ProductFilterKey } from '@gh/shared/catalogue';
import { filterLabel, PRODUCT_SORT_OPTIONS, withoutFilter } from '@gh/shared/catalogue';
import type { Region } from '@gh/shared/regions';
import {
  fetchSearchPage,
  hasAnyResult,
  mapSearchResponse,
  SEARCH_MIN_CHARS,
  type SearchReply,
  type SearchSort,
  withoutWords,
} from '@gh/shared/search';
import { Link, navigate } from 'gatsby';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FilterDrawer } from '../catalogue/FilterDrawer';
import {
  FilterChips,
  ListToolbar,
  LoadingCards,
  NoMatches,
  ShowMore,
} from '../catalogue/ListControls';
import { ProductFilters } from '../catalogue/ProductFilters';
import { ProductGrid } from '../catalogue/ProductGrid';
import { DeferredWidget } from '../components/widgets/DeferredWidget';
import { samplesModule } from '../components/widgets/modules';
import { HydrationSlice } from '../hydration/HydrationSlice';
import '../catalogue/product-list.css';
import './search-results.css';
import { searchResultHref } from './links';
import {
  parseSearchPage,
  productListHref,
  SEARCH_CARDS_PER_PAGE,
  type SearchCard,
  type SearchPageState,
  searchCard,
  searchPageSearch,
} from './search-page';

/** The orders of the results: relevance first, then the product list's own but 'featured'. */
const SEARCH_SORT_OPTIONS: readonly { value: SearchSort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  ...PRODUCT_SORT_OPTIONS.flatMap((option) =>
    option.value === 'featured' ? [] : [{ value: option.value as SearchSort, label: option.label }],
  ),
];

type Status = 'loading' | 'more' | 'ready' | 'failed';

/** What has been fetched for one query, filters and order: its first reply and its cards. */
interface Fetched {
  key: string;
  pages: number;
  reply: SearchReply;
  cards: SearchCard[];
}

const keyOf = (state: SearchPageState) => searchPageSearch({ ...state, pages: 1 });

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** The results of the URL's search, its pages fetched as they are asked for. */
function useSearchPages(region: Region, state: SearchPageState | null) {
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const fetchedRef = useRef<Fetched | null>(null);
  fetchedRef.current = fetched;
  const key = state ? keyOf(state) : null;
  const pages = state?.pages ?? 1;
  useEffect(() => {
    if (key === null) return;
    const wanted = parseSearchPage(key);
    if (wanted.query.length < SEARCH_MIN_CHARS) return;
    const known = fetchedRef.current?.key === key ? fetchedRef.current : null;
    if (known && known.pages >= pages) {
      setFetched({ ...known, pages, cards: known.cards.slice(0, pages * SEARCH_CARDS_PER_PAGE) });
      setStatus('ready');
      return;
    }
    const controller = new AbortController();
    const from = known ? known.pages + 1 : 1;
    if (!known) setFetched(null);
    setStatus(known ? 'more' : 'loading');
    Promise.all(
      Array.from({ length: pages - from + 1 }, (_, at) =>
        fetchSearchPage({
          apiBase: '',
          query: wanted.query,
          website: 'GHRES',
          region,
          filters: wanted.filters,
          sort: wanted.sort,
          limit: SEARCH_CARDS_PER_PAGE,
          offset: (from + at - 1) * SEARCH_CARDS_PER_PAGE,
          signal: controller.signal,
        }),
      ),
    ).then((replies) => {
      if (controller.signal.aborted) return;
      const first = known?.reply ?? replies[0];
      if (!first || replies.some((reply) => reply === null)) {
        setStatus('failed');
        return;
      }
      setFetched({
        key,
        pages,
        reply: first,
        cards: [
          ...(known?.cards ?? []),
          ...replies.flatMap((reply) =>
            (reply?.products ?? []).map((item) => searchCard(item, region)),
          ),
        ],
      });
      setStatus('ready');
    });
    return () => controller.abort();
  }, [region, key, pages]);
  return { fetched: fetched?.key === key ? fetched : null, status };
}

/** Where to go when nothing matched: the main ways into the range. */
function Suggestions({ region }: { region: Region }) {
  return (
    <div className="search-page__suggestions">
      <p>Check the spelling, or try fewer or more general words, such as a colour or a fibre.</p>
      <h2>Or browse</h2>
      <ul>
        <li>
          <Link to={`/${region}/products/?type=CPT`}>All carpet</Link>
        </li>
        <li>
          <Link to={`/${region}/products/?type=HF`}>All hard flooring</Link>
        </li>
        <li>
          <Link to={`/${region}/collections/`}>Collections</Link>
        </li>
        <li>
          <Link to={`/${region}/find-stores/`}>Find a store near you</Link>
        </li>
      </ul>
    </div>
  );
}

/** A section of links: ranges, or guides, news and features. */
function LinkSection({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { href: string; label: string; detail?: string }[];
}) {
  if (links.length === 0) return null;
  return (
    <section className="search-page__group" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="search-page__count">({links.length})</span>
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
            {link.detail ? <span className="search-page__detail"> {link.detail}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface SearchResultsProps {
  region: Region;
  pathname: string;
  /** The page's query string, as the browser has it. */
  search: string;
  /** The names of the region's features, for the Features filter and its chips. */
  features: readonly { slug: string; title: string }[];
}

export function SearchResults({
  region,
  pathname,
  search: locationSearch,
  features,
}: SearchResultsProps) {
  // The built page has no query: the URL's is read once the page runs.
  const [search, setSearch] = useState<string | null>(null);
  useEffect(() => setSearch(locationSearch), [locationSearch]);
  const state = useMemo(() => (search === null ? null : parseSearchPage(search)), [search]);
  const { fetched, status } = useSearchPages(region, state);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  if (!state || state.query === '') return null;
  const { query } = state;
  if (query.length < SEARCH_MIN_CHARS) {
    return (
      <p className="search-page__status" role="status" aria-live="polite">
        Type at least {SEARCH_MIN_CHARS} characters to search.
      </p>
    );
  }

  const go = (next: Partial<SearchPageState>, { replace = false } = {}) => {
    const target = { ...state, pages: 1, ...next };
    void navigate(`${pathname}?${searchPageSearch(target)}`, { replace });
  };
  const reply = fetched?.reply ?? null;
  const results = reply ? mapSearchResponse(reply) : null;
  const total = reply?.total ?? 0;
  const others = results
    ? results.highlights.length +
      results.collections.length +
      results.types.length +
      results.articles.length
    : 0;
  const statusText =
    status === 'loading'
      ? 'Searching...'
      : status === 'failed'
        ? 'Search is not answering just now. Please try again in a moment.'
        : total > 0
          ? `${plural(total, 'product')} for ‘${query}’`
          : others > 0
            ? `${plural(others, 'result')} for ‘${query}’`
            : `No results for ‘${query}’`;

  const understood = reply?.understood ?? [];
  const filterChips = Object.entries(state.filters).flatMap(([facet, values]) =>
    (values ?? []).map((value) => ({ facet: facet as ProductFilterKey, value })),
  );
  const chips = [
    ...understood.map((item) => ({
      key: `understood:${item.facet}:${item.words}`,
      label: item.label,
      remove: () => go({ query: withoutWords(query, item.words) }),
    })),
    ...filterChips.map(({ facet, value }) => ({
      key: `filter:${facet}:${value}`,
      label: filterLabel(facet, value, { features }),
      remove: () => go({ filters: withoutFilter(state.filters, facet, value) }),
    })),
  ];
  const clearAll = () => go({ filters: {} });
  // What was relaxed is an either-or the product list's filters cannot say: no link then.
  const seeAll =
    reply && !reply.relaxed ? productListHref(region, understood, state.filters) : null;
  const cards = fetched?.cards ?? [];
  const byCode = new Map(cards.map((item) => [item.card.productCode, item]));
  const filterForm = () => (
    <ProductFilters
      region={region}
      filters={state.filters}
      brands={[]}
      features={features}
      counts={reply?.facets ?? {}}
      onChange={(filters: Filters) => go({ filters })}
    />
  );
  const showProducts = status === 'loading' || total > 0 || filterChips.length > 0;

  return (
    <div className="search-page__results" data-ready={status !== 'loading'}>
      <p className="search-page__status" role="status" aria-live="polite">
        {statusText}
      </p>
      <SearchNotes reply={reply} query={query} />
      {showProducts ? (
        <div className="product-list__layout">
          <HydrationSlice>
            <aside className="product-list__sidebar" aria-label="Filters">
              {filterForm()}
            </aside>
          </HydrationSlice>
          <section
            className="product-list__results"
            aria-label="Products"
            aria-busy={status === 'loading' || status === 'more'}
          >
            <ListToolbar
              opener={filtersButton}
              chosen={filterChips.length}
              onOpenFilters={() => setDrawerOpen(true)}
              countText={null}
              sortId="search-sort"
              sort={state.sort}
              sortOptions={SEARCH_SORT_OPTIONS}
              onSort={(sort) => go({ sort })}
            />
            <FilterChips
              chips={chips}
              label="What we searched for"
              onClearAll={filterChips.length ? clearAll : undefined}
            />
            {seeAll ? (
              <p className="search-page__see-all">
                <Link to={seeAll}>See all in the product list</Link>
              </p>
            ) : null}
            {status === 'loading' ? <LoadingCards /> : null}
            {status === 'ready' && total === 0 ? <NoMatches onClearAll={clearAll} /> : null}
            {cards.length ? (
              <ProductGrid
                cards={cards.map((item) => item.card)}
                listId={`search?${keyOf(state)}`}
                listName="Search results"
                priorityCount={4}
                withCollection
                actions={(card) => (
                  <SampleButton region={region} result={byCode.get(card.productCode)} />
                )}
              />
            ) : null}
            <ShowMore
              status={status}
              shown={cards.length}
              total={total}
              onMore={() => go({ pages: state.pages + 1 }, { replace: true })}
            />
          </section>
          <FilterDrawer
            open={drawerOpen}
            onClose={closeDrawer}
            opener={filtersButton}
            showLabel={`Show ${plural(total, 'product')}`}
            onClearAll={clearAll}
            canClear={filterChips.length > 0}
          >
            {filterForm()}
          </FilterDrawer>
        </div>
      ) : null}
      {results ? (
        <>
          <LinkSection
            id="search-ranges"
            title="Ranges"
            links={[
              ...results.types.map((item) => ({ item, group: 'types' as const })),
              ...results.collections.map((item) => ({ item, group: 'collections' as const })),
            ].flatMap(({ item, group }) => {
              const href = searchResultHref(group, item, region);
              return href ? [{ href, label: item.name }] : [];
            })}
          />
          <LinkSection
            id="search-guides"
            title="Guides, news and features"
            links={[
              ...results.articles.map((item) => ({ item, group: 'articles' as const })),
              ...results.highlights.map((item) => ({ item, group: 'highlights' as const })),
            ].flatMap(({ item, group }) => {
              const href = searchResultHref(group, item, region);
              return href
                ? [{ href, label: item.name, detail: group === 'highlights' ? 'Feature' : 'Guide' }]
                : [];
            })}
          />
          {!hasAnyResult(results) && filterChips.length === 0 ? (
            <Suggestions region={region} />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** What the search did with the words: corrected, left out, or relaxed when nothing fitted all. */
function SearchNotes({ reply, query }: { reply: SearchReply | null; query: string }): ReactNode {
  if (!reply) return null;
  const corrected = reply.corrected ?? [];
  const ignored = reply.ignored ?? [];
  return (
    <>
      {reply.relaxed ? <p className="search-page__relaxed">{reply.relaxed.message}</p> : null}
      {corrected.length ? (
        <p className="search-page__note">
          Searched for{' '}
          {corrected.map((word, at) => (
            <span key={word.typed}>
              {at > 0 ? ', ' : ''}‘<strong>{word.read}</strong>’ (you typed ‘{word.typed}’)
            </span>
          ))}
          .
        </p>
      ) : null}
      {ignored.length && ignored.length < query.split(/\s+/).length ? (
        <p className="search-page__note">
          Left out, as they match nothing: {ignored.map((word) => `‘${word}’`).join(', ')}.
        </p>
      ) : null}
    </>
  );
}

/** A result's Free Samples button, loaded as it nears the viewport; none where samples are not offered. */
function SampleButton({ region, result }: { region: Region; result: SearchCard | undefined }) {
  if (!result?.sampleAvailable) return null;
  return (
    <div className="search-page__samples">
      <span className="visually-hidden">Samples of {result.card.name}: </span>
      <DeferredWidget
        load={samplesModule.load}
        styles={(widget) => widget.samplesStyles}
        widget="gh-samples"
        className="search-page__samples-widget"
      >
        {({ Samples }) => (
          <Samples
            productCode={result.card.productCode}
            colour={result.colour}
            region={region}
            website="GHRES"
          />
        )}
      </DeferredWidget>
    </div>
  );
}
