/**
 * Which pages ship Gatsby's runtime. Content pages (the home page, news and articles, trend
 * reports, inspiration, projects, design partners and the standard pages: sustainability,
 * support, about, the static pages) are read, not operated, and a product page is read first:
 * the build removes Gatsby's scripts from them (gatsby-ssr.tsx), and the site's islands
 * (src/islands/) give their markup its behaviour (a product page's colours, pictures and widgets:
 * islands/product-page.ts). The catalogue, search, calculator and find-stores pages, the feature
 * and room pages with their product listings, and the 404 keep the runtime.
 */
export const CONTENT_TEMPLATES: readonly string[] = [
  'home',
  'news',
  'article',
  'trend-reports',
  'trend-report',
  'inspiration',
  'projects',
  'project',
  'design-partners',
  'design-partner',
  'page',
  'region-redirect',
  'product',
];

/** Whether pages of template `name` (src/templates/{name}.tsx) ship without Gatsby's runtime. */
export const isContentTemplate = (name: string) => CONTENT_TEMPLATES.includes(name);

/** The page-context field that marks a page built without Gatsby's runtime. */
export const WITHOUT_RUNTIME = 'withoutRuntime';
