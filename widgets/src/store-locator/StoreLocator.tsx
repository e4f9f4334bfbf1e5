import { REGION_SETTINGS, type Region, toRegion } from '@gh/shared/regions';
import {
  findPlace,
  locatePlace,
  mapViewFor,
  radiusOptionsFor,
  STORE_BRANDS,
  STORE_CATEGORIES,
  type Store,
  type StoreBrand,
  type StoreCategory,
  type StoreLookup,
  storeCount,
  storeSearchPrompt,
  storesWithin,
  toStoreBrand,
  toStoreCategory,
  toStoreRadius,
} from '@gh/shared/stores';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { defaultApiBase } from '../internal/api-base';
import { type SelectOption, SelectOptions } from '../internal/SelectOptions';
import { AddressSearch, type PickedPlace } from './AddressSearch';
import { useLocatorLocation } from './locator-location';
import { OfflineMap } from './OfflineMap';
import { useClearLocationOnRegionChange } from './region-change';
import { StoreList } from './StoreList';
import { useStoresAround } from './stores-around';

export interface StoreLocatorProps {
  /** Brand filter to start with: GHRES or FTX; all brands when absent. */
  brand?: string;
  /** Category filter to start with: CPT or HF; both when absent. */
  category?: string;
  /** Radius to start with, one of 5, 10, 20, 30, 40, 50, 75 in the region's unit. */
  radius?: number;
  /** A centre to search around at once, instead of waiting for the visitor. */
  lat?: number;
  lng?: number;
  /** A place name to search around at once (its first suggestion in the region), e.g. 'Parramatta'. */
  query?: string;
  /**
   * Search around the visitor's location shared by the page's store links and other locators
   * that share it (and kept for their next visit), rather than this locator's own.
   */
  sharedLocation?: boolean;
  /** Google Maps key; without it the offline map is drawn. */
  mapsKey?: string;
  /** Google map id (cloud styling) for the Google map; Google's DEMO_MAP_ID when absent. */
  mapId?: string;
  region?: Region;
  website?: string;
  apiBase?: string;
  /** Called with the store the visitor picks on the map or in the list. */
  onStoreSelect?(store: Store): void;
}

// Google's loader is fetched only by locators that have a maps-key.
const GoogleMap = lazy(() =>
  import('./GoogleMap').then((module) => ({ default: module.GoogleMap })),
);

export const USE_MY_LOCATION_TEXT = 'Use my location';
export const LOCATION_DENIED_TEXT =
  'We can’t use your location because access to it was denied. Allow location access for this site in your browser, or search by address.';
export const LOCATION_UNAVAILABLE_TEXT =
  'We couldn’t find your location. Please try again, or search by address.';
export const PLACE_NOT_FOUND_TEXT =
  'We couldn’t find that place on the map. Please try another address, or use your location.';

/** GeolocationPositionError.PERMISSION_DENIED */
const PERMISSION_DENIED = 1;

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

function summary(lookup: StoreLookup, radius: number, region: Region): string {
  const count = storeCount(lookup, radius);
  const within = `within ${radius} ${REGION_SETTINGS[region].distanceUnitLabel} of ${lookup.center.name}`;
  if (count === 0) return `No stores ${within}. Try a larger radius.`;
  const listed = storesWithin(lookup, radius).length;
  const nearest = listed < count ? ` The nearest ${listed} are listed.` : '';
  return `${count} ${count === 1 ? 'store' : 'stores'} ${within}.${nearest}`;
}

/**
 * The store locator (SPEC.md sections 2.9, 3, 4, 7, 8 and 9): a search by address or by the
 * browser's location (only when the visitor asks: no prompt on load), the radius, brand and
 * category choices, a map and the list of stores nearest first, kept in step.
 *
 * Where it starts: `lat`/`lng` when the host page gives them, else its `query` place name, else
 * nothing until the visitor searches, with the region's map and, in the list's place, what to
 * search for in the region's words ('city, ZIP or postal code' in na).
 *
 * Its place, radius, results and selection are its own, so two locators on a page are
 * independent. With `sharedLocation` it searches around the visitor's location shared with the
 * page's <gh-store-link> and other sharing locators instead, and starts from the visitor's last
 * search when the host page gives no place.
 */
