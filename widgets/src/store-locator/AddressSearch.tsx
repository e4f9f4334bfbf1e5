import type { Region } from '@gh/shared/regions';
import { ADDRESS_DEBOUNCE_MS } from '@gh/shared/search';
import { type PlaceChoice, searchPlaces, storeSearchLabel } from '@gh/shared/stores';
import { useEffect, useState } from 'react';
import { ComboboxList, useCombobox } from '../internal/combobox';

export type PickedPlace = PlaceChoice;

interface AddressSearchProps {
  id: string;
  apiBase: string;
  website: string;
  region: Region;
  /** A place searched around from elsewhere (the host page's `query`), shown in the box. */
  shownPlace?: string;
  onPick(place: PickedPlace): void;
}

type Suggestions =
  | { status: 'idle' }
  | { status: 'hint'; text: string }
  | { status: 'options'; options: PickedPlace[] };

export const NO_PLACES_TEXT = 'No matching places';

const NO_OPTIONS: PickedPlace[] = [];

/**
 * The address box (ARIA combobox with a listbox): suggestions from GET /places after the 500 ms
 * debounce and 'Keep typing...' under 4 characters (SPEC.md sections 4 and 9), in the countries
 * of the region's stores (na: the US and Canada), labelled in the region's words. The order
 * form's 'Submit Custom Address' option is left out: a store search needs a place with a position.
 */
export function AddressSearch({
  id,
  apiBase,
  website,
  region,
  shownPlace,
  onPick,
}: AddressSearchProps) {
  const [term, setTerm] = useState(shownPlace ?? '');
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestions>({ status: 'idle' });

  useEffect(() => {
    if (shownPlace === undefined) return;
    setTerm(shownPlace);
    setTyped(false);
  }, [shownPlace]);

  useEffect(() => {
    if (!typed || !term.trim()) {
      setSuggestions({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchPlaces(term, { apiBase, website, region, signal: controller.signal }).then((search) => {
        if (controller.signal.aborted) return;
        if (search.status === 'keepTyping') {
          setSuggestions({ status: 'hint', text: search.text });
          return;
        }
        setSuggestions(
          search.places.length > 0
            ? { status: 'options', options: search.places }
            : { status: 'hint', text: NO_PLACES_TEXT },
        );
      });
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, typed, apiBase, website, region]);

  const options = suggestions.status === 'options' ? suggestions.options : NO_OPTIONS;
  const expanded = open && options.length > 0;
  const listId = `${id}-suggestions`;

  const pick = (place: PickedPlace) => {
    setTerm(place.description);
    setTyped(false);
    setOpen(false);
    onPick(place);
  };

  const combobox = useCombobox({
    listId,
    options,
    expanded,
    onChoose: pick,
    onDismiss: () => setOpen(false),
    onExpand: () => setOpen(true),
    enterChoosesFirst: true,
  });

  return (
    <div className="address" part="address">
      <label htmlFor={`${id}-input`}>{storeSearchLabel(region)}</label>
      <input
        id={`${id}-input`}
        part="input"
        type="text"
        {...combobox.inputProps}
        aria-describedby={suggestions.status === 'hint' ? `${id}-hint` : undefined}
        value={term}
        onChange={(event) => {
          setTerm(event.currentTarget.value);
          setTyped(true);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          combobox.inputProps.onKeyDown(event);
          // Escape also hides a hint ('Keep typing...'), which is not a list.
          if (event.key === 'Escape') setOpen(false);
        }}
      />
      {open && suggestions.status === 'hint' && (
        <p id={`${id}-hint`} className="hint" part="hint">
          {suggestions.text}
        </p>
      )}
      <ComboboxList
        combobox={combobox}
        options={options}
        label="Places"
        part="suggestions"
        keyOf={(option) => option.placeId}
      >
        {(option) => option.description}
      </ComboboxList>
    </div>
  );
}
