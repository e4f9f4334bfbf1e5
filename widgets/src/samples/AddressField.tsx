import type { Region } from '@gh/shared/regions';
import type { AddressDetails } from '@gh/shared/samples';
import {
  ADDRESS_DEBOUNCE_MS,
  type AddressLookup,
  type AddressOption,
  customAddress,
  fetchAddressDetails,
  lookupAddress,
  needsMoreAddressInput,
} from '@gh/shared/search';
import { useEffect, useId, useRef, useState } from 'react';
import { ComboboxList, useCombobox } from '../internal/combobox';

export interface AddressFieldProps {
  region: Region;
  website: string;
  apiBase: string;
  value: AddressDetails | null;
  onChange(address: AddressDetails | null): void;
  onBlur(): void;
  /** What is wrong with the address as a whole (required, or not chosen from the suggestions). */
  error?: string;
  /** What is wrong with its street: a suggestion for a whole locality has none. */
  streetError?: string;
  /**
   * Given what to focus when the form points at the address: the Street field while a chosen
   * place lacks its street, else the address box.
   */
  focusRef?(target: { focus(): void } | null): void;
  /**
   * Told of each details lookup of a chosen suggestion as it starts; the promise settles once the
   * address is filled in (or refused), so a submit can wait for it instead of racing it.
   */
  onDetailsLookup?(lookup: Promise<void>): void;
}

/**
 * Typed text that has not been chosen from the suggestions nor submitted as custom: the order
 * schema refuses it with 'Please select address from suggestion bar'.
 */
const UNCHOSEN: AddressDetails = { type: 'PLACE_ID' };

const NO_OPTIONS: AddressOption[] = [];

const DETAIL_FIELDS = [
  { name: 'street', label: 'Street' },
  { name: 'suburb', label: 'Suburb' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'postcode', label: 'Postcode' },
  { name: 'country', label: 'Country' },
] as const;

/** An address chosen from the suggestions (its parts filled in) or submitted as custom. */
function isFilledIn(address: AddressDetails): boolean {
  if (address.type === 'CUSTOM') return true;
  return DETAIL_FIELDS.some((field) => address[field.name] !== undefined);
}

function addressText(address: AddressDetails): string {
  if (address.type === 'CUSTOM') return address.custom ?? '';
  const { street, suburb, state, postcode, country } = address;
  return [street, [suburb, state, postcode].filter(Boolean).join(' '), country]
    .filter(Boolean)
    .join(', ');
}

/**
 * The delivery address (SPEC.md section 4, address suggestion flow): a combobox that asks to keep
 * typing under 4 characters, looks the text up 500 ms after typing stops, offers the region's
 * suggestions and 'Submit Custom Address', and fills the address details from the chosen place.
 */
