import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerMediaAsset } from '../src/media/assets';
import { startTestServer, type TestServer } from './support';

const scriptSources = (response: Response) =>
  /(?:^|;)\s*script-src ([^;]*)/
    .exec(response.headers.get('content-security-policy') ?? '')?.[1]
    ?.split(' ') ?? [];

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The HSTS test stands in for a TLS-terminating proxy on loopback, which GH_TRUST_PROXY trusts.
    server = await startTestServer({ seed: false, env: { GH_TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends a Content-Security-Policy that works over plain http (no upgrade-insecure-requests)', async () => {
    const response = await fetch(`${server.url}/healthz`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('allows no tag manager script when the server knows no GATSBY_GTM_ID', async () => {
    const response = await fetch(`${server.url}/healthz`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' [^;]*https:\/\/maps\.googleapis\.com/);
    expect(policy).not.toContain('googletagmanager');
  });

  it('allows the tag manager’s scripts when GATSBY_GTM_ID is set', async () => {
    const withTags = await startTestServer({ seed: false, env: { GATSBY_GTM_ID: 'GTM-TEST123' } });
    try {
      const response = await fetch(`${withTags.url}/healthz`);
      const policy = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
      expect(scriptSrc).toContain('https://www.googletagmanager.com');
      expect(scriptSrc).toContain("'self'");
    } finally {
      await withTags.close();
    }
  });

  it('lets no script run inline on any reply: no unsafe-inline, unsafe-eval or wildcard', async () => {
    for (const path of ['/healthz', '/widgets/demo/', '/robots.txt', '/no-such-page']) {
      const sources = scriptSources(await fetch(`${server.url}${path}`));
      expect({ path, sources }).toEqual({
        path,
        sources: ["'self'", 'https://maps.googleapis.com'],
      });
    }
  });

  it('sends no Strict-Transport-Security to a request that came over http', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends Strict-Transport-Security to a request a proxy received over https', async () => {
    const response = await fetch(`${server.url}/healthz`, {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('forbids MIME sniffing and lets other origins embed the media and widget files', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

describe("the site's pages and their inline scripts", () => {
  const releases = mkdtempSync(join(tmpdir(), 'gh-csp-releases-'));
  let server: TestServer;

  /** A release of one page and a 404 page whose build allowed `hashes`, made the live one. */
  function release(name: string, hashes: string[]) {
    const folder = join(releases, 'releases', name);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(join(folder, '404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(join(folder, 'app-1234abcd5678.js'), 'console.log(1)');
    writeFileSync(join(folder, 'csp.json'), JSON.stringify({ scriptHashes: hashes }));
    // As scripts/deploy.mjs switches releases: a new link renamed over `current`.
    symlinkSync(folder, join(releases, 'next'));
    renameSync(join(releases, 'next'), join(releases, 'current'));
  }

  beforeAll(async () => {
    release('one', ["'sha256-AAAA'", "'sha256-BBBB'"]);
    server = await startTestServer({ seed: false, env: { GH_SITE_RELEASES: releases } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(releases, { recursive: true, force: true });
  });

  it('allows a page the inline scripts its build listed, by hash, and nothing else inline', async () => {
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(scriptSources(page)).toEqual([
      "'self'",
      'https://maps.googleapis.com',
      "'sha256-AAAA'",
      "'sha256-BBBB'",
    ]);
    const missing = await fetch(`${server.url}/no-such-page/`, {
      headers: { Accept: 'text/html' },
    });
    expect(missing.status).toBe(404);
    expect(scriptSources(missing)).toContain("'sha256-AAAA'");
    // A script file is no page: it gets the policy every reply has.
    const script = await fetch(`${server.url}/app-1234abcd5678.js`);
    expect(scriptSources(script)).toEqual(["'self'", 'https://maps.googleapis.com']);
  });

  it('follows a publish: the next release’s hashes replace the last one’s', async () => {
    release('two', ["'sha256-CCCC'"]);
    expect(scriptSources(await fetch(`${server.url}/`))).toEqual([
      "'self'",
      'https://maps.googleapis.com',
      "'sha256-CCCC'",
    ]);
  });
});

describe('CORS', () => {
  it('lets any origin call the API when CORS_ORIGINS is not set', async () => {
    const server = await startTestServer({ seed: false });
    try {
      const response = await fetch(`${server.url}/geo-ip?country=nz`, {
        headers: { Origin: 'https://any-retailer.example' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    } finally {
      await server.close();
    }
  });

  describe('with an allow-list in CORS_ORIGINS', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        seed: false,
        env: { CORS_ORIGINS: 'https://retailer.example, https://sister.example' },
      });
    });
    afterAll(async () => {
      await server.close();
    });

    it('allows a listed origin', async () => {
      const response = await fetch(`${server.url}/geo-ip?country=nz`, {
        headers: { Origin: 'https://sister.example' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBe('https://sister.example');
      expect(response.headers.get('vary')).toMatch(/Origin/);
    });

    it('varies media chosen by Accept on both Origin and Accept', async () => {
      registerMediaAsset(server.db, {
        publicId: 'swatches/CORS-1',
        kind: 'texture',
        spec: { colour: '#777777', width: 64, height: 64 },
      });
      const response = await fetch(
        `${server.url}/media/gh/image/upload/f_auto,w_16/v1/swatches/CORS-1.jpg`,
        {
          headers: { Origin: 'https://retailer.example', Accept: 'image/webp' },
        },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toMatch(/Origin/);
      expect(response.headers.get('vary')).toMatch(/Accept/);
    });

    it('does not allow an origin that is not listed', async () => {
      const response = await fetch(`${server.url}/geo-ip?country=nz`, {
        headers: { Origin: 'https://evil.example' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('answers the preflight of a sample order from a widget on a listed origin', async () => {
      const response = await fetch(`${server.url}/samples?region=au&website=GHRES`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://retailer.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,idempotency-key',
        },
      });
      expect(response.status).toBeLessThan(300);
      expect(response.headers.get('access-control-allow-origin')).toBe('https://retailer.example');
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
        'idempotency-key',
      );
    });
  });
});
