/**
 * Publishing (issue 25) as an editor meets it: change a news article's title through JSON:API,
 * post the build hook, and the article and the news list show the new title, while a visitor's
 * requests keep being answered through the switch. It runs the real publisher and the real
 * Gatsby build (incremental: site/.cache and site/public are the ones `npm run build` left) on
 * a server of its own, with its own database and releases folder, so the other tests' server
 * and its site are untouched.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../server/test/server-process';
import { nameSlug } from '../../../shared/src/catalogue/slug';
import { expect, test } from '../support/test';
import { open, stubMedia } from './content';

const repoRoot = join(__dirname, '..', '..', '..');
const tsx = join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const TOKEN = 'e2e-publish-token';
const auth = { Authorization: `Bearer ${TOKEN}` };
/** A Gatsby build on two busy cores. */
const BUILD_MS = 10 * 60_000;

test.describe.configure({ mode: 'serial' });

let folder = '';
let server: ChildProcess | null = null;
let origin = '';

interface PublishState {
  state: string;
  queued: boolean;
  builds: number;
  last?: { result: string; pagesWritten?: number; pages?: number; log?: string };
}

const publishState = async (): Promise<PublishState> =>
  (await fetch(`${origin}/admin/publish`, { headers: auth })).json() as Promise<PublishState>;

interface Article {
  id: string;
  attributes: { title: string; path?: { alias?: string | null } | null };
}

/** The article node whose path alias is `alias`, read page by page from JSON:API. */
async function articleAt(alias: string): Promise<Article | undefined> {
  let next: string | undefined = `${origin}/jsonapi/node/article?page[limit]=50`;
  while (next) {
    const page = (await (await fetch(next)).json()) as {
      data: Article[];
      links?: { next?: { href: string } };
    };
    const found = page.data.find((node) => node.attributes.path?.alias === alias);
    if (found) return found;
    next = page.links?.next?.href;
  }
  return undefined;
}

/** Posts the build hook and waits until the build it starts (and any follow-up) has finished. */
async function publish() {
  const before = (await publishState()).builds;
  const hook = await fetch(`${origin}/admin/publish`, { method: 'POST', headers: auth });
  expect(hook.status).toBe(202);
  await expect
    .poll(
      async () => {
        const state = await publishState();
        return state.builds > before && state.state === 'idle' && !state.queued;
      },
      { timeout: BUILD_MS, intervals: [1000] },
    )
    .toBe(true);
  const { last } = await publishState();
  expect(last?.result, last?.log).toBe('published');
  return last;
}

test.beforeAll(async () => {
  test.setTimeout(BUILD_MS + 5 * 60_000);
  folder = mkdtempSync(join(tmpdir(), 'gh-e2e-publish-'));
  const releases = join(folder, 'releases');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [tsx, 'src/main.ts'], {
    cwd: join(repoRoot, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      GH_DB_PATH: join(folder, 'publish.sqlite'),
      GH_ADMIN_TOKEN: TOKEN,
      GH_SITE_RELEASES: releases,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status, {
      timeout: 4 * 60_000,
    })
    .toBe(200);
  // The first publish from this database builds the whole site (Gatsby's cache was of another
  // source, site/scripts/build.mjs); the edit below is then an incremental build.
  await publish();
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('an edited news title is live after a publish, with no request failing during the switch', async ({
  page,
}) => {
  test.setTimeout(BUILD_MS + 2 * 60_000);
  await stubMedia(page);
  page.context().setDefaultNavigationTimeout(30_000);

  // The first story on the news list, and its node.
  await open(page, `${origin}/au/news/`);
  const story = page.locator('main a[href^="/au/news/"]:not([href="/au/news/"])').first();
  const path = (await story.getAttribute('href')) ?? '';
  const alias = path.replace(/^\/au/, '').replace(/\/$/, '');
  const article = await articleAt(alias);
  expect(article, `no article at ${alias}`).toBeDefined();
  if (!article) return;
  const title = `${article.attributes.title}: updated ${Date.now()}`;

  const patch = await fetch(`${origin}/jsonapi/node/article/${article.id}`, {
    method: 'PATCH',
    headers: { ...auth, 'Content-Type': 'application/vnd.api+json' },
    body: JSON.stringify({
      data: { type: 'node--article', id: article.id, attributes: { title } },
    }),
  });
  expect(patch.status).toBe(200);

  // A visitor keeps reading the article and the news list while the site is built and switched.
  const statuses: number[] = [];
  let reading = true;
  const visitor = (async () => {
    while (reading) {
      for (const url of [`${origin}${path}`, `${origin}/au/news/`]) {
        statuses.push((await fetch(url)).status);
      }
      // Paced like a reader, not a load test: the build shares the two cores.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();

  const last = await publish();
  // A few more reads after the switch.
  const afterSwitch = statuses.length;
  await expect.poll(() => statuses.length, { timeout: 30_000 }).toBeGreaterThan(afterSwitch + 4);
  reading = false;
  await visitor;

  // Pages were rewritten (how few, once Gatsby's webpack cache is warm, is bench-publish.mjs's
  // figure: the first build after a cold one rewrites every page).
  expect(last?.pagesWritten ?? 0).toBeGreaterThan(0);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);

  // The news list shows the new title, and choosing it opens the article.
  await open(page, `${origin}/au/news/`);
  const updated = page.getByRole('link', { name: title });
  await expect(updated.first()).toBeVisible();
  await updated.first().click();
  await expect(page).toHaveURL(`${origin}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a colour marked out of stock reaches its product page at the next publish, which fetches that product alone', async () => {
  test.setTimeout(BUILD_MS + 60_000);
  interface CatalogueProduct {
    name: string;
    productCode: string;
    variants: { name: string; globalItemId: string; sampleInStock: boolean }[];
  }
  const [product] = (await (
    await fetch(`${origin}/api/catalogue/products?region=au&limit=1&view=full`)
  ).json()) as CatalogueProduct[];
  const colour = product?.variants.find((variant) => variant.sampleInStock);
  expect(colour, 'a colour in stock to mark out of stock').toBeDefined();
  if (!product || !colour) return;

  // The product manager marks the colour's sample out of stock, then publishes.
  const patch = await fetch(`${origin}/admin/catalogue/variants/${colour.globalItemId}`, {
    method: 'PATCH',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ sampleInStock: false }),
  });
  expect(patch.status).toBe(200);
  await publish();

  // The product's page was built with the colour out of stock.
  const slug = nameSlug(product.name);
  const pageData = (await (
    await fetch(`${origin}/page-data/au/products/${slug}/page-data.json`)
  ).json()) as {
    result: { pageContext: { product: { variants: { name: string; inStock: boolean }[] } } };
  };
  const built = pageData.result.pageContext.product.variants.find((v) => v.name === colour.name);
  expect(built?.inStock).toBe(false);

  // And the build read that one product from the catalogue, not all of it.
  const log = readFileSync(join(folder, 'releases', 'publish.log'), 'utf8');
  const lastBuild = log.slice(log.lastIndexOf('[publish] build started'));
  expect(lastBuild).toMatch(/catalogue products: .*\bau: 1 of 1 changed products fetched/);
});