export function StoreLocator(props: StoreLocatorProps) {
  const { mapsKey, mapId, onStoreSelect } = props;
  const region = toRegion(props.region);
  const website = props.website || 'GHRES';
  const apiBase = props.apiBase ?? defaultApiBase();
  const id = useId();
  const [location, setLocation] = useLocatorLocation(Boolean(props.sharedLocation));
  useClearLocationOnRegionChange(region, setLocation);

  const [startRadius, setStartRadius] = useState(() => toStoreRadius(props.radius));
  const radius = location ? toStoreRadius(location.radius) : startRadius;
  const [brand, setBrand] = useState<StoreBrand | undefined>(() => toStoreBrand(props.brand));
  const [category, setCategory] = useState<StoreCategory | undefined>(() =>
    toStoreCategory(props.category),
  );
  useEffect(() => setBrand(toStoreBrand(props.brand)), [props.brand]);
  useEffect(() => setCategory(toStoreCategory(props.category)), [props.category]);

  const chooseRadius = (next: number) => {
    const chosen = toStoreRadius(next);
    setStartRadius(chosen);
    setLocation((current) => (current ? { ...current, radius: chosen } : current));
  };
  const latestRadius = useRef(radius);
  latestRadius.current = radius;
  const searchAround = (center: { lat: number; lng: number }, name: string) =>
    setLocation({ center, name, radius: latestRadius.current });

  // The host page's radius, and its lat/lng or query, apply when given and whenever they change.
  useEffect(() => {
    if (props.radius === undefined) return;
    const given = toStoreRadius(props.radius);
    setStartRadius(given);
    setLocation((current) => (current ? { ...current, radius: given } : current));
  }, [props.radius, setLocation]);
  const { lat, lng, query } = props;
  const hasCentre = isCoordinate(lat, 90) && isCoordinate(lng, 180);
  useEffect(() => {
    if (!isCoordinate(lat, 90) || !isCoordinate(lng, 180)) return;
    setLocation({ center: { lat, lng }, name: '', radius: latestRadius.current });
  }, [lat, lng, setLocation]);

  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  /** The place the host page's `query` was found as, shown in the address box. */
  const [queryPlace, setQueryPlace] = useState<string | undefined>();

  useEffect(() => {
    const name = query?.trim();
    if (!name || hasCentre) return;
    const controller = new AbortController();
    setMessage(null);
    findPlace(name, { apiBase, website, region, signal: controller.signal }).then((found) => {
      if (controller.signal.aborted) return;
      if (!found) {
        setMessage(PLACE_NOT_FOUND_TEXT);
        return;
      }
      setQueryPlace(found.description);
      setLocation({ center: found.center, name: found.name, radius: latestRadius.current });
    });
    return () => controller.abort();
  }, [query, hasCentre, apiBase, website, region, setLocation]);

  const centre = location?.center ?? null;
  // SPEC.md section 8: a failed lookup is a console warning only; the visitor is shown no message.
  const { lookup, looking } = useStoresAround(
    location,
    { apiBase, region, website, brand, category },
    '[gh-widgets] store lookup failed',
    () => setSelectedId(null),
  );

  const stores = useMemo(() => (lookup ? storesWithin(lookup, radius) : []), [lookup, radius]);
  const view = useMemo(
    () => mapViewFor(region, centre ? { center: centre, radius } : null),
    [region, centre, radius],
  );

  const select = (store: Store) => {
    setSelectedId(store.id);
    onStoreSelect?.(store);
  };

  const pickPlace = (place: PickedPlace) => {
    setMessage(null);
    locatePlace(place.placeId, place.description, { apiBase, website, region }).then(
      (found) => searchAround(found.center, found.name),
      (error: unknown) => {
        console.warn('[gh-widgets] could not place the chosen address', error);
        setMessage(PLACE_NOT_FOUND_TEXT);
      },
    );
  };

  const locateVisitor = () => {
    setMessage(null);
    const geolocation = globalThis.navigator?.geolocation;
    if (!geolocation) {
      setMessage(LOCATION_UNAVAILABLE_TEXT);
      return;
    }
    setLocating(true);
    geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        searchAround({ lat: position.coords.latitude, lng: position.coords.longitude }, '');
      },
      (error) => {
        setLocating(false);
        setMessage(
          error.code === PERMISSION_DENIED ? LOCATION_DENIED_TEXT : LOCATION_UNAVAILABLE_TEXT,
        );
      },
      { timeout: 15_000, maximumAge: 300_000 },
    );
  };

  const [googleFailed, setGoogleFailed] = useState(false);
  const mapProps = {
    region,
    // The offline map fetches its detail tiles from the same API as the stores.
    apiBase,
    view,
    centre,
    radiusMetres: centre ? radius * REGION_SETTINGS[region].distanceUnitMetres : null,
    radiusLabel: `${radius} ${REGION_SETTINGS[region].distanceUnitLabel}`,
    stores,
    selectedId,
    onSelect: select,
  };
  const listId = `${id}-stores`;
  const listHeading = useRef<HTMLHeadingElement>(null);

  // Before any search the list says what to do (below), and the status line nothing.
  const status = looking ? 'Finding stores…' : lookup ? summary(lookup, radius, region) : '';

  return (
    <section className="locator" part="locator" aria-label="Store locator">
      {/* role="search" rather than <search>, which browsers before 2023 and jsdom do not know. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above */}
      <form className="search" part="search" role="search" onSubmit={(e) => e.preventDefault()}>
        <AddressSearch
          id={`${id}-address`}
          apiBase={apiBase}
          website={website}
          region={region}
          shownPlace={queryPlace}
          onPick={pickPlace}
        />
        <button
          type="button"
          className="use-location"
          part="use-location"
          aria-busy={locating}
          onClick={locateVisitor}
        >
          {USE_MY_LOCATION_TEXT}
        </button>
        <div className="choices">
          <Choice
            label="Radius"
            value={radius}
            options={radiusOptionsFor(region)}
            onChoose={(value) => chooseRadius(Number(value))}
          />
          <Choice
            label="Brand"
            value={brand ?? ''}
            none="All brands"
            options={STORE_BRANDS}
            onChoose={(value) => setBrand(toStoreBrand(value))}
          />
          <Choice
            label="Category"
            value={category ?? ''}
            none="All categories"
            options={STORE_CATEGORIES}
            onChoose={(value) => setCategory(toStoreCategory(value))}
          />
        </div>
      </form>
      {message && (
        <p className="message" part="message" role="alert">
          {message}
        </p>
      )}
      <p className="status" part="status" role="status">
        {status}
      </p>
      <div className="results">
        <a
          className="skip-map"
          part="skip-map"
          href={`#${listId}`}
          onClick={(event) => {
            event.preventDefault();
            listHeading.current?.focus();
          }}
        >
          Skip map
        </a>
        {mapsKey && !googleFailed ? (
          <Suspense fallback={<div className="map google-map" part="map" />}>
            <GoogleMap
              {...mapProps}
              mapsKey={mapsKey}
              mapId={mapId}
              onFail={() => setGoogleFailed(true)}
            />
          </Suspense>
        ) : (
          <OfflineMap {...mapProps} />
        )}
        <div className="list" part="list">
          <h2 className="list-heading" id={`${listId}-heading`} ref={listHeading} tabIndex={-1}>
            Stores
          </h2>
          <StoreList
            id={listId}
            region={region}
            stores={stores}
            selectedId={selectedId}
            onSelect={select}
            prompt={centre ? undefined : storeSearchPrompt(region)}
          />
        </div>
      </div>
    </section>
  );
}

interface ChoiceProps {
  label: string;
  value: string | number;
  options: readonly SelectOption[];
  /** The label of the first option, which chooses none (value ''), where the field has one. */
  none?: string;
  onChoose(value: string): void;
}

/** One of the search's choices (radius, brand, category): a labelled select. */
function Choice({ label, value, options, none, onChoose }: ChoiceProps) {
  return (
    <label className="field" part="field">
      <span>{label}</span>
      <select part="input" value={value} onChange={(event) => onChoose(event.currentTarget.value)}>
        {none === undefined ? null : <option value="">{none}</option>}
        <SelectOptions options={options} />
      </select>
    </label>
  );
}
