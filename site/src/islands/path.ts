/** Where the site's islands module is served (gatsby/islands.ts builds it there). */
export const ISLANDS_PATH = '/islands/site.js';
