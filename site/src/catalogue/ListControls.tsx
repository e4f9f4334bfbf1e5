/**
 * The controls around a list of product cards, shared by the product list and the search results
 * page: the toolbar (the Filters button that opens the drawer below 768 px, the count, the sort),
 * the removable chips with 'Clear all', the placeholder cards while a page loads, what it says
 * when its filters leave nothing, and 'Show more'.
 */
import { SelectOptions } from '@gh/widgets/runtime';
import type { RefObject } from 'react';

export interface ListToolbarProps<S extends string> {
  /** The Filters button: the drawer returns focus to it. */
  opener: RefObject<HTMLButtonElement>;
  /** Filters chosen, shown on the button: 'Filters (2)'. */
  chosen: number;
  onOpenFilters(): void;
  /** The count line: '24 products'; none where the page says the count itself. */
  countText: string | null;
  sortId: string;
  sort: S;
  sortOptions: readonly { value: S; label: string }[];
  onSort(sort: S): void;
}

export function ListToolbar<S extends string>({
  opener,
  chosen,
  onOpenFilters,
  countText,
  sortId,
  sort,
  sortOptions,
  onSort,
}: ListToolbarProps<S>) {
  return (
    <div className="product-list__toolbar">
      <button
        ref={opener}
        type="button"
        className="button product-list__filters-button"
        aria-haspopup="dialog"
        onClick={onOpenFilters}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M4 6h16M7 12h10M10 18h4"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {chosen ? `Filters (${chosen})` : 'Filters'}
      </button>
      {countText === null ? null : (
        <p className="product-list__count" aria-live="polite">
          {countText}
        </p>
      )}
      <div className="product-list__sort">
        <label htmlFor={sortId}>Sort by</label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => onSort(event.currentTarget.value as S)}
        >
          <SelectOptions options={sortOptions} />
        </select>
      </div>
    </div>
  );
}

/** A removable chip: what it says, and what removing it does. */
export interface Chip {
  key: string;
  label: string;
  remove(): void;
}

/** The chips in one row that keeps its height, and 'Clear all' beside them when given. */
export function FilterChips({
  chips,
  label = 'Active filters',
  onClearAll,
}: {
  chips: readonly Chip[];
  label?: string;
  /** 'Clear all' (none without it). */
  onClearAll?(): void;
}) {
  return (
    <div className="product-list__chips">
      {chips.length ? (
        <>
          <ul aria-label={label}>
            {chips.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  className="product-list__chip"
                  aria-label={`Remove filter: ${chip.label}`}
                  onClick={chip.remove}
                >
                  {chip.label}
                  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                    <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
          {onClearAll ? (
            <button type="button" className="product-list__clear" onClick={onClearAll}>
              Clear all
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** Grey cards where a page of cards is loading: the grid keeps its place. */
export function LoadingCards() {
  return (
    <ul className="product-grid product-grid--loading" aria-hidden="true">
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="product-card product-card--placeholder" />
      ))}
    </ul>
  );
}

/**
 * 'Showing 24 of 40 products' and the button that shows the next page, while there is one and the
 * list is neither loading afresh nor failed.
 */
export function ShowMore({
  status,
  shown,
  total,
  onMore,
}: {
  status: 'ready' | 'more' | 'loading' | 'failed';
  shown: number;
  total: number;
  onMore(): void;
}) {
  if ((status !== 'ready' && status !== 'more') || shown >= total) return null;
  const loading = status === 'more';
  return (
    <div className="product-list__more">
      <p>
        Showing {shown} of {total} products
      </p>
      <button type="button" className="button" onClick={onMore} disabled={loading}>
        {loading ? 'Loading more…' : 'Show more'}
      </button>
    </div>
  );
}

/** What a list says when its filters leave nothing, and the way out. */
export function NoMatches({ onClearAll }: { onClearAll(): void }) {
  return (
    <div className="product-list__empty">
      <p>No products match these filters.</p>
      <button type="button" className="button" onClick={onClearAll}>
        Clear all filters
      </button>
    </div>
  );
}
