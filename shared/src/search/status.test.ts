import {
  emptySearchResults,
  initialSearchState,
  isSearchable,
  SEARCH_STATUS_TEXT,
  type SearchEvent,
  type SearchResults,
  type SearchState,
  searchReducer,
} from '.';

const oneProduct: SearchResults = {
  ...emptySearchResults(),
  products: [{ id: 'p1', name: 'Wool Haven' }],
};

const run = (...events: SearchEvent[]): SearchState =>
  events.reduce(searchReducer, initialSearchState);

describe('search status', () => {
  it('starts at keep typing', () => {
    expect(initialSearchState.status).toBe('keepTyping');
  });

  it('keeps typing with fewer than 3 characters or an empty box', () => {
    expect(run({ type: 'inputChanged', query: 'wo' }).status).toBe('keepTyping');
    expect(run({ type: 'inputChanged', query: '' }).status).toBe('keepTyping');
    expect(run({ type: 'inputChanged', query: ' w  ' }).status).toBe('keepTyping');
    expect(isSearchable('  wo ')).toBe(false);
  });

  it('is searching with 3 characters or more', () => {
    const state = run({ type: 'inputChanged', query: 'woo' });
    expect(state).toMatchObject({ status: 'searching', query: 'woo', results: null });
  });

  it('shows results when the answer has any item', () => {
    const state = run(
      { type: 'inputChanged', query: 'wool' },
      { type: 'resultsArrived', query: 'wool', results: oneProduct },
    );
    expect(state).toMatchObject({ status: 'results', results: oneProduct });
  });

  it('shows no results when every group is empty', () => {
    const state = run(
      { type: 'inputChanged', query: 'zzzz' },
      { type: 'resultsArrived', query: 'zzzz', results: emptySearchResults() },
    );
    expect(state.status).toBe('noResults');
  });

  it('shows no results when the search fetch fails', () => {
    const state = run(
      { type: 'inputChanged', query: 'wool' },
      { type: 'fetchFailed', query: 'wool' },
    );
    expect(state).toMatchObject({ status: 'noResults', results: null });
  });

  it('ignores an answer to a query the visitor has since changed', () => {
    const state = run(
      { type: 'inputChanged', query: 'woo' },
      { type: 'inputChanged', query: 'wool' },
      { type: 'resultsArrived', query: 'woo', results: oneProduct },
      { type: 'fetchFailed', query: 'woo' },
    );
    expect(state).toMatchObject({ status: 'searching', query: 'wool', results: null });
  });

  it('ignores an answer that arrives after the box went below 3 characters', () => {
    const state = run(
      { type: 'inputChanged', query: 'wool' },
      { type: 'inputChanged', query: 'wo' },
      { type: 'resultsArrived', query: 'wo', results: oneProduct },
    );
    expect(state).toMatchObject({ status: 'keepTyping', results: null });
  });

  it('goes back to keep typing and drops the results when the text gets shorter than 3', () => {
    const state = run(
      { type: 'inputChanged', query: 'wool' },
      { type: 'resultsArrived', query: 'wool', results: oneProduct },
      { type: 'inputChanged', query: 'wo' },
    );
    expect(state).toMatchObject({ status: 'keepTyping', results: null });
  });

  it('hides when focus leaves the search area', () => {
    const state = run(
      { type: 'inputChanged', query: 'wool' },
      { type: 'resultsArrived', query: 'wool', results: oneProduct },
      { type: 'focusLeft' },
    );
    expect(state.status).toBe('hidden');
  });

  it('restores the results when focus returns while hidden', () => {
    const state = run(
      { type: 'inputChanged', query: 'wool' },
      { type: 'resultsArrived', query: 'wool', results: oneProduct },
      { type: 'focusLeft' },
      { type: 'focusReturned' },
    );
    expect(state).toMatchObject({ status: 'results', results: oneProduct });
  });

  it('restores keep typing when focus returns to a short query', () => {
    const state = run(
      { type: 'inputChanged', query: 'w' },
      { type: 'focusLeft' },
      { type: 'focusReturned' },
    );
    expect(state.status).toBe('keepTyping');
  });

  it('stays hidden when results arrive while hidden, and shows them on return', () => {
    const hidden = run(
      { type: 'inputChanged', query: 'wool' },
      { type: 'focusLeft' },
      { type: 'resultsArrived', query: 'wool', results: oneProduct },
    );
    expect(hidden.status).toBe('hidden');
    expect(searchReducer(hidden, { type: 'focusReturned' }).status).toBe('results');
  });

  it("shows 'Keep typing...', 'Searching...' or 'No results' for those statuses", () => {
    expect(SEARCH_STATUS_TEXT).toEqual({
      keepTyping: 'Keep typing...',
      searching: 'Searching...',
      noResults: 'No results',
    });
  });

  it('changes nothing when focus returns while shown', () => {
    const state = run({ type: 'inputChanged', query: 'wool' });
    expect(searchReducer(state, { type: 'focusReturned' })).toBe(state);
  });
});
