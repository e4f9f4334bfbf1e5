import {
  INITIAL_MENU_STATE,
  type MenuEvent,
  type MenuPanelId,
  type MenuState,
  menuReducer,
} from '.';

const run = (events: MenuEvent[], state: MenuState = INITIAL_MENU_STATE) =>
  events.reduce(menuReducer, state);

describe('mega menu', () => {
  it('starts with every menu closed', () => {
    expect(INITIAL_MENU_STATE).toEqual({ openPanel: null, drawerOpen: false, expandedPanel: null });
  });

  it.each<{ name: string; events: MenuEvent[]; openPanel: MenuPanelId | null }>([
    {
      name: 'opens the panel of the hovered item that has a dropdown',
      events: [{ type: 'itemHovered', panel: 'carpet' }],
      openPanel: 'carpet',
    },
    {
      name: 'keeps only the hovered item open when the pointer moves to another dropdown item',
      events: [
        { type: 'itemHovered', panel: 'carpet' },
        { type: 'itemHovered', panel: 'support' },
      ],
      openPanel: 'support',
    },
    {
      name: 'closes when an item without a dropdown is hovered',
      events: [
        { type: 'itemHovered', panel: 'inspiration' },
        { type: 'itemHovered', panel: null },
      ],
      openPanel: null,
    },
    {
      name: 'closes on mouse leave',
      events: [{ type: 'itemHovered', panel: 'carpet' }, { type: 'menuLeft' }],
      openPanel: null,
    },
    {
      name: 'closes on click',
      events: [{ type: 'itemHovered', panel: 'carpet' }, { type: 'menuClicked' }],
      openPanel: null,
    },
  ])('$name', ({ events, openPanel }) => {
    expect(run(events).openPanel).toBe(openPanel);
  });

  it('returns the same state when nothing changes, so subscribers do not re-render', () => {
    const open = run([{ type: 'itemHovered', panel: 'carpet' }]);
    expect(menuReducer(open, { type: 'itemHovered', panel: 'carpet' })).toBe(open);
    expect(menuReducer(INITIAL_MENU_STATE, { type: 'menuLeft' })).toBe(INITIAL_MENU_STATE);
  });
});

describe('mobile drawer', () => {
  it('opens and closes with the menu toggle', () => {
    expect(run([{ type: 'drawerToggled' }]).drawerOpen).toBe(true);
    expect(run([{ type: 'drawerToggled' }, { type: 'drawerToggled' }]).drawerOpen).toBe(false);
  });

  it('expands one accordion panel at a time', () => {
    const state = run([
      { type: 'drawerToggled' },
      { type: 'accordionToggled', panel: 'carpet' },
      { type: 'accordionToggled', panel: 'hardFlooring' },
    ]);
    expect(state.expandedPanel).toBe('hardFlooring');
  });

  it('collapses the expanded panel when it is tapped again', () => {
    const state = run([
      { type: 'accordionToggled', panel: 'support' },
      { type: 'accordionToggled', panel: 'support' },
    ]);
    expect(state.expandedPanel).toBeNull();
  });

  it('collapses every panel when the drawer closes', () => {
    const open = run([{ type: 'drawerToggled' }, { type: 'accordionToggled', panel: 'carpet' }]);
    expect(menuReducer(open, { type: 'drawerClosed' })).toEqual(INITIAL_MENU_STATE);
    expect(menuReducer(open, { type: 'drawerToggled' })).toEqual(INITIAL_MENU_STATE);
  });
});
