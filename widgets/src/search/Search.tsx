import { toRegion } from '@gh/shared/regions';
import {
  fetchSearchResults,
  initialSearchState,
  SEARCH_DEBOUNCE_MS,
  SEARCH_GROUP_LABELS,
  SEARCH_GROUPS,
  SEARCH_IMAGE_SIZE,
  SEARCH_MIN_CHARS,
  SEARCH_STATUS_TEXT,
  type SearchGroup,
  type SearchItem,
  searchReducer,
} from '@gh/shared/search';
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { defaultApiBase } from '../internal/api-base';
import { useCombobox } from '../internal/combobox';
import type { WidgetCommand } from '../internal/define-widget';

/** The result the visitor chose, with its group. */
export interface SearchSelection {
  group: SearchGroup;
  item: SearchItem;
}

/** What the visitor searched for, pressing Enter with no result pointed at. */
export interface SearchSubmit {
  /** The query as typed, trimmed. */
  query: string;
}

export interface SearchProps {
  placeholder?: string;
  region?: string;
  website?: string;
  apiBase?: string;
  command?: WidgetCommand;
  /** Called when a result is chosen, with the mouse or the keyboard. */
  onSelect?(selection: SearchSelection): void;
  /**
   * Called on Enter with no result pointed at and at least 3 characters typed: the page may
   * open its results page for the query (the site's /{region}/search/?q=).
   */
  onSearch?(detail: SearchSubmit): void;
}

type ImageUrl = typeof import('@gh/shared/media')['imageUrl'];
let media: Promise<ImageUrl> | undefined;

/**
 * The media URL builder (@cloudinary/url-gen, about half of what the search box would otherwise
 * weigh), fetched once the visitor first focuses the box: the results it draws images for arrive
 * at least a second later (the debounce), and a page that never searches does not pay for it.
 */
function loadImageUrl(): Promise<ImageUrl> {
  media ??= import('@gh/shared/media').then(
    (module) => module.imageUrl,
    (error: unknown) => {
      media = undefined;
      throw error;
    },
  );
  return media;
}

/** The image URL builder once wanted and arrived; until then results show their placeholder. */
function useImageUrl(wanted: boolean): ImageUrl | null {
  const [imageUrl, setImageUrl] = useState<ImageUrl | null>(null);
  useEffect(() => {
    if (!wanted || imageUrl) return;
    let current = true;
    loadImageUrl().then(
      (loaded) => current && setImageUrl(() => loaded),
      (error: unknown) => console.warn('[gh-search] could not load the result images', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, imageUrl]);
  return imageUrl;
}

/** The result's own image, pattern or cameo shot as a 48 px square, if it has one. */
function resultImage(imageUrl: ImageUrl, item: SearchItem, apiBase: string): string | undefined {
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
  const { placeholder = 'Search', onSelect, onSearch } = props;
  const region = toRegion(props.region);
  const website = props.website || 'GHRES';
  const apiBase = props.apiBase ?? defaultApiBase();
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // Hidden until the visitor first focuses the box; the machine's own start is 'keep typing'.
  const [state, dispatch] = useReducer(searchReducer, { ...initialSearchState, status: 'hidden' });
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
          key: `${group}-${index}`,
        })),
      ),
    [state.results],
  );

  const reset = props.command?.name === 'reset' ? props.command.seq : 0;
  useEffect(() => {
    if (reset) dispatch({ type: 'inputChanged', query: '' });
  }, [reset]);

  const open = state.status !== 'hidden';
  const imageUrl = useImageUrl(open);
  const showResults = open && state.status === 'results';
  const statusText =
    state.status === 'results'
      ? `${options.length} result${options.length === 1 ? '' : 's'}`
      : (SEARCH_STATUS_TEXT[state.status] ?? '');

  const combobox = useCombobox({
    listId: `${id}-results`,
    options,
    expanded: showResults,
    onChoose: (choice) => {
      onSelect?.({ group: choice.group, item: choice.item });
      dispatch({ type: 'focusLeft' });
    },
    onDismiss: () => dispatch({ type: 'focusLeft' }),
  });

  return (
    <div className="search" part="search" ref={rootRef}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search
      </label>
      <input
        id={`${id}-input`}
        part="input"
        type="search"
        {...combobox.inputProps}
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
          const query = state.query.trim();
          if (event.key === 'Enter' && combobox.active < 0 && query.length >= SEARCH_MIN_CHARS) {
            event.preventDefault();
            dispatch({ type: 'focusLeft' });
            onSearch?.({ query });
            return;
          }
          combobox.inputProps.onKeyDown(event);
          // Escape also hides a status with no results ('Keep typing...', 'Searching...').
          if (event.key === 'Escape') dispatch({ type: 'focusLeft' });
        }}
      />
      {/* Always in the page, so assistive technology hears each new status (a polite live region). */}
      <p className="status" part="status" role="status" aria-live="polite">
        {open ? statusText : ''}
      </p>
      {/* The WAI-ARIA combobox pattern: focus stays in the input and options are pointed at
          with aria-activedescendant, so they are not focusable themselves. */}
      <div
        {...combobox.listboxProps}
        role="listbox"
        className="results"
        part="results"
        aria-label="Search results"
      >
        {SEARCH_GROUPS.map((group) => {
          const inGroup = options.flatMap((option, index) =>
            option.group === group ? [{ ...option, index }] : [],
          );
          if (inGroup.length === 0) return null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role group
            <div key={group} role="group" aria-label={SEARCH_GROUP_LABELS[group]} part="group">
              <div className="group-label" aria-hidden="true">
                {SEARCH_GROUP_LABELS[group]}
              </div>
              {inGroup.map((option) => {
                const image = imageUrl && resultImage(imageUrl, option.item, apiBase);
                const detail = option.item.productName ?? option.item.collectionName;
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: options are pointed at with aria-activedescendant (internal/combobox.tsx)
                  <div
                    key={option.key}
                    {...combobox.optionProps(option.index)}
                    role="option"
                    part="option"
                    className={option.index === combobox.active ? 'option active' : 'option'}
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
