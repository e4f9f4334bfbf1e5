/**
 * A search form that works before any script: a GET to the region's results page with `q`. Used
 * on the results page itself and on the 404 page.
 */
import type { Region } from '@gh/shared/regions';
import { useId } from 'react';
import './search.css';

export function SearchForm({
  region,
  query = '',
  label = 'Search products, colours and guides',
}: {
  region: Region;
  query?: string;
  label?: string;
}) {
  const id = useId();
  return (
    <form
      aria-label="Site search"
      className="search-form"
      action={`/${region}/search/`}
      method="get"
    >
      <label htmlFor={id}>{label}</label>
      <div className="search-form__row">
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          key={query}
          minLength={3}
          required
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          Search
        </button>
      </div>
    </form>
  );
}
