/**
 * /{region}/search/?q=…: the site's search results page (DESIGN.md section 4; issue 40, item 6).
 * The page is built once per region; the query, filters, order and pages are read in the browser
 * from the URL and answered by GET /search-query (search/SearchResults). Without a query, or
 * before scripts run, it is a search form that submits to itself.
 */
import type { PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { pageHead } from '../components/Seo';
import type { RegionPageContext } from '../routing';
import { SearchForm } from '../search/SearchForm';
import { SearchResults } from '../search/SearchResults';
import { CataloguePage } from '../sections/CataloguePage';
import '../catalogue/catalogue.css';

interface SearchPageContext extends RegionPageContext {
  /** The region's features: the Features filter and its chips name them. */
  features: { slug: string; title: string }[];
}

const queryOf = (search: string) => new URLSearchParams(search).get('q')?.trim() ?? '';

export default function SearchPage({
  pageContext,
  location,
}: PageProps<object, SearchPageContext>) {
  const { region } = pageContext;
  // Read in the browser: the page is built once, without a query.
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(queryOf(location.search)), [location.search]);
  return (
    <CataloguePage
      context={pageContext}
      className="search-page"
      title={query ? `Search results for ‘${query}’` : 'Search'}
      intro={<SearchForm region={region} query={query} />}
    >
      <SearchResults
        region={region}
        pathname={location.pathname}
        search={location.search}
        features={pageContext.features ?? []}
      />
    </CataloguePage>
  );
}

export const Head = pageHead({
  title: 'Search',
  description: 'Search our carpet and hard flooring: products, colours, collections and guides.',
  noindex: true,
});
