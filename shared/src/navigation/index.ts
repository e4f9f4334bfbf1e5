/**
 * Navigation: the single source of every regional difference in the header, the mega menus and
 * the footer (DESIGN.md section 6). The site and the widgets render straight from these tables.
 */
export * from './breadcrumbs';
export * from './facts';
export * from './filters';
export * from './footer';
export * from './header';
export * from './links';
export * from './menuState';
export * from './menus';
export * from './sites';
