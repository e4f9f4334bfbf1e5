/**
 * The header's breakpoint rules, written from the shared BREAKPOINTS so the numbers live in one
 * place (SPEC.md sections 2.2 and 9): the full navigation from 768 px (the drawer below it), the
 * wider header layout from 1024 px, and header controls hidden while search is open below 1000 px.
 */
import { BREAKPOINTS } from '@gh/shared/regions';

export const HEADER_BREAKPOINT_CSS = `
@media (min-width: ${BREAKPOINTS.desktopNav}px) {
  .site-header__drawer-toggle, .drawer, .site-header .store-link--narrow { display: none; }
  .header-utility, .sister-sites, .site-header__top .social-links { display: flex; }
  .primary-nav { display: flex; order: 3; flex-basis: 100%; }
  .site-header__main { flex-wrap: wrap; }
}
@media (min-width: ${BREAKPOINTS.headerNav}px) {
  .primary-nav { order: 0; flex-basis: auto; }
  .site-header__main { flex-wrap: nowrap; gap: 1rem; }
  .primary-nav__item > a, .primary-nav__item > button { min-height: 72px; padding-inline: 0.3rem; font-size: 0.9375rem; }
  .header-widget--samples { flex-shrink: 0; --gh-font-size: 15px; }
  .site-header__main .logo { width: 120px; height: 28px; }
}
@media (min-width: 1200px) {
  .site-header__main { gap: 1.5rem; }
  .primary-nav__item > a, .primary-nav__item > button { padding-inline: 0.7rem; font-size: 1rem; }
  .header-widget--samples { --gh-font-size: 16px; }
  .site-header__main .logo { width: 148px; height: 35px; }
}
@media (max-width: ${BREAKPOINTS.searchOpen - 1}px) {
  .site-header--search-open .header-actions__control { display: none; }
}
`;
