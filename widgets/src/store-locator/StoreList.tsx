import type { Region } from '@gh/shared/regions';
import {
  directionsUrl,
  formatDistance,
  type Store,
  storeAddressLines,
  telephoneHref,
} from '@gh/shared/stores';
import { useEffect, useRef } from 'react';

interface StoreListProps {
  id: string;
  region: Region;
  stores: readonly Store[];
  selectedId: number | null;
  onSelect(store: Store): void;
  /** What to do, said in place of the list before any search. */
  prompt?: string;
}

/**
 * The stores nearest first, numbered as their markers are (SPEC.md section 2.9); before any
 * search, the prompt saying how to start one.
 */
export function StoreList({ id, region, stores, selectedId, onSelect, prompt }: StoreListProps) {
  const list = useRef<HTMLOListElement>(null);

  // A store picked on the map is brought into view in the list.
  useEffect(() => {
    if (selectedId === null) return;
    const item = list.current?.querySelector(`[data-store-id="${selectedId}"]`);
    item?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId]);

  if (prompt) {
    return (
      <p className="prompt" part="prompt" id={id}>
        {prompt}
      </p>
    );
  }

  return (
    <ol className="stores" part="stores" ref={list} id={id} aria-labelledby={`${id}-heading`}>
      {stores.map((store, index) => {
        const selected = store.id === selectedId;
        return (
          <li
            key={store.id}
            data-store-id={store.id}
            className={selected ? 'store selected' : 'store'}
            part={selected ? 'store selected-store' : 'store'}
            aria-current={selected ? 'true' : undefined}
          >
            <h3 className="store-name">
              <span className="store-number" aria-hidden="true">
                {index + 1}
              </span>
              {store.name}
            </h3>
            <p className="distance">{formatDistance(store.distance, region)} away</p>
            <address>
              {storeAddressLines(store).map((line) => (
                <span key={line} className="address-line">
                  {line}
                </span>
              ))}
            </address>
            <ul className="store-links">
              {store.phone && (
                <li>
                  <a href={telephoneHref(store.phone)}>{store.phone}</a>
                </li>
              )}
              {store.website && (
                <li>
                  <a href={store.website} target="_blank" rel="noopener">
                    Website<span className="visually-hidden"> of {store.name}</span>
                  </a>
                </li>
              )}
              <li>
                <a href={directionsUrl(store)} target="_blank" rel="noopener">
                  Directions<span className="visually-hidden"> to {store.name}</span>
                </a>
              </li>
            </ul>
            <button
              type="button"
              className="show-on-map"
              aria-pressed={selected}
              aria-label={`Show on map: ${store.name}`}
              onClick={() => onSelect(store)}
            >
              Show on map
            </button>
          </li>
        );
      })}
    </ol>
  );
}