export function AddressField(props: AddressFieldProps) {
  const { region, website, apiBase, value, onChange, error, streetError } = props;
  const id = useId();
  // An address kept from before (back to the colours and on again) shows as the box's text.
  const [term, setTerm] = useState(() => (value ? addressText(value) : ''));
  // The text to look up: set by typing only, not when a choice fills the box.
  const [query, setQuery] = useState<string | null>(null);
  const [lookup, setLookup] = useState<AddressLookup | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [finding, setFinding] = useState(false);
  const [detailsFailed, setDetailsFailed] = useState(false);
  // A chosen place came without a street: focus moves into Street once it shows.
  const [streetWanted, setStreetWanted] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const streetRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (query === null) return;
    if (needsMoreAddressInput(query)) {
      // No request under 4 characters, so nothing to wait for.
      void lookupAddress(query, { apiBase, website, region }).then(setLookup);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      lookupAddress(query, { apiBase, website, region, signal: controller.signal }).then(
        (result) => {
          if (controller.signal.aborted) return;
          setLookup(result);
        },
      );
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, apiBase, website, region]);

  const options = lookup?.status === 'options' ? lookup.options : NO_OPTIONS;
  const showList = expanded && query !== null && options.length > 0;
  const listId = `${id}-suggestions`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const streetErrorId = `${id}-street-error`;

  const choose = async (option: AddressOption) => {
    setExpanded(false);
    setQuery(null);
    setLookup(null);
    setDetailsFailed(false);
    setStreetWanted(false);
    if (option.kind === 'custom') {
      onChange(customAddress(option.text));
      return;
    }
    setTerm(option.label);
    setFinding(true);
    const lookup = fetchAddressDetails(option.placeId, { apiBase, website, region })
      .then(
        (address) => {
          onChange(address);
          // A whole locality ('Sydney NSW 2000'): the visitor types the street next.
          if (address.street === '') setStreetWanted(true);
        },
        (failure) => {
          console.error('[gh-samples] address details failed', failure);
          setDetailsFailed(true);
          onChange(UNCHOSEN);
        },
      )
      .finally(() => setFinding(false));
    props.onDetailsLookup?.(lookup);
    await lookup;
  };

  const type = (text: string) => {
    setTerm(text);
    setQuery(text);
    setExpanded(true);
    setDetailsFailed(false);
    setStreetWanted(false);
    onChange(text.trim() === '' ? null : UNCHOSEN);
  };

  const combobox = useCombobox({
    listId,
    options,
    expanded: showList,
    onChoose: (option) => void choose(option),
    onDismiss: () => setExpanded(false),
  });

  // The suggestions open in the flow of the modal's scrolling body (styles.css), so they are never
  // clipped by it nor laid over its footer; here the box and its list are scrolled into view as
  // they open, and then the option the arrow keys point at.
  const comboboxRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer changes the list's height
  useEffect(() => {
    if (!showList) return;
    const target =
      combobox.active >= 0 ? listRef.current?.children[combobox.active] : comboboxRef.current;
    // jsdom lays nothing out and has no scrollIntoView.
    target?.scrollIntoView?.({ block: 'nearest' });
  }, [showList, options, combobox.active]);

  const chosen = value && isFilledIn(value) ? value : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: Street shows once the place is filled in
  useEffect(() => {
    if (!streetWanted || !streetRef.current) return;
    streetRef.current.focus();
    setStreetWanted(false);
  }, [streetWanted, chosen]);

  // The form focuses the first field in error on a refused submit; for the address that is the
  // Street field when it is the empty part, else the box to type (or choose) the address in.
  const { focusRef } = props;
  useEffect(() => {
    focusRef?.({
      focus: () => {
        const street = streetRef.current;
        (street && street.value.trim() === '' ? street : inputRef.current)?.focus();
      },
    });
  }, [focusRef]);
  const updatePart = (part: keyof AddressDetails, text: string) => {
    if (chosen) onChange({ ...chosen, [part]: text });
  };

  return (
    <div className="field address">
      <label htmlFor={`${id}-input`}>Delivery address</label>
      <div className="combobox" ref={comboboxRef}>
        <input
          ref={inputRef}
          id={`${id}-input`}
          part="input"
          type="text"
          {...combobox.inputProps}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [lookup?.status === 'keepTyping' && hintId, error && errorId]
              .filter(Boolean)
              .join(' ') || undefined
          }
          placeholder="Start typing your address"
          value={term}
          onChange={(event) => type(event.currentTarget.value)}
          onBlur={() => {
            setExpanded(false);
            props.onBlur();
          }}
          onFocus={() => query !== null && setExpanded(true)}
        />
        <ComboboxList
          combobox={combobox}
          options={showList ? options : NO_OPTIONS}
          label="Address suggestions"
          part="suggestions"
          keyOf={(option) => (option.kind === 'custom' ? 'custom' : option.placeId)}
          classOf={(option) => option.kind}
          listRef={listRef}
        >
          {(option) => option.label}
        </ComboboxList>
      </div>
      {expanded && lookup?.status === 'keepTyping' && (
        <p id={hintId} className="hint" role="status">
          {lookup.text}
        </p>
      )}
      {finding && <p role="status">Finding the address…</p>}
      {detailsFailed && (
        <p className="error" part="error">
          This address could not be found. Please choose it again or submit it as a custom address.
        </p>
      )}
      {error && (
        <p id={errorId} className="error" part="error">
          {error}
        </p>
      )}
      {chosen?.type === 'PLACE_ID' && (
        <fieldset className="address-details">
          <legend>Address details</legend>
          {DETAIL_FIELDS.map((field) => {
            // Samples are delivered to a street: the one part the visitor must give.
            const isStreet = field.name === 'street';
            const fieldError = isStreet ? streetError : undefined;
            return (
              <div key={field.name} className="field">
                <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
                <input
                  ref={isStreet ? streetRef : undefined}
                  id={`${id}-${field.name}`}
                  part="input"
                  type="text"
                  required={isStreet || undefined}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? streetErrorId : undefined}
                  value={chosen[field.name] ?? ''}
                  onChange={(event) => updatePart(field.name, event.currentTarget.value)}
                />
                {fieldError && (
                  <p id={streetErrorId} className="error" part="error">
                    {fieldError}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      {chosen?.type === 'CUSTOM' && (
        <div className="field">
          <label htmlFor={`${id}-custom`}>Custom address</label>
          <textarea
            id={`${id}-custom`}
            part="input"
            rows={3}
            value={chosen.custom ?? ''}
            onChange={(event) => updatePart('custom', event.currentTarget.value)}
          />
        </div>
      )}
    </div>
  );
}
