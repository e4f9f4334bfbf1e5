import { BREAKPOINTS, type Region, toRegion } from '@gh/shared/regions';
import { storeCount, storeLinkLabel, toStoreRadius } from '@gh/shared/stores';
import { useEffect, useState } from 'react';
import { defaultApiBase } from '../internal/api-base';
import { setSharedLocation, useStoreLocation } from '../store-locator/location';
import { useClearLocationOnRegionChange } from '../store-locator/region-change';
import { useStoresAround } from '../store-locator/stores-around';

export interface StoreLinkProps {
  /** Where the link goes; the region's /{region}/find-stores page when absent. */
  href?: string;
  region?: Region;
  website?: string;
  apiBase?: string;
}

export const LOOKING_TEXT = 'Finding nearby stores';

/** Whether the viewport is at least this wide, following its changes. */
function useMinWidth(width: number): boolean {
  const query = `(min-width: ${width}px)`;
  const [matches, setMatches] = useState(() => globalThis.matchMedia?.(query).matches ?? true);
  useEffect(() => {
    const list = globalThis.matchMedia?.(query);
    if (!list) return;
    setMatches(list.matches);
    const onChange = (event: MediaQueryListEvent) => setMatches(event.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/**
 * The header's store-locator link (SPEC.md sections 2.9 and 4, DESIGN.md section 7). With a
 * stored location (the visitor's last store search, shared with <gh-store-locator>) it looks up
 * the stores around it, showing a small loader meanwhile, then the count for the radius. A failed
 * lookup is a console warning only (SPEC.md section 8); the link then reads as it does with no
 * location rather than spinning on.
 */
export function StoreLink(props: StoreLinkProps) {
  const region = toRegion(props.region);
  const website = props.website || 'GHRES';
  const apiBase = props.apiBase ?? defaultApiBase();
  const href = props.href || `/${region}/find-stores`;
  useClearLocationOnRegionChange(region, setSharedLocation);
  const location = useStoreLocation();
  const wide = useMinWidth(BREAKPOINTS.desktopNav);

  const { lookup, looking } = useStoresAround(
    location,
    { apiBase, region, website },
    '[gh-widgets] nearby-store lookup failed',
  );

  const label = storeLinkLabel(
    !location
      ? { status: 'noLocation' }
      : looking
        ? { status: 'looking' }
        : lookup
          ? {
              status: 'found',
              count: storeCount(lookup, toStoreRadius(location.radius)),
              centerName: lookup.center.name,
            }
          : { status: 'noLocation' },
    wide,
  );

  return (
    <a className="store-link" part="link" href={href} aria-busy={label.loader}>
      <svg className="pin" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
      </svg>
      {label.loader ? (
        <>
          <span className="loader" part="loader" aria-hidden="true" />
          <span className="visually-hidden">{LOOKING_TEXT}</span>
        </>
      ) : (
        <span className="label" part="label">
          {label.text}
        </span>
      )}
    </a>
  );
}
