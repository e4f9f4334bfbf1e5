import { MAP_MARKER_SIZE, type Region } from '@gh/shared/regions';
import { onIdle, onNear } from '@gh/shared/schedule';
import { useEffect, useMemo, useRef, useState } from 'react';
import { defaultApiBase } from '../internal/api-base';
import type { StoreMapProps } from './map-types';
import type { MapDetail } from './outline-data';
import {
  type CountryOutline,
  DETAIL_MIN_ZOOM,
  decodeRing,
  OUTLINE_SET_OF_REGION,
  type OutlineSet,
} from './outline-rings';
import { metresPerPixel, type Size, toViewport } from './projection';

/** The drawing's own coordinate space; CSS scales it to the element's width. */
const SIZE: Size = { width: 640, height: 400 };
const MIN_ZOOM = 2;
const MAX_ZOOM = 16;
/**
 * The outlines are true to a few kilometres: beyond this zoom they would put coastal stores in
 * the sea, so a closer map shows plain land with the radius and the markers.
 */
const OUTLINE_MAX_ZOOM = 8;

type Outlines = [number, number][][];
/** What the map draws detail tiles with (outline-data.ts): a chunk of its own. */
type Drawing = Pick<typeof import('./outline-data'), 'loadDetail' | 'drawDetail' | 'DETAIL_STYLES'>;

/** Each outline set's chunk (the build makes each module the data). */
const OUTLINE_DATA: Readonly<Record<OutlineSet, () => Promise<{ OUTLINES: CountryOutline[] }>>> = {
  oceania: () => import('./outlines-oceania'),
  americas: () => import('./outlines-americas'),
};

const outlineSets = new Map<OutlineSet, Promise<Outlines>>();
/** A region's outlines, fetched the first time one of its maps is shown: only its own set. */
function loadOutlines(region: Region): Promise<Outlines> {
  const set = OUTLINE_SET_OF_REGION[region];
  let outlines = outlineSets.get(set);
  if (!outlines) {
    outlines = OUTLINE_DATA[set]().then(({ OUTLINES }) =>
      OUTLINES.flatMap((country: CountryOutline) => country.rings.map(decodeRing)),
    );
    outlineSets.set(set, outlines);
  }
  return outlines;
}

let drawingCode: Promise<Drawing> | undefined;
/** The detail tiles' code, fetched the first time a map is zoomed in to DETAIL_MIN_ZOOM. */
function loadDrawing(): Promise<Drawing> {
  // Named one by one, so that the bundle leaves out what only the build uses (buildOutlines).
  drawingCode ??= import('./outline-data').then(({ loadDetail, drawDetail, DETAIL_STYLES }) => ({
    loadDetail,
    drawDetail,
    DETAIL_STYLES,
  }));
  return drawingCode;
}

/** How far below the viewport a map starts fetching its outlines. */
const NEAR_MARGIN = '300px 0px';

/**
 * Calls `start` once the map is near the viewport and the browser is idle: the search, the
 * status and the list, which are what the visitor acts on, come first, and the outlines (a
 * picture behind the markers) are drawn after. Returns the cancel.
 */
