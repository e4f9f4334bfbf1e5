/**
 * The header's breakpoint rules, written from the shared BREAKPOINTS so the numbers live in one
 * place (SPEC.md sections 2.2 and 9): the full navigation from 768 px (the drawer below it), the
 * wider header layout from 1024 px, and header controls hidden while search is open below 1000 px.
 */
import { BREAKPOINTS } from '@gh/shared/regions';

export const HEADER_BREAKPOINT_CSS = `
@media (min-width: ${BREAKPOINTS.desktopNav}px) {
  .site-header__drawer-toggle, .drawer { display: none !important; }
  .primary-nav { display: flex; }
  .store-link__narrow { display: none; }
  .store-link__wide { display: inline; }
}
@media (min-width: ${BREAKPOINTS.headerNav}px) {
  .site-header__main { gap: 2rem; }
  .primary-nav__list { gap: 0.5rem; }
  .primary-nav__item > a, .primary-nav__item > button { padding: 0.75rem 0.9rem; font-size: 1rem; }
  .header-actions__calculator { display: inline-flex; }
}
@media (max-width: ${BREAKPOINTS.searchOpen - 1}px) {
  .site-header--search-open .header-actions__control { display: none; }
}
`;
