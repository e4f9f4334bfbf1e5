/**
 * The site header (SPEC.md section 2.2): everything it shows comes from headerFor and the menu
 * tables of @gh/shared/navigation; this component only lays it out, every panel and the drawer
 * included (hidden), so that the header works as the build wrote it. What it does is the islands'
 * (src/islands/): <site-header> drives the menu state, the search bar and the sticky offset.
 */
import { headerFor, inspirationMenu, type MenuPanelId, megaMenuFor } from '@gh/shared/navigation';
import { Link } from 'gatsby';
import { keptMarkup, useKeptMarkup } from '../../hydration/kept-markup';
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
  const requestSampleHref = `/${region}/products`;

  // On the page the build wrote, the header is kept as written: nothing in it is React's to run.
  if (useKeptMarkup(`${region}|${colourMode}`)) {
    return <site-header region={region} {...keptMarkup} />;
  }

  const panelFor = (panel: MenuPanelId): PanelContent =>
    panel === 'inspiration' ? inspirationMenu(context, inspiration) : megaMenuFor(panel, context);

  return (
    // Its behaviour (menus, drawer, search, sticky offset) is the <site-header> island
    // (src/islands/site-header.ts): the same on pages with and without Gatsby's runtime.
    <site-header region={region}>
      <header className={`site-header site-header--${colourMode}`} data-colour-mode={colourMode}>
        {/* As markup: React would escape the '>' of child combinators in a text child. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this codebase */}
        <style dangerouslySetInnerHTML={{ __html: HEADER_BREAKPOINT_CSS }} />
        <div className="site-header__top">
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

        <div className="site-header__main">
          <button
            type="button"
            className="site-header__drawer-toggle icon-button"
            aria-expanded="false"
            aria-controls="mobile-drawer"
          >
            <MenuIcon />
            <span className="visually-hidden">Menu</span>
          </button>
          <Link to={`/${region}`} className="site-header__logo">
            <Logo />
          </Link>

          <nav className="primary-nav" aria-label="Primary">
            <ul className="primary-nav__list">
              {header.primaryNavigation.map((item) => {
                const panelId = `mega-menu-${item.panel}`;
                return (
                  <li key={item.label} className="primary-nav__item" data-panel={item.panel ?? ''}>
                    {item.panel ? (
                      <button type="button" aria-expanded="false" aria-controls={panelId}>
                        {item.label}
                        <ChevronIcon />
                      </button>
                    ) : (
                      <Link to={item.href ?? '/'}>{item.label}</Link>
                    )}
                    {item.panel ? (
                      // Hidden until its item opens it (a click on a link inside closes it).
                      <div className="primary-nav__panel" hidden>
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
              aria-expanded="false"
              aria-controls="header-search"
            >
              <SearchIcon />
              <span className="visually-hidden">Search</span>
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
        <SearchSlot id="header-search" />
        <MobileDrawer
          id="mobile-drawer"
          items={header.primaryNavigation}
          panelFor={panelFor}
          regions={header.regionToggle}
          links={[
            header.calculator,
            ...(header.requestSample
              ? [{ label: 'Request a Sample', href: requestSampleHref, external: false }]
              : []),
          ]}
        />
      </header>
    </site-header>
  );
}
