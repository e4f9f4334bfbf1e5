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
  return Promise.all([importLibrary('maps'), importLibrary('marker'), importLibrary('core')]);
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
  Marker: typeof google.maps.Marker;
  Circle: typeof google.maps.Circle;
  SymbolPath: typeof google.maps.SymbolPath;
}

/** A Google map of the stores, when the element has a `maps-key`. */
export function GoogleMap(props: StoreMapProps & { mapsKey: string; onFail(): void }) {
  const { mapsKey, onFail, view, centre, radiusMetres, stores, selectedId, onSelect } = props;
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
      ([maps, marker, core]) => {
        if (!current) return;
        const map = new maps.Map(element, {
          center: initialView.current.center,
          zoom: initialView.current.zoom,
          clickableIcons: false,
          streetViewControl: false,
          mapTypeControl: false,
        });
        setLoaded({ map, Marker: marker.Marker, Circle: maps.Circle, SymbolPath: core.SymbolPath });
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
  }, [mapsKey]);

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
      // Marker rather than AdvancedMarkerElement, which needs a map id set up in the retailer's
      // Google Cloud console besides the key.
      const marker = new loaded.Marker({
        map: loaded.map,
        position: { lat: store.lat, lng: store.lng },
        title: store.name,
        label: { text: String(index + 1), color: '#ffffff', fontSize: '11px' },
        zIndex: selected ? stores.length + 1 : stores.length - index,
        icon: {
          path: loaded.SymbolPath.CIRCLE,
          scale: selected ? MAP_MARKER_SIZE * 1.4 : MAP_MARKER_SIZE,
          fillColor: selected ? '#b3261e' : '#00573f',
          fillOpacity: 1,
          strokeColor: '#ffffff',
          strokeWeight: 2,
        },
      });
      marker.addListener('click', () => select.current(store));
      return marker;
    });
    return () => {
      for (const marker of markers) marker.setMap(null);
    };
  }, [loaded, stores, selectedId]);

  useEffect(() => {
    const store = stores.find((candidate) => candidate.id === selectedId);
    if (loaded && store) loaded.map.panTo({ lat: store.lat, lng: store.lng });
  }, [loaded, stores, selectedId]);

  return <div className="map google-map" part="map" ref={container} />;
}