function whenNearAndIdle(element: Element, start: () => void): () => void {
  let cancelIdle = () => {};
  const stopWatching = onNear(element, NEAR_MARGIN, () => {
    cancelIdle = onIdle(start, 2000);
  });
  return () => {
    stopWatching();
    cancelIdle();
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The map with no network (DESIGN.md section 4): country outlines and the stores as numbered
 * markers, in Web Mercator at the zoom of SPEC.md's table. Zoomed in (a search, or the zoom
 * buttons), it draws the coast, lakes, rivers and borders of what it shows from detail tiles of
 * the reference backend (outline-data.ts), and the outlines until they come. It is a picture for
 * sighted visitors; everything it shows is in the list, where keyboard and screen-reader users act.
 */
export function OfflineMap(props: StoreMapProps) {
  const { region, view, centre, radiusMetres, radiusLabel, stores, selectedId, onSelect } = props;
  const apiBase = props.apiBase ?? defaultApiBase();
  const [land, setLand] = useState<Outlines>([]);
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const [detail, setDetail] = useState<MapDetail | null>(null);
  const [zoomStep, setZoomStep] = useState(0);

  const mapRef = useRef<HTMLDivElement>(null);

  // Nothing is fetched until the map is near the viewport and the browser idle.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = mapRef.current;
    if (!element) return;
    return whenNearAndIdle(element, () => setReady(true));
  }, []);
  useEffect(() => {
    if (!ready) return;
    let current = true;
    loadOutlines(region).then(
      (rings) => current && setLand(rings),
      (error: unknown) => console.warn('[gh-widgets] could not load the map outlines', error),
    );
    return () => {
      current = false;
    };
  }, [ready, region]);

  // A new search or radius starts again from the zoom the table gives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the view changes
  useEffect(() => setZoomStep(0), [view.zoom, view.center.lat, view.center.lng]);

  const zoom = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, view.zoom + zoomStep));
  const shown = { center: view.center, zoom };
  const at = (lat: number, lng: number) => toViewport(lat, lng, shown, SIZE);

  const wantsDetail = zoom >= DETAIL_MIN_ZOOM;
  useEffect(() => {
    if (!ready || !wantsDetail || drawing) return;
    let current = true;
    loadDrawing().then(
      (code) => current && setDrawing(code),
      (error: unknown) => console.warn('[gh-widgets] could not load the map detail', error),
    );
    return () => {
      current = false;
    };
  }, [ready, wantsDetail, drawing]);

  // The detail tiles of this view, once the drawing code is here (none far out).
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown is made anew on each render
  useEffect(() => {
    if (!drawing) return;
    let current = true;
    drawing.loadDetail(apiBase, shown, SIZE).then((next) => current && setDetail(next));
    return () => {
      current = false;
    };
  }, [drawing, apiBase, zoom, view.center]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown is made anew on each render
  const detailPaths = useMemo(
    () => (drawing && detail ? drawing.drawDetail(detail, shown, SIZE) : null),
    [drawing, detail, zoom, view.center],
  );

  const showOutlines = !detailPaths && zoom <= OUTLINE_MAX_ZOOM;
  const landPath = useMemo(
    () =>
      (showOutlines ? land : [])
        .map((ring) =>
          ring
            .map(([lng, lat], index) => {
              const { x, y } = toViewport(lat, lng, { center: view.center, zoom }, SIZE);
              return `${index === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`;
            })
            .join(''),
        )
        .join('Z'),
    [land, showOutlines, view.center, zoom],
  );

  const centrePoint = centre ? at(centre.lat, centre.lng) : null;
  const radiusPixels =
    centre && radiusMetres ? radiusMetres / metresPerPixel(centre.lat, zoom) : null;
  // The selected marker is drawn last, on top of its neighbours.
  const markers = stores
    .map((store, index) => ({ store, number: index + 1, ...at(store.lat, store.lng) }))
    .sort((a, b) => Number(a.store.id === selectedId) - Number(b.store.id === selectedId));

  return (
    <div className="map offline-map" part="map" ref={mapRef}>
      <svg
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
        role="img"
        aria-label={
          centre ? `Map of the ${stores.length} stores listed below` : 'Map of the region'
        }
      >
        <rect
          className={showOutlines || detailPaths ? 'sea' : 'land'}
          width={SIZE.width}
          height={SIZE.height}
        />
        {landPath && <path className="land" d={`${landPath}Z`} />}
        {detailPaths && (
          <g className="map-detail">
            <style>{drawing?.DETAIL_STYLES}</style>
            {detailPaths.map((path) => (
              <path key={path.key} className={path.className} d={path.d} />
            ))}
          </g>
        )}
        {centrePoint && radiusPixels && (
          <g className="radius">
            <circle cx={round(centrePoint.x)} cy={round(centrePoint.y)} r={round(radiusPixels)} />
            <text x={round(centrePoint.x)} y={round(centrePoint.y - radiusPixels - 6)}>
              {radiusLabel}
            </text>
          </g>
        )}
        {centrePoint && (
          <circle className="centre" cx={round(centrePoint.x)} cy={round(centrePoint.y)} r={5} />
        )}
        {markers.map(({ store, number, x, y }) => (
          // The list's 'Show on map' buttons are the keyboard's way to the same choice.
          // biome-ignore lint/a11y/noStaticElementInteractions: see above
          <g
            key={store.id}
            className={store.id === selectedId ? 'marker selected' : 'marker'}
            transform={`translate(${round(x)} ${round(y)})`}
            onClick={() => onSelect(store)}
          >
            <title>{store.name}</title>
            <circle r={store.id === selectedId ? MAP_MARKER_SIZE * 1.4 : MAP_MARKER_SIZE} />
            <text dy="0.35em">{number}</text>
          </g>
        ))}
      </svg>
      <div className="map-zoom" part="map-zoom">
        <button
          type="button"
          aria-label="Zoom in"
          disabled={zoom >= MAX_ZOOM}
          onClick={() => setZoomStep((step) => step + 1)}
        >
          +
        </button>
        <button
          type="button"
          aria-label="Zoom out"
          disabled={zoom <= MIN_ZOOM}
          onClick={() => setZoomStep((step) => step - 1)}
        >
          −
        </button>
      </div>
      <p className="map-credit">Outlines: Natural Earth</p>
    </div>
  );
}
