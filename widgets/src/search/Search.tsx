import { imageUrl } from '@gh/shared/media';
import { toRegion } from '@gh/shared/regions';
import {
  fetchSearchResults,
  initialSearchState,
  SEARCH_DEBOUNCE_MS,
  SEARCH_GROUPS,
  SEARCH_IMAGE_SIZE,
  SEARCH_STATUS_TEXT,
  type SearchGroup,
  type SearchItem,
  searchReducer,
} from '@gh/shared/search';
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { defaultApiBase } from '../internal/api-base';
import type { WidgetCommand } from '../internal/define-widget';

export interface SearchSelection {
  group: SearchGroup;
  item: SearchItem;
}

export interface SearchProps {
  placeholder?: string;
  region?: string;
  website?: string;
  apiBase?: string;
  command?: WidgetCommand;
  /** Called when a result is chosen, with the mouse or the keyboard. */
  onSelect?(selection: SearchSelection): void;
}

/** Group headings; SPEC.md names the groups but not their labels, so these are ours. */
const GROUP_LABELS: Record<SearchGroup, string> = {
  products: 'Products',
  variants: 'Colours',
  highlights: 'Highlights',
  collections: 'Collections',
  types: 'Product types',
};

/** The result's own image, pattern or cameo shot as a 48 px square, if it has one. */
function resultImage(item: SearchItem, apiBase: string): string | undefined {
  const publicId = item.publicId ?? item.patternCloudinaryPublicId ?? item.cameoImage;
  if (!publicId) return undefined;
  const size = SEARCH_IMAGE_SIZE;
  return imageUrl(publicId, {
    base: `${apiBase.replace(/\/+$/, '')}/media`,
    ext: 'jpg',
    transformations: { crop: 'fill', width: size, height: size, quality: 'auto', format: 'webp' },
  });
}

/**
 * Site search (SPEC.md sections 2.8, 4, 7, 9): an ARIA combobox whose results, grouped as
 * products, colours, highlights, collections and types, are fetched 1000 ms after the visitor
 * stops typing 3 or more characters. The status machine is shared/src/search; this renders it.
 */
export function Search(props: SearchProps) {
  const { placeholder = 'Search', onSelect } = props;
  const region = toRegion(props.region);
  const website = props.website || 'GHRES';
  const apiBase = props.apiBase ?? defaultApiBase();
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // Hidden until the visitor first focuses the box; the machine's own start is 'keep typing'.
  const [state, dispatch] = useReducer(searchReducer, { ...initialSearchState, status: 'hidden' });
  // The active option belongs to one answer: a new answer starts with none active.
  const [activeIn, setActiveIn] = useState<{ results: unknown; index: number }>({
    results: null,
    index: -1,
  });
  const active = activeIn.results === state.results ? activeIn.index : -1;

  const pendingQuery = state.shownStatus === 'searching' ? state.query : null;
  useEffect(() => {
    if (pendingQuery === null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const query = pendingQuery;
      const options = { apiBase, query, website, region, signal: controller.signal };
      const results = await fetchSearchResults(options);
      if (controller.signal.aborted) return;
      dispatch(
        results ? { type: 'resultsArrived', query, results } : { type: 'fetchFailed', query },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [pendingQuery, apiBase, website, region]);

  const options = useMemo(
    () =>
      SEARCH_GROUPS.flatMap((group) =>
        (state.results?.[group] ?? []).map((item, index) => ({
          group,
          item,
          id: `${id}-${group}-${index}`,
        })),
      ),
    [state.results, id],
  );

  const reset = props.command?.name === 'reset' ? props.command.seq : 0;
  useEffect(() => {
    if (reset) dispatch({ type: 'inputChanged', query: '' });
  }, [reset]);

  const open = state.status !== 'hidden';
  const showResults = open && state.status === 'results';
  const statusText =
    state.status === 'results'
      ? `${options.length} result${options.length === 1 ? '' : 's'}`
      : (SEARCH_STATUS_TEXT[state.status] ?? '');

  const choose = (choice: (typeof options)[number]) => {
    onSelect?.({ group: choice.group, item: choice.item });
    dispatch({ type: 'focusLeft' });
  };

  return (
    <div className="search" part="search" ref={rootRef}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search
      </label>
      <input
        id={`${id}-input`}
        part="input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showResults}
        aria-controls={`${id}-results`}
        aria-activedescendant={showResults ? options[active]?.id : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={state.query}
        onFocus={() => dispatch({ type: 'focusReturned' })}
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          if (!next || !rootRef.current?.contains(next)) dispatch({ type: 'focusLeft' });
        }}
        onChange={(event) => {
          if (state.status === 'hidden') dispatch({ type: 'focusReturned' });
          dispatch({ type: 'inputChanged', query: event.currentTarget.value });
        }}
        onKeyDown={(event) => {
          const chosen = options[active];
          if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && showResults) {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            const index = (active + step + options.length) % options.length;
            setActiveIn({ results: state.results, index });
          } else if (event.key === 'Enter' && showResults && chosen) {
            event.preventDefault();
            choose(chosen);
          } else if (event.key === 'Escape') {
            dispatch({ type: 'focusLeft' });
          }
        }}
      />
      {/* Always in the page, so assistive technology hears each new status (a polite live region). */}
      <p className="status" part="status" role="status" aria-live="polite">
        {open ? statusText : ''}
      </p>
      {/* The WAI-ARIA combobox pattern: focus stays in the input and options are pointed at
          with aria-activedescendant, so they are not focusable themselves. */}
      <div
        id={`${id}-results`}
        className="results"
        part="results"
        role="listbox"
        aria-label="Search results"
        hidden={!showResults}
      >
        {SEARCH_GROUPS.map((group) => {
          const inGroup = options.filter((option) => option.group === group);
          if (inGroup.length === 0) return null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role group
            <div key={group} role="group" aria-label={GROUP_LABELS[group]} part="group">
              <div className="group-label" aria-hidden="true">
                {GROUP_LABELS[group]}
              </div>
              {inGroup.map((option) => {
                const image = resultImage(option.item, apiBase);
                const detail = option.item.productName ?? option.item.collectionName;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: see above
                  <div
                    key={option.id}
                    id={option.id}
                    role="option"
                    part="option"
                    aria-selected={options[active]?.id === option.id}
                    className={options[active]?.id === option.id ? 'option active' : 'option'}
                    // Keeps focus in the input, so the list does not close before the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                  >
                    {image ? (
                      <img
                        src={image}
                        alt=""
                        width={SEARCH_IMAGE_SIZE}
                        height={SEARCH_IMAGE_SIZE}
                        loading="lazy"
                      />
                    ) : (
                      <span className="no-image" aria-hidden="true" />
                    )}
                    <span className="text">
                      <span className="name">{option.item.name}</span>
                      {detail && detail !== option.item.name && (
                        <span className="detail">{detail}</span>
                      )}
                    </span>
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
