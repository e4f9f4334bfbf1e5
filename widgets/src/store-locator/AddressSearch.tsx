import type { Region } from '@gh/shared/regions';
import { ADDRESS_DEBOUNCE_MS, lookupAddress } from '@gh/shared/search';
import { type KeyboardEvent, useEffect, useState } from 'react';

export interface PickedPlace {
  placeId: string;
  description: string;
}

interface AddressSearchProps {
  id: string;
  apiBase: string;
  website: string;
  region: Region;
  onPick(place: PickedPlace): void;
}

type Suggestions =
  | { status: 'idle' }
  | { status: 'hint'; text: string }
  | { status: 'options'; options: PickedPlace[] };

export const NO_PLACES_TEXT = 'No matching places';

/**
 * The address box (ARIA combobox with a listbox): suggestions from GET /places after the 500 ms
 * debounce and 'Keep typing...' under 4 characters (SPEC.md sections 4 and 9). The order form's
 * 'Submit Custom Address' option is left out: a store search needs a place with a position.
 */
export function AddressSearch({ id, apiBase, website, region, onPick }: AddressSearchProps) {
  const [term, setTerm] = useState('');
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestions, setSuggestions] = useState<Suggestions>({ status: 'idle' });

  useEffect(() => {
    if (!typed || !term.trim()) {
      setSuggestions({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      lookupAddress(term, { apiBase, website, region, signal: controller.signal }).then(
        (lookup) => {
          if (controller.signal.aborted) return;
          if (lookup.status === 'keepTyping') {
            setSuggestions({ status: 'hint', text: lookup.text });
            return;
          }
          const options = lookup.options.flatMap((option) =>
            option.kind === 'suggestion'
              ? [{ placeId: option.placeId, description: option.label }]
              : [],
          );
          setSuggestions(
            options.length > 0
              ? { status: 'options', options }
              : { status: 'hint', text: NO_PLACES_TEXT },
          );
          setActive(-1);
        },
      );
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, typed, apiBase, website, region]);

  const options = suggestions.status === 'options' ? suggestions.options : [];
  const expanded = open && options.length > 0;
  const listId = `${id}-suggestions`;

  const pick = (place: PickedPlace) => {
    setTerm(place.description);
    setTyped(false);
    setOpen(false);
    setActive(-1);
    onPick(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[active] ?? options[0];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="address" part="address">
      <label htmlFor={`${id}-input`}>Address, suburb or postcode</label>
      <input
        id={`${id}-input`}
        part="input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={suggestions.status === 'hint' ? `${id}-hint` : undefined}
        value={term}
        onChange={(event) => {
          setTerm(event.currentTarget.value);
          setTyped(true);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {open && suggestions.status === 'hint' && (
        <p id={`${id}-hint`} className="hint" part="hint">
          {suggestions.text}
        </p>
      )}
      {/* The WAI-ARIA combobox pattern: focus stays in the input, options are pointed at with
          aria-activedescendant, so the options themselves take no focus. */}
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: see above */}
      <ul id={listId} role="listbox" aria-label="Places" part="suggestions" hidden={!expanded}>
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          <li
            key={option.placeId}
            id={`${listId}-${index}`}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: see above
            role="option"
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            // Chosen on mousedown, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
          >
            {option.description}
          </li>
        ))}
      </ul>
    </div>
  );
}
