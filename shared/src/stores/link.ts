/**
 * The store link's label (SPEC.md sections 2.9 and 4; DESIGN.md section 7): a plain
 * find-stores link with no location, a loader while the nearby-store lookup runs, then the
 * count for the radius, with the centre's name from 768 px.
 */
import { BREAKPOINTS } from '../regions';

export const FIND_STORES_TEXT = 'Find your nearest stores';
export const FIND_STORES_SHORT_TEXT = 'Find stores';

export type StoreLinkState =
  | { status: 'noLocation' }
  | { status: 'looking' }
  | { status: 'found'; count: number; centerName: string };

export type StoreLinkLabel = { loader: true } | { loader: false; text: string };

/** Whether a viewport this wide gets the long labels (SPEC.md: the short one below 768). */
export function isWideViewport(width: number): boolean {
  return width >= BREAKPOINTS.desktopNav;
}

export function storeLinkLabel(state: StoreLinkState, wide: boolean): StoreLinkLabel {
  switch (state.status) {
    case 'noLocation':
      return { loader: false, text: wide ? FIND_STORES_TEXT : FIND_STORES_SHORT_TEXT };
    case 'looking':
      return { loader: true };
    case 'found':
      return {
        loader: false,
        text:
          wide && state.centerName
            ? `${state.count} ${state.centerName} nearby stores`
            : `${state.count} stores nearby`,
      };
  }
}
