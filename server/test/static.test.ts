import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { IMMUTABLE_CACHE, isHashedFileName, SHORT_CACHE, staticRoutes } from '../src/routes/static';
import { startTestServer, type TestServer } from './support';

/**
 * A GET with the path and headers sent exactly as written (fetch would normalise '..' away, and
 * adds Cache-Control: no-cache to conditional requests).
 */
function rawGet(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method: 'GET', headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('static files on the app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves robots.txt, the icons and the web manifest of site/static, built or not', async () => {
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(
      /User-agent: \*[\s\S]*\nSitemap: \S*\/sitemap-index\.xml\n/,
    );
    const favicon = await fetch(`${server.url}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe(SHORT_CACHE);
    for (const [path, type] of [
      ['/favicon.svg', 'image/svg+xml'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/icon-192.png', 'image/png'],
      ['/icon-512.png', 'image/png'],
      ['/manifest.webmanifest', 'application/manifest+json'],
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect({ path, status: response.status, type: response.headers.get('content-type') }).toEqual(
        {
          path,
          status: 200,
          type: expect.stringMatching(new RegExp(`^${type?.replace('+', '\\+')}`)),
        },
      );
    }
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
      icons: { src: string }[];
    };
    for (const icon of manifest.icons) {
      expect((await fetch(`${server.url}${icon.src}`)).status).toBe(200);
    }
  });

  it('leaves the API routes to their own handlers', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers a missing file with the JSON 404', async () => {
    const response = await fetch(`${server.url}/no-such-file.txt`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found: GET /no-such-file.txt' });
  });

  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/%2e%2e%2f%2e%2e%2fpackage.json',
    '/....//package.json',
  ])('never serves a file outside its folder for %s', async (path) => {
    const { status, body } = await rawGet(server.url, path);
    expect([400, 403, 404]).toContain(status);
    expect(body).not.toMatch(/"workspaces"|"@gh\/server"/);
  });
});

describe('static files of the site and the widgets', () => {
  let folder: string;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'gh-static-test-'));
    const site = join(folder, 'site');
    const widgets = join(folder, 'widgets');
    const siteStatic = join(folder, 'static');
    mkdirSync(join(site, 'au', 'products'), { recursive: true });
    mkdirSync(join(widgets, 'chunks'), { recursive: true });
    mkdirSync(siteStatic);
    writeFileSync(join(site, 'au', 'products', 'index.html'), '<h1>Products</h1>');
    writeFileSync(join(site, 'robots.txt'), 'from the site');
    writeFileSync(join(site, '404.html'), '<h1>Page not found</h1>');
    writeFileSync(join(site, '.env'), 'SECRET=1');
    writeFileSync(join(siteStatic, 'robots.txt'), 'from the server');
    writeFileSync(join(siteStatic, 'favicon.ico'), 'icon');
    writeFileSync(join(widgets, 'gh-widgets.js'), 'export {};');
    writeFileSync(join(widgets, 'chunks', 'calculator-ECGbv6B9.js'), 'export const x = 1;');
    app = Fastify();
    await app.register(staticRoutes({ site, widgets, siteStatic }));
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('shows a browser the site’s 404 page for a page that does not exist', async () => {
    const page = await fetch(`${url}/au/no-such-page/`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toBe('<h1>Page not found</h1>');
  });

  it('answers an API client asking for a missing file with JSON, not the 404 page', async () => {
    const missing = await fetch(`${url}/no-such-file.json`, {
      headers: { Accept: 'application/json' },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('serves the site at / and site/static behind it', async () => {
    expect(await (await fetch(`${url}/robots.txt`)).text()).toBe('from the site');
    expect(await (await fetch(`${url}/favicon.ico`)).text()).toBe('icon');
  });

  it('serves a page folder’s index.html, redirecting to the trailing slash first', async () => {
    const redirect = await fetch(`${url}/au/products?colour=gray`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/au/products/?colour=gray');
    const page = await fetch(`${url}/au/products/`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe(SHORT_CACHE);
    expect(await page.text()).toBe('<h1>Products</h1>');
  });

  it('keeps hashed chunks for a year and the loader only briefly', async () => {
    const chunk = await fetch(`${url}/widgets/chunks/calculator-ECGbv6B9.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    const loader = await fetch(`${url}/widgets/gh-widgets.js`);
    expect(loader.headers.get('content-type')).toMatch(/javascript/);
    expect(loader.headers.get('cache-control')).toBe(SHORT_CACHE);
  });

  it('answers a conditional request for an unchanged file with 304', async () => {
    const first = await fetch(`${url}/widgets/gh-widgets.js`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await rawGet(url, '/widgets/gh-widgets.js', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('never serves dotfiles', async () => {
    const response = await fetch(`${url}/.env`);
    expect(response.status).toBe(404);
  });

  it('tells hashed file names from plain ones', () => {
    expect(isHashedFileName('chunks/calculator-ECGbv6B9.js')).toBe(true);
    expect(isHashedFileName('app-8f3a2b1c9d0e.js')).toBe(true);
    expect(isHashedFileName('styles.0a1b2c3d.css')).toBe(true);
    expect(isHashedFileName('gh-widgets.js')).toBe(false);
    expect(isHashedFileName('favicon.ico')).toBe(false);
    expect(isHashedFileName('installation-standards.html')).toBe(false);
  });
});
