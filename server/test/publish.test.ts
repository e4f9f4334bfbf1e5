import { existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PublishState } from '../src/publish/publisher';
import { startTestServer, type TestServer } from './support';
import { waitFor } from './webhook-receiver';

/**
 * Publishing (issue 25) over real HTTP: the build hook, the state, coalescing, a failed build and
 * a rollback. The build is test/fixtures/site-build.mjs, which writes pages the way an
 * incremental Gatsby build does and deploys them with the real scripts/deploy.mjs into a real
 * releases folder; tests/e2e/site/publish.spec.ts runs the real Gatsby build.
 */

const TOKEN = 'publish-token-for-tests';
const BUILD = join(__dirname, 'fixtures', 'site-build.mjs');
/** A build by the fixture script is quick; on a busy machine, starting its processes is not. */
const BUILD_MS = 120_000;

describe('publishing', () => {
  let server: TestServer;
  let dir: string;
  const auth = { Authorization: `Bearer ${TOKEN}` };

  const content = (pages: Record<string, string>) =>
    writeFileSync(join(dir, 'content.json'), JSON.stringify(pages));
  const publish = () => fetch(`${server.url}/admin/publish`, { method: 'POST', headers: auth });
  const state = async (): Promise<PublishState> =>
    (await (await fetch(`${server.url}/admin/publish`, { headers: auth })).json()) as PublishState;
  const builds = async () => (await state()).builds;
  const untilBuilt = async (count: number) =>
    waitFor(
      `build ${count} to finish`,
      async () => {
        const now = await state();
        return now.builds >= count && now.state === 'idle' && !now.queued;
      },
      BUILD_MS,
    );
  const page = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, text: await response.text() };
  };
  const buildsStarted = async () =>
    (await readFile(join(dir, 'builds.log'), 'utf8')).trim().split('\n').length;
  const rollback = () =>
    fetch(`${server.url}/admin/publish/rollback`, { method: 'POST', headers: auth });
  /**
   * Publishes `pages` with the build held (the fixture build waits while `hold` is in its folder)
   * and resolves once that build has started, with the count of builds started before it.
   */
  const publishHeld = async (pages: Record<string, string>) => {
    const started = await buildsStarted();
    writeFileSync(join(dir, 'hold'), '');
    content(pages);
    await publish();
    await waitFor('the held build to start', async () => (await buildsStarted()) > started);
    return started;
  };
  const releaseHold = () => unlinkSync(join(dir, 'hold'));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gh-publish-test-'));
    server = await startTestServer({
      seed: false,
      env: {
        GH_ADMIN_TOKEN: TOKEN,
        GH_SITE_RELEASES: join(dir, 'releases'),
        GH_PUBLISH_BUILD: BUILD,
      },
    });
    process.env.GH_TEST_BUILD_DIR = dir;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a request without the token', async () => {
    const responses = await Promise.all([
      fetch(`${server.url}/admin/publish`, { method: 'POST' }),
      fetch(`${server.url}/admin/publish`),
      fetch(`${server.url}/admin/publish/rollback`, {
        method: 'POST',
        headers: { Authorization: 'Bearer wrong' },
      }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([401, 401, 401]);
  });

  it('has no previous release to roll back to before the first publish', async () => {
    const response = await rollback();
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(/no previous release/);
  });

  it('builds and puts the site live', async () => {
    content({
      'index.html': '<h1>Home, first edition</h1>',
      'news/index.html': '<h1>News</h1>',
      'news/old-story/index.html': '<h1>An old story</h1>',
    });
    const response = await publish();
    expect(response.status).toBe(202);
    expect(((await response.json()) as PublishState).state).toBe('building');
    await untilBuilt(1);

    const { last } = await state();
    expect(last).toMatchObject({ result: 'published', pagesWritten: 3, pagesRemoved: 0, pages: 3 });
    expect(last?.deployMs).toBeGreaterThanOrEqual(0);
    expect(last?.deployMs).toBeLessThanOrEqual(last?.durationMs ?? 0);
    expect(await page('/')).toEqual({ status: 200, text: '<h1>Home, first edition</h1>' });
    expect((await page('/news/old-story/')).status).toBe(200);
  });

  it('rewrites only the pages that changed, and removes the pages gone from the content', async () => {
    content({
      'index.html': '<h1>Home, second edition</h1>',
      'news/index.html': '<h1>News</h1>',
    });
    await publish();
    await untilBuilt(2);

    const { last } = await state();
    expect(last).toMatchObject({ result: 'published', pagesWritten: 1, pagesRemoved: 1, pages: 2 });
    expect(await page('/')).toEqual({ status: 200, text: '<h1>Home, second edition</h1>' });
    expect((await page('/news/old-story/')).status).toBe(404);
    // The build leaves the page's empty folder behind; the release does not copy it.
    expect(existsSync(join(dir, 'public', 'news', 'old-story'))).toBe(true);
    expect(existsSync(join(dir, 'releases', 'current', 'news', 'old-story'))).toBe(false);
  });

  it('links a page the build wrote again with the same bytes, rather than copying it', async () => {
    writeFileSync(join(dir, 'rewrite'), '');
    try {
      await publish();
      await untilBuilt(3);
    } finally {
      unlinkSync(join(dir, 'rewrite'));
    }

    const { last } = await state();
    expect(last).toMatchObject({ result: 'published', pagesWritten: 0, pagesRemoved: 0, pages: 2 });
    expect(await page('/')).toEqual({ status: 200, text: '<h1>Home, second edition</h1>' });
  });

  it('coalesces the requests that arrive during a build into one follow-up build', async () => {
    const before = await builds();
    const started = await publishHeld({
      'index.html': '<h1>Home, third edition</h1>',
      'news/index.html': '<h1>News</h1>',
    });
    const during = await Promise.all([publish(), publish(), publish()]);
    expect(during.map((response) => response.status)).toEqual([202, 202, 202]);
    const queued = await state();
    expect(queued).toMatchObject({ state: 'building', queued: true });

    releaseHold();
    await untilBuilt(before + 2);
    expect(await builds()).toBe(before + 2);
    expect(await buildsStarted()).toBe(started + 2);
    expect(await page('/')).toEqual({ status: 200, text: '<h1>Home, third edition</h1>' });
  });

  it('leaves the live site as it was when a build fails', async () => {
    const before = await builds();
    const live = (await state()).live;
    writeFileSync(join(dir, 'fail'), '');
    content({ 'index.html': '<h1>Home, broken edition</h1>', 'news/index.html': '<h1>News</h1>' });
    await publish();
    await untilBuilt(before + 1);
    unlinkSync(join(dir, 'fail'));

    const after = await state();
    expect(after.last).toMatchObject({ result: 'failed' });
    expect(after.last?.error).toMatch(/live site is unchanged/);
    expect(after.live).toBe(live);
    expect(await page('/')).toEqual({ status: 200, text: '<h1>Home, third edition</h1>' });
  });

  it('refuses a rollback during a build, then puts the previous release back', async () => {
    const before = await builds();
    await publishHeld({
      'index.html': '<h1>Home, fourth edition</h1>',
      'news/index.html': '<h1>News</h1>',
    });
    const during = await rollback();
    expect(during.status).toBe(409);
    releaseHold();
    await untilBuilt(before + 1);
    expect(await page('/')).toEqual({ status: 200, text: '<h1>Home, fourth edition</h1>' });

    expect((await rollback()).status).toBe(200);
    expect(await page('/')).toEqual({ status: 200, text: '<h1>Home, third edition</h1>' });
    // A second rollback undoes the first.
    await rollback();
    expect(await page('/')).toEqual({ status: 200, text: '<h1>Home, fourth edition</h1>' });
  });
});

describe('publishing with no admin token configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server.close());

  it('starts no build for anyone (401)', async () => {
    const response = await fetch(`${server.url}/admin/publish`, {
      method: 'POST',
      headers: { Authorization: 'Bearer anything' },
    });
    expect(response.status).toBe(401);
  });
});
