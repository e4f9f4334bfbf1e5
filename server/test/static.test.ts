import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { acceptedEncodings } from '../src/compression';
import {
  IMMUTABLE_CACHE,
  isHashedFileName,
  isReleasePath,
  SHORT_CACHE,
  staticRoutes,
} from '../src/routes/static';
import { rawRequest, startTestServer, type TestServer } from './support';

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
    expect(await response.json()).toMatchObject({ ok: true, orders: 'taken' });
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
    const { status, body } = await rawRequest(server.url, path);
    expect([400, 403, 404]).toContain(status);
    expect(body).not.toMatch(/"workspaces"|"@gh\/server"/);
  });
});

const CHUNK = `export const colours = [${Array.from({ length: 400 }, (_, i) => `'c${i}'`).join(', ')}];\n`;
const PAGE = `<!doctype html><html><body>${'<p>Carpet and hard flooring</p>'.repeat(100)}</body></html>`;

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
    // Text files with their precompressed siblings, as scripts/precompress.mjs writes them.
    const withSiblings = (file: string, text: string) => {
      writeFileSync(file, text);
      writeFileSync(`${file}.br`, brotliCompressSync(text));
      writeFileSync(`${file}.gz`, gzipSync(text));
    };
    writeFileSync(join(widgets, 'gh-widgets.js'), 'export {};');
    writeFileSync(join(widgets, 'chunks', 'calculator-ECGbv6B9.js'), 'export const x = 1;');
    // The versioned CDN layout: a release's folder and its major line's loader.
    mkdirSync(join(widgets, '1.4.2', 'chunks'), { recursive: true });
    mkdirSync(join(widgets, 'v1'));
    writeFileSync(join(widgets, '1.4.2', 'gh-widgets.js'), 'export {};');
    withSiblings(join(widgets, '1.4.2', 'chunks', 'runtime-0a1b2c3d4e.js'), CHUNK);
    writeFileSync(join(widgets, 'v1', 'gh-widgets.js'), 'export {};');
    withSiblings(join(widgets, 'chunks', 'visualiser-Zx81Qp0a.js'), CHUNK);
    withSiblings(join(widgets, 'loader.js'), CHUNK);
    withSiblings(join(site, 'au', 'index.html'), PAGE);
    // A sibling older than its file (rebuilt without precompressing) is stale: never served.
    writeFileSync(join(widgets, 'stale.js'), CHUNK);
    writeFileSync(join(widgets, 'stale.js.br'), brotliCompressSync('export const old = 1;'));
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(widgets, 'stale.js.br'), past, past);
    // Only a gzip sibling: a client preferring brotli gets gzip rather than nothing.
    writeFileSync(join(widgets, 'gzip-only.js'), CHUNK);
    writeFileSync(join(widgets, 'gzip-only.js.gz'), gzipSync(CHUNK));
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

  it('keeps a release’s folder for a year and its major line’s loader only briefly', async () => {
    const pinned = await fetch(`${url}/widgets/1.4.2/gh-widgets.js`);
    expect(pinned.status).toBe(200);
    expect(pinned.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    const chunk = await rawRequest(url, '/widgets/1.4.2/chunks/runtime-0a1b2c3d4e.js', {
      'Accept-Encoding': 'br',
    });
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    const major = await fetch(`${url}/widgets/v1/gh-widgets.js`);
    expect(major.status).toBe(200);
    expect(major.headers.get('cache-control')).toBe(SHORT_CACHE);
    expect(isReleasePath('/1.4.2/gh-widgets.js')).toBe(true);
    expect(isReleasePath('/2.0.0-beta.1/chunks/a.js')).toBe(true);
    expect(isReleasePath('/v1/gh-widgets.js')).toBe(false);
    expect(isReleasePath('/demo/index.html')).toBe(false);
  });

  it('lets a page on any origin load the widget files (Access-Control-Allow-Origin: *)', async () => {
    for (const path of [
      '/widgets/gh-widgets.js',
      '/widgets/v1/gh-widgets.js',
      '/widgets/1.4.2/gh-widgets.js',
    ]) {
      const response = await fetch(`${url}${path}`, {
        headers: { Origin: 'https://retailer.example' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('answers a conditional request for an unchanged file with 304', async () => {
    const first = await fetch(`${url}/widgets/gh-widgets.js`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await rawRequest(url, '/widgets/gh-widgets.js', { 'If-None-Match': etag });
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
  describe('precompressed delivery', () => {
    const chunk = '/widgets/chunks/visualiser-Zx81Qp0a.js';

    it('sends the brotli sibling to a client asking for br, with the file’s type and cache', async () => {
      const response = await rawRequest(url, chunk, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript; charset=utf-8$/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(Number(response.headers['content-length'])).toBe(response.bytes.length);
      expect(response.bytes.length).toBeLessThan(CHUNK.length / 3);
      expect(brotliDecompressSync(response.bytes).toString()).toBe(CHUNK);
    });

    it('sends the gzip sibling to a client asking for gzip only', async () => {
      const response = await rawRequest(url, chunk, { 'Accept-Encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(gunzipSync(response.bytes).toString()).toBe(CHUNK);
    });

    it('follows the client’s q-values', async () => {
      const response = await rawRequest(url, chunk, { 'Accept-Encoding': 'br;q=0.5, gzip;q=1' });
      expect(response.headers['content-encoding']).toBe('gzip');
    });

    it.each([
      ['no Accept-Encoding', {}],
      ['identity only', { 'Accept-Encoding': 'identity' }],
      ['deflate only', { 'Accept-Encoding': 'deflate' }],
      ['br and gzip refused', { 'Accept-Encoding': 'br;q=0, gzip;q=0' }],
    ])('sends the plain file with %s, still saying it varies', async (_, headers) => {
      const response = await rawRequest(url, chunk, headers);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(response.body).toBe(CHUNK);
    });

    it('keeps the short cache for an unhashed file and a page', async () => {
      const loader = await rawRequest(url, '/widgets/loader.js', { 'Accept-Encoding': 'br' });
      expect(loader.headers['content-encoding']).toBe('br');
      expect(loader.headers['cache-control']).toBe(SHORT_CACHE);
      const page = await rawRequest(url, '/au/', { 'Accept-Encoding': 'br', Accept: 'text/html' });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe(SHORT_CACHE);
      expect(brotliDecompressSync(page.bytes).toString()).toBe(PAGE);
    });

    it('redirects a page folder to its trailing slash whatever the encoding', async () => {
      const response = await rawRequest(url, '/au?x=1', { 'Accept-Encoding': 'br' });
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe('/au/?x=1');
    });

    it('falls back to gzip when there is no brotli sibling', async () => {
      const response = await rawRequest(url, '/widgets/gzip-only.js', {
        'Accept-Encoding': 'br, gzip',
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.bytes).toString()).toBe(CHUNK);
    });

    it('never sends a sibling older than its file', async () => {
      const response = await rawRequest(url, '/widgets/stale.js', { 'Accept-Encoding': 'br' });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(CHUNK);
    });

    it('answers HEAD with the headers of the encoding and no body', async () => {
      const brotli = await rawRequest(url, chunk, { 'Accept-Encoding': 'br' });
      const head = await rawRequest(url, chunk, { 'Accept-Encoding': 'br' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['content-length']).toBe(String(brotli.bytes.length));
      expect(head.bytes.length).toBe(0);
    });

    it('answers a range of the plain file with 206', async () => {
      const response = await rawRequest(url, chunk, { Range: 'bytes=0-9' });
      expect(response.status).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes 0-9/${CHUNK.length}`);
      expect(response.body).toBe(CHUNK.slice(0, 10));
    });

    it('answers a range of an encoded file in the encoded bytes', async () => {
      const whole = await rawRequest(url, chunk, { 'Accept-Encoding': 'gzip' });
      const range = await rawRequest(url, chunk, { 'Accept-Encoding': 'gzip', Range: 'bytes=0-9' });
      expect(range.status).toBe(206);
      expect(range.headers['content-encoding']).toBe('gzip');
      expect(range.bytes).toEqual(whole.bytes.subarray(0, 10));
    });

    it('answers a conditional request with 304 per encoding', async () => {
      const brotli = await rawRequest(url, chunk, { 'Accept-Encoding': 'br' });
      const plain = await rawRequest(url, chunk);
      expect(brotli.headers.etag).toBeDefined();
      expect(brotli.headers.etag).not.toBe(plain.headers.etag);
      const again = await rawRequest(url, chunk, {
        'Accept-Encoding': 'br',
        'If-None-Match': String(brotli.headers.etag),
      });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
    });

    it.each([
      '/widgets/../widgets/loader.js',
      '/widgets/%2e%2e/package.json',
      '/widgets/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
    ])('still refuses %s when a compressed reply is asked for', async (path) => {
      const { status, body } = await rawRequest(url, path, { 'Accept-Encoding': 'br, gzip' });
      expect([400, 403, 404]).toContain(status);
      expect(body).not.toMatch(/"workspaces"|colours/);
    });

    it('tells the encodings a client accepts, its preferred first', () => {
      expect(acceptedEncodings(undefined)).toEqual([]);
      expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
      expect(acceptedEncodings('gzip;q=1, br;q=0.8')).toEqual(['gzip', 'br']);
      expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
      expect(acceptedEncodings('deflate')).toEqual([]);
    });
  });
});
