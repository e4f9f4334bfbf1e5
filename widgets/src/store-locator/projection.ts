/**
 * Web Mercator, as Google Maps and every tiled map use it, so that the offline map's zoom levels
 * mean what SPEC.md's zoom table means: at zoom z the world is 256 × 2^z pixels wide.
 */
import type { MapView } from '@gh/shared/stores';

/** Pixels across the world at zoom 0, and across a map tile at its own zoom. */
export const TILE_SIZE = 256;
const MAX_LATITUDE = 85.05112878;
/** Metres per pixel at the equator at zoom 0. */
const EQUATOR_METRES_PER_PIXEL = 156_543.033_92;

export interface Size {
  width: number;
  height: number;
}

/** A place's pixel in the whole world drawn at this zoom, from its top left (180° W, 85° N). */
export function worldPixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/**
 * Where a point falls in a viewport of this size centred on the view, in pixels from its top
 * left. Longitudes are taken the short way round from the centre, so New Zealand's Chatham
 * Islands, east of the antimeridian, sit beside the rest of the country.
 */
export function toViewport(lat: number, lng: number, view: MapView, size: Size) {
  const wrapped = view.center.lng + ((((lng - view.center.lng + 540) % 360) + 360) % 360) - 180;
  const point = worldPixel(lat, wrapped, view.zoom);
  const centre = worldPixel(view.center.lat, view.center.lng, view.zoom);
  return { x: point.x - centre.x + size.width / 2, y: point.y - centre.y + size.height / 2 };
}

/** Ground metres one pixel spans at this latitude and zoom. */
export function metresPerPixel(lat: number, zoom: number): number {
  return (EQUATOR_METRES_PER_PIXEL * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom;
}
