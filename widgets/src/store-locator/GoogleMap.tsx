/// <reference types="google.maps" />

import { MAP_MARKER_SIZE } from '@gh/shared/regions';
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { useEffect, useRef, useState } from 'react';
import type { StoreMapProps } from './map-types';

let configuredKey: string | undefined;

/**
 * Loads the Maps JavaScript API once per page (loader 2.x: setOptions() then importLibrary()).
 * The API can be loaded with one key only; a second locator with another key uses the first.
 */
export function loadGoogleMaps(key: string) {
  if (configuredKey === undefined) {
    setOptions({ key, v: 'weekly' });
    configuredKey = key;
  } else if (configuredKey !== key) {
    console.warn('[gh-widgets] Google Maps is already loaded with another maps-key; using that');
  }
  return Promise.all([importLibrary('maps'), importLibrary('marker')]);
}

/**
 * The map id Google's documentation gives for maps without one of their own: Advanced Markers
 * need a map id, and this one needs no set-up in the Google Cloud console. A retailer's own
 * (`map-id`) brings its cloud styling.
 */
export const DEMO_MAP_ID = 'DEMO_MAP_ID';

const MARKER_COLOUR = 'var(--gh-color-accent, #00573f)';
const SELECTED_MARKER_COLOUR = 'var(--gh-color-selected, #b3261e)';

/** A store's marker: its number in the list on a circle, larger and red when picked. */
function markerContent(number: number, selected: boolean): HTMLElement {
  const diameter = Math.round(2 * MAP_MARKER_SIZE * (selected ? 1.4 : 1));
  const pin = document.createElement('div');
  pin.className = selected ? 'marker selected-marker' : 'marker';
  pin.textContent = String(number);
  Object.assign(pin.style, {
    boxSizing: 'border-box',
    width: `${diameter}px`,
    height: `${diameter}px`,
    borderRadius: '50%',
    border: '2px solid #ffffff',
    background: selected ? SELECTED_MARKER_COLOUR : MARKER_COLOUR,
    color: '#ffffff',
    font: '11px/1 var(--gh-font-family, system-ui, sans-serif)',
    display: 'grid',
    placeItems: 'center',
    // Centred on the store, as the circle symbol of the old markers was.
    transform: 'translateY(50%)',
  });
  return pin;
}

/**
 * Google Maps adds its stylesheets to the document's head, which does not reach into a shadow
 * root; a copy of each, kept up to date, goes into the root the map is drawn in.
 */
function mirrorHeadStyles(root: Node): () => void {
  if (!(root instanceof ShadowRoot)) return () => {};
  const copies = new Map<Node, Node>();
  const copy = (node: Node) => {
    if (copies.has(node) || !(node instanceof HTMLStyleElement || isStylesheetLink(node))) return;
    const clone = node.cloneNode(true);
    copies.set(node, clone);
    root.prepend(clone);
  };
  for (const node of document.head.childNodes) copy(node);
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) copy(node);
  });
  observer.observe(document.head, { childList: true });
  return () => {
    observer.disconnect();
    for (const clone of copies.values()) clone.parentNode?.removeChild(clone);
  };
}

const isStylesheetLink = (node: Node) =>
  node instanceof HTMLLinkElement && node.rel === 'stylesheet';

interface Loaded {
  map: google.maps.Map;
  AdvancedMarkerElement: typeof google.maps.marker.AdvancedMarkerElement;
  Circle: typeof google.maps.Circle;
}

/** A Google map of the stores, when the element has a `maps-key`. */
export function GoogleMap(
  props: StoreMapProps & { mapsKey: string; mapId?: string; onFail(): void },
) {
  const { mapsKey, mapId, onFail, view, centre, radiusMetres, stores, selectedId, onSelect } =
    props;
  const container = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const initialView = useRef(view);
  const failed = useRef(onFail);
  failed.current = onFail;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let current = true;
    const stopMirroring = mirrorHeadStyles(element.getRootNode());
    loadGoogleMaps(mapsKey).then(
      ([maps, marker]) => {
        if (!current) return;
        const map = new maps.Map(element, {
          center: initialView.current.center,
          zoom: initialView.current.zoom,
          mapId: mapId || DEMO_MAP_ID,
          clickableIcons: false,
          streetViewControl: false,
          mapTypeControl: false,
        });
        setLoaded({
          map,
          AdvancedMarkerElement: marker.AdvancedMarkerElement,
          Circle: maps.Circle,
        });
      },
      (error: unknown) => {
        console.warn('[gh-widgets] Google Maps could not load; showing the offline map', error);
        if (current) failed.current();
      },
    );
    return () => {
      current = false;
      stopMirroring();
    };
  }, [mapsKey, mapId]);

  useEffect(() => {
    if (!loaded) return;
    loaded.map.setCenter(view.center);
    loaded.map.setZoom(view.zoom);
  }, [loaded, view]);

  useEffect(() => {
    if (!loaded || !centre || !radiusMetres) return;
    const circle = new loaded.Circle({
      map: loaded.map,
      center: centre,
      radius: radiusMetres,
      clickable: false,
      fillOpacity: 0.06,
      strokeOpacity: 0.4,
      strokeWeight: 1,
    });
    return () => circle.setMap(null);
  }, [loaded, centre, radiusMetres]);

  const select = useRef(onSelect);
  select.current = onSelect;
  useEffect(() => {
    if (!loaded) return;
    const markers = stores.map((store, index) => {
      const selected = store.id === selectedId;
      const marker = new loaded.AdvancedMarkerElement({
        map: loaded.map,
        position: { lat: store.lat, lng: store.lng },
        title: store.name,
        zIndex: selected ? stores.length + 1 : stores.length - index,
        // Clickable markers are buttons Google's map lets the keyboard reach, named by the title.
        gmpClickable: true,
      });
      marker.append(markerContent(index + 1, selected));
      marker.addEventListener('gmp-click', () => select.current(store));
      return marker;
    });
    return () => {
      for (const marker of markers) marker.map = null;
    };
  }, [loaded, stores, selectedId]);

  useEffect(() => {
    const store = stores.find((candidate) => candidate.id === selectedId);
    if (loaded && store) loaded.map.panTo({ lat: store.lat, lng: store.lng });
  }, [loaded, stores, selectedId]);

  return <div className="map google-map" part="map" ref={container} />;
}
