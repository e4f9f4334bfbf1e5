/**
 * /{region}/search/?q=…: the site's search results page (DESIGN.md section 4). The page is built
 * once per region; the query is read in the browser and answered by GET /search-query with up to
 * SEARCH_PAGE_LIMIT results a group, each a link to its page. Without a query, or before scripts
 * run, it is a search form that submits to itself.
 */
import type { Region } from '@gh/shared/regions';
import {
  fetchSearchResults,
  hasAnyResult,
  SEARCH_GROUP_LABELS,
  SEARCH_GROUPS,
  SEARCH_MIN_CHARS,
  SEARCH_PAGE_LIMIT,
  type SearchResults,
} from '@gh/shared/search';
import { Link, type PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { pageHead } from '../components/Seo';
import type { RegionPageContext } from '../routing';
import { searchResultHref } from '../search/links';
import { SearchForm } from '../search/SearchForm';
import { CataloguePage } from '../sections/CataloguePage';
import '../catalogue/catalogue.css';

type Outcome =
  | { state: 'idle' }
  | { state: 'short' }
  | { state: 'searching' }
  | { state: 'failed' }
  | { state: 'done'; results: SearchResults };

const queryOf = (search: string) => new URLSearchParams(search).get('q')?.trim() ?? '';

/** The results of `query`, fetched when it changes. */
function useSearch(query: string, region: Region): Outcome {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  useEffect(() => {
    if (query === '') return setOutcome({ state: 'idle' });
    if (query.length < SEARCH_MIN_CHARS) return setOutcome({ state: 'short' });
    const controller = new AbortController();
    setOutcome({ state: 'searching' });
    fetchSearchResults({
      apiBase: '',
      query,
      website: 'GHRES',
      region,
      limit: SEARCH_PAGE_LIMIT,
      signal: controller.signal,
    }).then((results) => {
      if (controller.signal.aborted) return;
      setOutcome(results ? { state: 'done', results } : { state: 'failed' });
    });
    return () => controller.abort();
  }, [query, region]);
  return outcome;
}

const count = (results: SearchResults) =>
  SEARCH_GROUPS.reduce((sum, group) => sum + results[group].length, 0);

function statusText(outcome: Outcome, query: string): string {
  switch (outcome.state) {
    case 'idle':
      return '';
    case 'short':
      return `Type at least ${SEARCH_MIN_CHARS} characters to search.`;
    case 'searching':
      return 'Searching...';
    case 'failed':
      return 'Search is not answering just now. Please try again in a moment.';
    case 'done': {
      const found = count(outcome.results);
      if (found === 0) return `No results for ‘${query}’`;
      return `${found} result${found === 1 ? '' : 's'} for ‘${query}’`;
    }
  }
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

export default function SearchPage({
  pageContext,
  location,
}: PageProps<object, RegionPageContext>) {
  const { region } = pageContext;
  // Read in the browser: the page is built once, without a query.
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(queryOf(location.search)), [location.search]);
  const outcome = useSearch(query, region);
  return (
    <CataloguePage
      context={pageContext}
      className="search-page"
      title={query ? `Search results for ‘${query}’` : 'Search'}
      intro={<SearchForm region={region} query={query} />}
    >
      <p className="search-page__status" role="status" aria-live="polite">
        {statusText(outcome, query)}
      </p>
      {outcome.state === 'done' && !hasAnyResult(outcome.results) && (
        <Suggestions region={region} />
      )}
      {outcome.state === 'done' &&
        SEARCH_GROUPS.map((group) => {
          const items = outcome.results[group];
          if (items.length === 0) return null;
          return (
            <section key={group} className="search-page__group" aria-labelledby={`group-${group}`}>
              <h2 id={`group-${group}`}>
                {SEARCH_GROUP_LABELS[group]}{' '}
                <span className="search-page__count">({items.length})</span>
              </h2>
              <ul>
                {items.map((item) => {
                  const href = searchResultHref(group, item, region);
                  const detail = item.productName ?? item.collectionName;
                  return (
                    <li key={`${item.id}-${item.name}`}>
                      {href ? <Link to={href}>{item.name}</Link> : <span>{item.name}</span>}
                      {detail && detail !== item.name && (
                        <span className="search-page__detail"> {detail}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
    </CataloguePage>
  );
}

export const Head = pageHead({
  title: 'Search',
  description: 'Search our carpet and hard flooring: products, colours, collections and features.',
  noindex: true,
});
