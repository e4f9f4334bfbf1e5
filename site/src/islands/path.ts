/** Where the site's islands module is served (gatsby/islands.ts builds it there). */
export const ISLANDS_PATH = '/islands/site.js';

/**
 * The event a page with Gatsby's runtime tells the islands on the document each time its router
 * has opened a page (gatsby-browser.tsx): the page may hold elements whose code is not yet loaded.
 */
export const ROUTE_EVENT = 'site:route';
