/**
 * The open/closed state of the mega menu and the mobile drawer (SPEC.md sections 2.3 and 4), as a
 * pure reducer the header components drive with pointer and tap events.
 */
import type { MenuPanelId } from './menus';

export interface MenuState {
  /** The desktop mega-menu panel that is open, if any. */
  openPanel: MenuPanelId | null;
  /** Whether the mobile left drawer is open. */
  drawerOpen: boolean;
  /** The one expanded accordion panel of the drawer, if any. */
  expandedPanel: MenuPanelId | null;
}

export const INITIAL_MENU_STATE: MenuState = {
  openPanel: null,
  drawerOpen: false,
  expandedPanel: null,
};

export type MenuEvent =
  /** The pointer entered a primary item; panel is null for an item without a dropdown. */
  | { type: 'itemHovered'; panel: MenuPanelId | null }
  | { type: 'menuLeft' }
  | { type: 'menuClicked' }
  | { type: 'drawerToggled' }
  | { type: 'drawerClosed' }
  | { type: 'accordionToggled'; panel: MenuPanelId };

export function menuReducer(state: MenuState, event: MenuEvent): MenuState {
  switch (event.type) {
    case 'itemHovered':
      // Only the hovered item's panel is open; hovering a plain link closes any other panel.
      return state.openPanel === event.panel ? state : { ...state, openPanel: event.panel };
    case 'menuLeft':
    case 'menuClicked':
      return state.openPanel === null ? state : { ...state, openPanel: null };
    case 'drawerToggled':
      return state.drawerOpen
        ? { ...state, drawerOpen: false, expandedPanel: null }
        : { ...state, drawerOpen: true };
    case 'drawerClosed':
      // A closed drawer opens again with every panel collapsed.
      return { ...state, drawerOpen: false, expandedPanel: null };
    case 'accordionToggled':
      return { ...state, expandedPanel: state.expandedPanel === event.panel ? null : event.panel };
  }
}
