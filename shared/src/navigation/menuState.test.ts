import { INITIAL_MENU_STATE, type MenuEvent, type MenuState, menuReducer } from '.';

const run = (events: MenuEvent[], state: MenuState = INITIAL_MENU_STATE) =>
  events.reduce(menuReducer, state);

describe('mega menu', () => {
  it('starts with every menu closed', () => {
    expect(INITIAL_MENU_STATE).toEqual({ openPanel: null, drawerOpen: false, expandedPanel: null });
  });

  it('opens the panel of the hovered item that has a dropdown', () => {
    expect(run([{ type: 'itemHovered', panel: 'carpet' }]).openPanel).toBe('carpet');
  });

  it('keeps only the hovered item open when the pointer moves to another dropdown item', () => {
    const state = run([
      { type: 'itemHovered', panel: 'carpet' },
      { type: 'itemHovered', panel: 'support' },
    ]);
    expect(state.openPanel).toBe('support');
  });

  it('closes when an item without a dropdown is hovered', () => {
    const state = run([
      { type: 'itemHovered', panel: 'inspiration' },
      { type: 'itemHovered', panel: null },
    ]);
    expect(state.openPanel).toBeNull();
  });

  it('closes on mouse leave', () => {
    expect(
      run([{ type: 'itemHovered', panel: 'carpet' }, { type: 'menuLeft' }]).openPanel,
    ).toBeNull();
  });

  it('closes on click', () => {
    expect(
      run([{ type: 'itemHovered', panel: 'carpet' }, { type: 'menuClicked' }]).openPanel,
    ).toBeNull();
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
