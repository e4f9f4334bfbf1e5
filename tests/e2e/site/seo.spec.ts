/**
 * What search engines read in the built and served site (issue 14): robots.txt naming the
 * sitemap index, one sitemap per region with hreflang alternates, the same alternates in every
 * page's head, the icons, and no tag manager in a site built without GATSBY_GTM_ID.
 */
import { type APIRequestContext, expect, test } from '../support/test';

const REGIONS = ['au', 'nz', 'na'] as const;
const HREFLANG = { au: 'en-AU', nz: 'en-NZ', na: 'en-US' } as const;

/** The path of an absolute URL the build wrote with its SITE_URL (the origin may differ). */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);

interface SitemapUrl {
  path: string;
  /** hreflang → path */
  alternates: Record<string, string>;
}

function sitemapUrls(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    path: pathOf(locs(body)[0] ?? ''),
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang = '', href = '']) => [lang, pathOf(href)],
      ),
    ),
  }));
}

/** hreflang → path of a page's <link rel="alternate" hreflang> tags. */
function headAlternates(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => ({
        rel: /\brel="([^"]*)"/.exec(tag)?.[1],
        lang: /\bhreflang="([^"]*)"/i.exec(tag)?.[1],
        href: /\bhref="([^"]*)"/.exec(tag)?.[1],
      }))
      .filter((link) => link.rel === 'alternate' && link.lang && link.href)
      .map((link) => [link.lang, pathOf(link.href as string)]),
  );
}

async function text(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** Every region's sitemap, found the way a crawler finds it: robots.txt, then the index. */
async function regionSitemaps(request: APIRequestContext) {
  const robots = await text(request, '/robots.txt');
  const sitemapLine = /^Sitemap: (https?:\/\/\S+)$/m.exec(robots);
  expect(sitemapLine?.[1]).toMatch(/^https?:\/\/[^/]+\/sitemap-index\.xml$/);
  const index = await text(request, pathOf(sitemapLine?.[1] ?? ''));
  const sitemaps = locs(index).map(pathOf);
  expect(sitemaps).toEqual(REGIONS.map((region) => `/${region}/sitemap-0.xml`));
  const byRegion = new Map<string, SitemapUrl[]>();
  for (const region of REGIONS) {
    byRegion.set(region, sitemapUrls(await text(request, `/${region}/sitemap-0.xml`)));
  }
  return byRegion;
}

test('robots.txt names the sitemap index, which lists one sitemap per region', async ({
  request,
}) => {
  const robots = await text(request, '/robots.txt');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Disallow: \/api\/$/m);
  expect(robots).not.toMatch(/^Disallow: \/$/m);
  const sitemaps = await regionSitemaps(request);
  for (const region of REGIONS) {
    const urls = sitemaps.get(region) ?? [];
    expect(urls.length, region).toBeGreaterThan(40);
    expect(urls.map((url) => url.path)).toContain(`/${region}/`);
    expect(urls.map((url) => url.path)).toContain(`/${region}/news/`);
  }
});

test('each region’s sitemap lists only its own pages, every one of them served, none twice', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const sitemaps = await regionSitemaps(request);
  const failures: string[] = [];
  for (const [region, urls] of sitemaps) {
    const paths = urls.map((url) => url.path);
    expect(new Set(paths).size, region).toBe(paths.length);
    for (const path of paths) {
      // No region-redirect page (an unprefixed path), no 404 page, no other region's page.
      if (!path.startsWith(`/${region}/`)) failures.push(`${region}: ${path}`);
      const response = await request.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) failures.push(`${path}: HTTP ${response.status()}`);
    }
  }
  expect(failures).toEqual([]);
});

test('a page in more than one region names its twins with hreflang, in the sitemap and in its head alike', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const sitemaps = await regionSitemaps(request);
  const regionsOf = new Map<string, string[]>();
  for (const [region, urls] of sitemaps) {
    for (const { path } of urls) {
      const base = path.slice(region.length + 1);
      regionsOf.set(base, [...(regionsOf.get(base) ?? []), region]);
    }
  }
  // Alternates name each twin at the page's canonical URL (the product list's has no slash).
  const expectedFor = (regions: string[], base: string) =>
    regions.length > 1
      ? Object.fromEntries([
          ...regions.map((twin) => [HREFLANG[twin as keyof typeof HREFLANG], `/${twin}${base}`]),
          ['x-default', `/${regions.includes('au') ? 'au' : regions[0]}${base}`],
        ])
      : {};
  const failures: string[] = [];
  let twinned = 0;
  let single = 0;
  for (const [region, urls] of sitemaps) {
    for (const { path, alternates } of urls) {
      const regions = regionsOf.get(path.slice(region.length + 1)) ?? [];
      if (regions.length > 1) twinned += 1;
      else single += 1;
      const expected = expectedFor(regions, path.slice(region.length + 1));
      if (JSON.stringify(alternates) !== JSON.stringify(expected)) {
        failures.push(`sitemap ${path}: ${JSON.stringify(alternates)}`);
      }
      const html = await text(request, path);
      const canonical = pathOf(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '');
      if (!canonical.startsWith(`/${region}/`)) failures.push(`canonical of ${path}: ${canonical}`);
      const head = headAlternates(html);
      if (JSON.stringify(head) !== JSON.stringify(expectedFor(regions, canonical.slice(3)))) {
        failures.push(`head of ${path}: ${JSON.stringify(head)}`);
      }
    }
  }
  expect(failures).toEqual([]);
  // The demo content has both kinds: pages in every region and products sold in one.
  expect(twinned).toBeGreaterThan(100);
  expect(single).toBeGreaterThan(0);
});

test('the home page links the icons and the web manifest, all served from the site', async ({
  request,
}) => {
  const html = await text(request, '/au/');
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  const href = (rel: string) =>
    links
      .filter((tag) => tag.includes(`rel="${rel}"`))
      .map((tag) => /\bhref="([^"]*)"/.exec(tag)?.[1]);
  expect(href('icon')).toEqual(['/favicon.ico', '/favicon.svg']);
  expect(href('apple-touch-icon')).toEqual(['/apple-touch-icon.png']);
  expect(href('manifest')).toEqual(['/manifest.webmanifest']);
  const manifest = JSON.parse(await text(request, '/manifest.webmanifest')) as {
    name: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.name).toBe('GH Flooring');
  for (const path of [
    '/favicon.ico',
    '/favicon.svg',
    '/apple-touch-icon.png',
    ...manifest.icons.map((icon) => icon.src),
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

test('a site built without GATSBY_GTM_ID loads no tag manager, and its server does not allow one', async ({
  page,
}) => {
  const tagManagerRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('googletagmanager.com')) tagManagerRequests.push(request.url());
  });
  const response = await page.goto('/au/');
  expect(response?.headers()['content-security-policy']).not.toContain('googletagmanager');
  await expect(page.locator('html')).toHaveAttribute('data-site-ready', 'true');
  // Gatsby's idle scripts run once the browser is idle after hydration: wait for an idle turn.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })),
  );
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(tagManagerRequests).toEqual([]);
});
