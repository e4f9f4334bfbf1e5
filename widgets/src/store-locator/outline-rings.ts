/**
 * What the offline map needs of its outlines before any detail (outline-data.ts builds them at
 * build time and draws the detail tiles): their encoding, and the zoom the detail tiles start at.
 */

import type { Region } from '@gh/shared/regions';

/** Outline coordinates are whole steps of 1/20 degree. */
export const OUTLINE_STEPS_PER_DEGREE = 20;

/** Tiles from this zoom on; further out the outlines are as fine as the picture needs. */
export const DETAIL_MIN_ZOOM = 6;

/** oceania: Australia and New Zealand (the au and nz maps); americas: the United States and Canada. */
export type OutlineSet = 'oceania' | 'americas';

/** The outline set each region's map draws. */
export const OUTLINE_SET_OF_REGION: Readonly<Record<Region, OutlineSet>> = {
  au: 'oceania',
  nz: 'oceania',
  na: 'americas',
};

export interface CountryOutline {
  /** ISO 3166 numeric code. */
  id: string;
  /** Outer rings: first point in steps, then the step from each point to the next. */
  rings: number[][];
}

/** A ring back as [lng, lat] pairs. */
export function decodeRing(ring: readonly number[]): [number, number][] {
  const points: [number, number][] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < ring.length; i += 2) {
    x += ring[i] ?? 0;
    y += ring[i + 1] ?? 0;
    points.push([x / OUTLINE_STEPS_PER_DEGREE, y / OUTLINE_STEPS_PER_DEGREE]);
  }
  return points;
}
