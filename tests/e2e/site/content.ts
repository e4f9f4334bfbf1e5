/**
 * The site's routes (SPEC.md section 2.1) as the tests visit them. The fixed routes are written
 * out here from the spec; the routes that depend on content (each article, trend report and
 * design partner) are read from the same JSON:API the site was built from, so a new article is
 * tested without editing this file.
 */
import type { APIRequestContext, Page } from '../support/test';

export const REGIONS = ['au', 'nz', 'na'] as const;
export type Region = (typeof REGIONS)[number];

export const FIXED_ROUTES = [
  '/',
  '/inspiration',
  '/inspiration/design-partners',
  '/inspiration/trend-reports',
  '/inspiration/projects',
  '/inspiration/rooms/bedroom',
  '/inspiration/rooms/living-room',
  '/inspiration/rooms/kitchen',
  '/inspiration/rooms/dining-room',
  '/inspiration/rooms/study',
  '/inspiration/rooms/entry',
  '/sustainability',
  '/sustainability/people/work-force',
  '/sustainability/performance/design-principles',
  '/sustainability/planet/locally-made',
  '/news',
  '/news/installation-standards',
  '/news/carpet-care-na',
  '/grouped-highlights/cpt-styles',
  '/grouped-highlights/accs',
  '/grouped-highlights/gh-cpt-warranties',
  '/grouped-highlights/hf-warranties',
  '/support',
  '/warranty',
  '/about-us',
  '/terms',
  '/accessibility',
  '/privacy',
  '/legal',
] as const;

/** The seven trend cards that always exist (SPEC.md section 3). */
export const BUILT_IN_TREND_SLUGS = [
  'balanced-brights',
  'quirky-pastels',
  'natural-tactiles',
  'haven-hues',
  'biophilic-home',
  'regenerative-living',
  'wellness',
];

interface Collection {
  data: { attributes: { path?: { alias?: string | null } | null; field_slug?: string | null } }[];
  links?: { next?: { href: string } };
}

async function aliases(request: APIRequestContext, url: string): Promise<string[]> {
  const found: string[] = [];
  let next: string | undefined = url;
  while (next) {
    const response = await request.get(next, { headers: { accept: 'application/vnd.api+json' } });
    if (!response.ok()) throw new Error(`${next} answered ${response.status()}`);
    const body = (await response.json()) as Collection;
    for (const item of body.data) {
      const alias = item.attributes.path?.alias;
      if (alias) found.push(alias.replace(/\/+$/, ''));
    }
    next = body.links?.next?.href;
  }
  return found;
}

/** Every route of SPEC.md section 2.1 that the site renders, without region prefix. */
export async function siteRoutes(request: APIRequestContext): Promise<string[]> {
  const [articles, trends, partners, projects] = await Promise.all([
    aliases(request, '/jsonapi/node/article?fields[node--article]=path'),
    aliases(request, '/jsonapi/node/trend?fields[node--trend]=path,field_slug'),
    aliases(
      request,
      '/jsonapi/node/page?filter[field_page_type]=design_partner&fields[node--page]=path',
    ),
    aliases(request, '/jsonapi/node/case_study?fields[node--case_study]=path'),
  ]);
  const builtInTrends = BUILT_IN_TREND_SLUGS.map((slug) => `/inspiration/trend-reports/${slug}`);
  return [
    ...new Set([
      ...FIXED_ROUTES,
      ...articles,
      ...trends,
      ...builtInTrends,
      ...partners,
      ...projects,
    ]),
  ];
}

/** A route under a region prefix, as the site links it (pages are folders: a trailing slash). */
export const regional = (region: Region, route: string) =>
  route === '/' ? `/${region}/` : `/${region}${route}/`;

/**
 * Opens a page and waits until it is interactive (the site marks <html data-site-ready> once
 * React has hydrated), without waiting for every image: the media service renders images on
 * their first request, which on a fresh test database is slow.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
}

/** A 1 by 1 PNG, standing in for media images. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Answers media requests with a pixel. The media service has its own tests; on a fresh test
 * database it renders every image on first request, which would dominate these page tests.
 */
export async function stubMedia(page: Page): Promise<void> {
  await page.route('**/media/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
}
