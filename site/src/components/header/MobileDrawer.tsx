/**
 * The mobile menu below 768 px: a left drawer whose dropdown items are accordion panels, one
 * expanded at a time (SPEC.md sections 2.3 and 4, the shared menuReducer). It is a modal dialog,
 * as the widgets' dialogs are: opened with showModal() (the page behind is inert), Tab wraps
 * inside it, the page does not scroll behind it, and Escape or a tap beside the panel closes it.
 */
import { lockPageScroll, wrapFocus } from '@gh/shared/dialog';
import type {
  MenuEvent,
  MenuPanelId,
  MenuState,
  NavLink,
  PrimaryNavLink,
  RegionToggleOption,
} from '@gh/shared/navigation';
import { Link } from 'gatsby';
import { type Dispatch, useEffect, useRef } from 'react';
import { ChevronIcon, CloseIcon, SearchIcon } from '../ui/icons';
import { MenuLinkList, type PanelContent } from './MegaMenuPanel';
import { RegionToggle } from './RegionToggle';
import './drawer.css';

export interface MobileDrawerProps {
  id: string;
  state: MenuState;
  dispatch: Dispatch<MenuEvent>;
  items: PrimaryNavLink[];
  panelFor(panel: MenuPanelId): PanelContent;
  /** The header links that have no room in the mobile header (calculator, samples). */
  links: NavLink[];
  /** The region choice, as in the top bar. */
  regions: RegionToggleOption[];
  /** Closes the drawer and opens the header's search. */
  onSearch(): void;
}

export function MobileDrawer({
  id,
  state,
  dispatch,
  items,
  panelFor,
  links,
  regions,
  onSearch,
}: MobileDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  // Focus moves into the drawer as it opens (the header gives it back to the Menu button).
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!state.drawerOpen) {
      if (element.open) element.close();
      return;
    }
    if (!element.open) element.showModal();
    close.current?.focus();
    return lockPageScroll(element.ownerDocument.documentElement);
  }, [state.drawerOpen]);
  const closeDrawer = () => dispatch({ type: 'drawerClosed' });
  return (
    <dialog
      ref={dialog}
      id={id}
      className="drawer"
      aria-label="Menu"
      onCancel={(event) => {
        event.preventDefault();
        closeDrawer();
      }}
      onClick={(event) => {
        // The dialog fills the screen; the panel covers its left side, the backdrop shows beside it.
        if (event.target === event.currentTarget) closeDrawer();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab') {
          wrapFocus(event.currentTarget, event.shiftKey, () => event.preventDefault());
        }
      }}
    >
      <nav className="drawer__panel" aria-label="Mobile">
        <div className="drawer__bar">
          <button
            ref={close}
            type="button"
            className="icon-button drawer__close"
            onClick={closeDrawer}
          >
            <CloseIcon />
            <span className="visually-hidden">Close menu</span>
          </button>
          <RegionToggle options={regions} id="drawer-region-list" />
        </div>
        <button type="button" className="drawer__search" onClick={onSearch}>
          <SearchIcon />
          Search products, colours and guides
        </button>
        <ul className="drawer__list">
          {items.map((item) => {
            if (!item.panel) {
              return (
                <li key={item.label} className="drawer__item">
                  <Link to={item.href ?? '/'} onClick={() => dispatch({ type: 'drawerClosed' })}>
                    {item.label}
                  </Link>
                </li>
              );
            }
            const expanded = state.expandedPanel === item.panel;
            const panelId = `drawer-panel-${item.panel}`;
            const panel = item.panel;
            return (
              <li key={item.label} className="drawer__item">
                <button
                  type="button"
                  className="drawer__accordion"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => dispatch({ type: 'accordionToggled', panel })}
                >
                  {item.label}
                  <ChevronIcon />
                </button>
                <div id={panelId} className="drawer__accordion-panel" hidden={!expanded}>
                  {expanded
                    ? panelFor(panel).sections.map((section) => (
                        <section key={section.id} aria-label={section.title}>
                          <p className="drawer__section-title">{section.title}</p>
                          <MenuLinkList links={section.links} />
                        </section>
                      ))
                    : null}
                </div>
              </li>
            );
          })}
          {links.map((link) => (
            <li key={link.href} className="drawer__item">
              <Link to={link.href} onClick={() => dispatch({ type: 'drawerClosed' })}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </dialog>
  );
}
