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
  type SearchSummary,
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

  // The results in their groups, then 'See all N results for …', which opens the results page.
  const options = useMemo(() => {
    const results: Option[] = SEARCH_GROUPS.flatMap((group) =>
      (state.results?.[group] ?? []).slice(0, shownOf(group)).map((item, index) => ({
        group,
        item,
        key: `${group}-${index}`,
      })),
    );
    return results.length > 0 ? [...results, SEE_ALL] : results;
  }, [state.results]);

  const reset = props.command?.name === 'reset' ? props.command.seq : 0;
  useEffect(() => {
    if (reset) dispatch({ type: 'inputChanged', query: '' });
  }, [reset]);

  const open = state.status !== 'hidden';
  const imageUrl = useImageUrl(open);
  const showResults = open && state.status === 'results';
  const summary = state.results?.summary;
  const query = state.query.trim();
  const statusText =
    state.status === 'results' && summary
      ? understanding(summary, options.length - 1)
      : (SEARCH_STATUS_TEXT[state.status] ?? '');

  const combobox = useCombobox({
    listId: `${id}-results`,
    options,
    expanded: showResults,
    onChoose: (choice) => {
      if ('group' in choice) onSelect?.({ group: choice.group, item: choice.item });
      else onSearch?.({ query });
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
            'group' in option && option.group === group ? [{ ...option, index }] : [],
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
        {showResults ? (
          // biome-ignore lint/a11y/useFocusableInteractive: options are pointed at with aria-activedescendant (internal/combobox.tsx)
          <div
            {...combobox.optionProps(options.length - 1)}
            role="option"
            part="option see-all"
            className={
              combobox.active === options.length - 1 ? 'option see-all active' : 'option see-all'
            }
          >
            {seeAllText(summary?.total ?? 0, query)}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Results a group shows in the list, the products more than the rest, so that 'See all' stays
 * near: the results page shows them all.
 */
const shownOf = (group: SearchGroup) => (group === 'products' ? 6 : 4);

/** One result of a group, as an option of the list. */
interface ResultOption {
  group: SearchGroup;
  item: SearchItem;
  key: string;
}
/** The list's last option: the results page of the query. */
const SEE_ALL = { key: 'see-all' } as const;
type Option = ResultOption | typeof SEE_ALL;

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The status line over the results: what the query was understood as ('12 products: Grey,
 * Carpet'), or what was relaxed when nothing satisfied it all.
 */
function understanding(summary: SearchSummary, results: number): string {
  if (summary.relaxed) return summary.relaxed;
  const count = summary.total > 0 ? counted(summary.total, 'product') : counted(results, 'result');
  const labels = summary.understood.map((constraint) => constraint.label);
  return labels.length > 0 ? `${count}: ${labels.join(', ')}` : count;
}

const seeAllText = (total: number, query: string) =>
  total > 0 ? `See all ${total} results for ‘${query}’` : `See all results for ‘${query}’`;
