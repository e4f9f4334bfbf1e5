/**
 * The mobile menu below 768 px: a left drawer whose dropdown items are accordion panels, one
 * expanded at a time (SPEC.md sections 2.3 and 4). It is a modal dialog, as the widgets' dialogs
 * are: the page behind is inert, Tab wraps inside it, the page does not scroll behind it, and
 * Escape or a tap beside the panel closes it. Unlike theirs it is laid out while closed (hidden,
 * drawer.css) and opened with show() and aria-modal, so that a tap on Menu only has to reveal it.
 * The build writes it whole, every panel included (hidden); <site-header>
 * (src/islands/site-header.ts) opens and closes it and makes the page behind inert.
 */
import type {
  MenuPanelId,
  NavLink,
  PrimaryNavLink,
  RegionToggleOption,
} from '@gh/shared/navigation';
import { Link } from 'gatsby';
import { ChevronIcon, CloseIcon, SearchIcon } from '../ui/icons';
import { MenuLinkList, type PanelContent } from './MegaMenuPanel';
import { RegionToggle } from './RegionToggle';
import './drawer.css';

export interface MobileDrawerProps {
  id: string;
  items: PrimaryNavLink[];
  panelFor(panel: MenuPanelId): PanelContent;
  /** The header links that have no room in the mobile header (calculator, samples). */
  links: NavLink[];
  /** The region choice, as in the top bar. */
  regions: RegionToggleOption[];
}

export function MobileDrawer({ id, items, panelFor, links, regions }: MobileDrawerProps) {
  return (
    <dialog id={id} className="drawer" aria-label="Menu" aria-modal="true">
      <nav className="drawer__panel" aria-label="Mobile">
        <div className="drawer__bar">
          <button type="button" className="icon-button drawer__close">
            <CloseIcon />
            <span className="visually-hidden">Close menu</span>
          </button>
          <RegionToggle options={regions} id="drawer-region-list" />
        </div>
        <button type="button" className="drawer__search">
          <SearchIcon />
          Search products, colours and guides
        </button>
        <ul className="drawer__list">
          {items.map((item) => {
            if (!item.panel) {
              return (
                <li key={item.label} className="drawer__item">
                  <Link to={item.href ?? '/'}>{item.label}</Link>
                </li>
              );
            }
            const panelId = `drawer-panel-${item.panel}`;
            return (
              <li key={item.label} className="drawer__item">
                <button
                  type="button"
                  className="drawer__accordion"
                  data-panel={item.panel}
                  aria-expanded="false"
                  aria-controls={panelId}
                >
                  {item.label}
                  <ChevronIcon />
                </button>
                <div id={panelId} className="drawer__accordion-panel" hidden>
                  {panelFor(item.panel).sections.map((section) => (
                    <section key={section.id} aria-label={section.title}>
                      <p className="drawer__section-title">{section.title}</p>
                      <MenuLinkList links={section.links} />
                    </section>
                  ))}
                </div>
              </li>
            );
          })}
          {links.map((link) => (
            <li key={link.href} className="drawer__item">
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </dialog>
  );
}
