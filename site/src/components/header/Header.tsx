/**
 * The site header (SPEC.md section 2.2): everything it shows comes from headerFor and the menu
 * tables of @gh/shared/navigation; this component only lays it out and drives the menu state.
 */
import {
  headerFor,
  INITIAL_MENU_STATE,
  inspirationMenu,
  type MenuPanelId,
  megaMenuFor,
  menuReducer,
} from '@gh/shared/navigation';
import { Link } from 'gatsby';
import { useEffect, useReducer, useRef, useState } from 'react';
import { HydrationSlice } from '../../hydration/HydrationSlice';
import { useRegionPage } from '../region/RegionContext';
import { ChevronIcon, Logo, MenuIcon, SearchIcon } from '../ui/icons';
import { SocialLinks } from '../ui/SocialLinks';
import { HeaderCalculatorLink, HeaderSamples, HeaderStoreLink } from '../widgets/HeaderWidgets';
import { HEADER_BREAKPOINT_CSS } from './breakpoints';
import { MegaMenuPanel, type PanelContent } from './MegaMenuPanel';
import { MobileDrawer } from './MobileDrawer';
import { RegionToggle } from './RegionToggle';
import { SearchSlot } from './SearchSlot';
import { useInspirationContent } from './useInspirationContent';
import './header.css';

/** How the header is drawn over the page: on a light background or over a dark hero. */
export type HeaderColourMode = 'light' | 'dark';

export interface HeaderProps {
  colourMode?: HeaderColourMode;
}

