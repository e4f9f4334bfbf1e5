/**
 * The site-search status machine (SPEC.md section 4) as a pure reducer: the search box sends it
 * what happened and renders the status it returns. Fetching (after the debounce) is the caller's
 * job whenever the status becomes 'searching'.
 */
import { KEEP_TYPING_TEXT, NO_RESULTS_TEXT, SEARCH_MIN_CHARS, SEARCHING_TEXT } from './constants';
import { hasAnyResult, type SearchResults } from './results';

export type SearchStatus = 'keepTyping' | 'searching' | 'results' | 'noResults' | 'hidden';
type ShownStatus = Exclude<SearchStatus, 'hidden'>;

export interface SearchState {
  status: SearchStatus;
  /** The text in the box, as typed. */
  query: string;
  /** The answer to `query`, once it has arrived. */
  results: SearchResults | null;
  /** What to show again when focus returns while hidden. */
  shownStatus: ShownStatus;
}

export type SearchEvent =
  | { type: 'inputChanged'; query: string }
  | { type: 'resultsArrived'; query: string; results: SearchResults }
  | { type: 'fetchFailed'; query: string }
  | { type: 'focusLeft' }
  | { type: 'focusReturned' };

/** The line shown under the box for each status that has one (results show the groups). */
export const SEARCH_STATUS_TEXT: Readonly<Partial<Record<SearchStatus, string>>> = {
  keepTyping: KEEP_TYPING_TEXT,
  searching: SEARCHING_TEXT,
  noResults: NO_RESULTS_TEXT,
};

export const initialSearchState: SearchState = {
  status: 'keepTyping',
  query: '',
  results: null,
  shownStatus: 'keepTyping',
};

/** Whether a query is long enough to search: at least 3 characters once trimmed. */
export function isSearchable(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_CHARS;
}

function show(
  state: SearchState,
  status: ShownStatus,
  patch: Partial<SearchState> = {},
): SearchState {
  const hidden = state.status === 'hidden';
  return { ...state, ...patch, shownStatus: status, status: hidden ? 'hidden' : status };
}

export function searchReducer(state: SearchState, event: SearchEvent): SearchState {
  switch (event.type) {
    case 'inputChanged':
      return show(state, isSearchable(event.query) ? 'searching' : 'keepTyping', {
        query: event.query,
        results: null,
      });
    case 'resultsArrived':
      // An answer to an older query (the visitor kept typing) is dropped.
      if (event.query !== state.query || !isSearchable(state.query)) return state;
      return show(state, hasAnyResult(event.results) ? 'results' : 'noResults', {
        results: event.results,
      });
    case 'fetchFailed':
      if (event.query !== state.query || !isSearchable(state.query)) return state;
      return show(state, 'noResults', { results: null });
    case 'focusLeft':
      return { ...state, status: 'hidden' };
    case 'focusReturned':
      return state.status === 'hidden' ? { ...state, status: state.shownStatus } : state;
  }
}