export function Header({ colourMode = 'light' }: HeaderProps) {
  const { region } = useRegionPage();
  const context = { region };
  const header = headerFor(context);
  const inspiration = useInspirationContent(region);
  const [menu, dispatch] = useReducer(menuReducer, INITIAL_MENU_STATE);
  const [searchOpen, setSearchOpen] = useState(false);
  const requestSampleHref = `/${region}/products`;

  const panelFor = (panel: MenuPanelId): PanelContent =>
    panel === 'inspiration' ? inspirationMenu(context, inspiration) : megaMenuFor(panel, context);

  const drawerToggle = useRef<HTMLButtonElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  // Sticky and compact: the header sticks with its top bar scrolled out of view, so on a long
  // page the navigation, search and the samples count stay in reach in one 64 px bar. The top
  // bar's height (it wraps on narrow screens) is the offset; until it is measured the whole
  // header sticks.
  useEffect(() => {
    const bar = top.current;
    const element = headerRef.current;
    if (!bar || !element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() =>
      element.style.setProperty('--header-top-height', `${bar.getBoundingClientRect().height}px`),
    );
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);

  // The drawer closes on Escape and gives focus back to the button that opened it.
  const drawerWasOpen = useRef(false);
  const focusToggleOnClose = useRef(true);
  useEffect(() => {
    if (menu.drawerOpen) {
      drawerWasOpen.current = true;
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') dispatch({ type: 'drawerClosed' });
      };
      window.addEventListener('keydown', onKey);
      return () => window.removeEventListener('keydown', onKey);
    }
    if (drawerWasOpen.current) {
      drawerWasOpen.current = false;
      // Not when the drawer closed to open search: the search field takes focus then.
      if (focusToggleOnClose.current) drawerToggle.current?.focus();
      focusToggleOnClose.current = true;
    }
  }, [menu.drawerOpen]);

  useEffect(() => {
    if (!menu.openPanel) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'menuLeft' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menu.openPanel]);

  return (
    <header
      ref={headerRef}
      className={`site-header site-header--${colourMode}${searchOpen ? ' site-header--search-open' : ''}`}
      data-colour-mode={colourMode}
    >
      {/* As markup: React would escape the '>' of child combinators in a text child. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this codebase */}
      <style dangerouslySetInnerHTML={{ __html: HEADER_BREAKPOINT_CSS }} />
      <div className="site-header__top" ref={top}>
        {header.siteToggle ? (
          <nav className="site-toggle" aria-label="Our sites">
            <ul>
              {header.siteToggle.map((site) => (
                <li key={site.site}>
                  {site.external ? (
                    <a href={site.href} rel="noopener">
                      {site.label}
                    </a>
                  ) : (
                    <Link to={site.href} aria-current={site.current ? 'page' : undefined}>
                      {site.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <ul className="header-utility">
          <li>
            <HeaderStoreLink
              className="header-actions__control store-link"
              href={header.storeLocator.href}
              label={header.storeLocator.label}
              region={region}
            />
          </li>
          <li>
            <HeaderCalculatorLink
              className="header-actions__control"
              href={header.calculator.href}
              label={header.calculator.label}
              region={region}
            />
          </li>
        </ul>
        {header.sisterSites.length ? (
          <nav className="sister-sites" aria-label="Sister brands">
            <ul>
              {header.sisterSites.map((site) => (
                <li key={site.id}>
                  <a href={site.href} rel="noopener">
                    {site.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <SocialLinks links={header.social} label="Follow us" />
        {/*
          Below 768 px the store link sits in this top bar with its short label, and the region
          choice moves into the drawer: the main bar keeps the menu, logo, search and samples.
        */}
        <Link className="store-link store-link--narrow" to={header.storeLocator.href}>
          {header.storeLocator.narrowLabel}
        </Link>
        <RegionToggle options={header.regionToggle} />
      </div>

      <HydrationSlice>
        <div className="site-header__main">
          <button
            type="button"
            ref={drawerToggle}
            className="site-header__drawer-toggle icon-button"
            aria-expanded={menu.drawerOpen}
            aria-controls="mobile-drawer"
            onClick={() => dispatch({ type: 'drawerToggled' })}
          >
            <MenuIcon />
            <span className="visually-hidden">Menu</span>
          </button>
          <Link to={`/${region}`} className="site-header__logo">
            <Logo />
          </Link>

          <nav
            className="primary-nav"
            aria-label="Primary"
            onMouseLeave={() => dispatch({ type: 'menuLeft' })}
          >
            <ul className="primary-nav__list">
              {header.primaryNavigation.map((item) => {
                const open = item.panel !== null && menu.openPanel === item.panel;
                const panelId = `mega-menu-${item.panel}`;
                return (
                  <li
                    key={item.label}
                    className={`primary-nav__item${open ? ' primary-nav__item--open' : ''}`}
                    onMouseEnter={() => dispatch({ type: 'itemHovered', panel: item.panel })}
                  >
                    {item.panel ? (
                      <button
                        type="button"
                        aria-expanded={open}
                        aria-controls={panelId}
                        onClick={() =>
                          dispatch(
                            open
                              ? { type: 'menuClicked' }
                              : { type: 'itemHovered', panel: item.panel },
                          )
                        }
                      >
                        {item.label}
                        <ChevronIcon />
                      </button>
                    ) : (
                      <Link to={item.href ?? '/'}>{item.label}</Link>
                    )}
                    {item.panel && open ? (
                      // A click on a link inside the panel closes it (SPEC.md section 2.3).
                      // biome-ignore lint/a11y/useKeyWithClickEvents: links inside handle keys
                      // biome-ignore lint/a11y/noStaticElementInteractions: closes on link clicks
                      <div
                        className="primary-nav__panel"
                        onClick={() => dispatch({ type: 'menuClicked' })}
                      >
                        <MegaMenuPanel menu={panelFor(item.panel)} id={panelId} />
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </nav>

          <div className="header-actions">
            <button
              type="button"
              className="icon-button search-toggle"
              aria-expanded={searchOpen}
              aria-controls="header-search"
              onClick={() => setSearchOpen((open) => !open)}
            >
              <SearchIcon />
              <span className="visually-hidden">{searchOpen ? 'Close search' : 'Search'}</span>
            </button>
            {/*
            The header's one samples entry. SPEC.md section 2.2's 'Request a Sample' button and
            section 2.10's Free Samples button were two controls side by side; a visitor asks for
            samples through the basket, so the header keeps the basket button alone: 'Free
            Samples', then 'Samples' with the count, opening the samples modal. It stands where
            2.2 puts Request a Sample and keeps its rule: hidden in na. It sits in the main bar,
            so the count shows on a phone and stays in reach while the header is stuck. The
            drawer keeps a 'Request a Sample' link to the product list, where colours are chosen.
          */}
            {header.requestSample ? (
              <HeaderSamples region={region} className="header-widget--samples" />
            ) : null}
          </div>
        </div>
      </HydrationSlice>
      <SearchSlot id="header-search" open={searchOpen} region={region} />
      <HydrationSlice>
        <MobileDrawer
          id="mobile-drawer"
          state={menu}
          dispatch={dispatch}
          items={header.primaryNavigation}
          panelFor={panelFor}
          regions={header.regionToggle}
          onSearch={() => {
            focusToggleOnClose.current = false;
            dispatch({ type: 'drawerClosed' });
            setSearchOpen(true);
          }}
          links={[
            header.calculator,
            ...(header.requestSample
              ? [{ label: 'Request a Sample', href: requestSampleHref, external: false }]
              : []),
          ]}
        />
      </HydrationSlice>
    </header>
  );
}
