import { createHash } from 'node:crypto';
import { seedContent } from '../seed/content';
import { CHANGE_LOG_RETENTION_MS, ContentChangeLog } from '../src/jsonapi/changes';
import { startTestServer, type TestServer } from './support';

// Drupal's incremental contract, GET /gatsby-fastbuilds/sync/{timestamp}, over real HTTP against
// a real SQLite file, and read by gatsby-source-drupal's own sourceNodes with fastBuilds: true.
// The plugin runs in-process with the parts of Gatsby's node API it calls (createNode,
// deleteNode, the plugin status, cache, reporter) as small in-memory stand-ins, as in
// jsonapi-gatsby.test.ts; its HTTP requests and its handling of the sync reply are its own.

const JSONAPI = 'application/vnd.api+json';
const TOKEN = 'editor-token-for-the-sync-tests';

interface Sync {
  status: number;
  timestamp: number;
  entities?: { action: string; id: string; type: string; data?: unknown }[];
}

let server: TestServer;
/** A second before the server (and so its change log) started. */
let beforeTheLog: number;

beforeAll(async () => {
  beforeTheLog = Math.floor(Date.now() / 1000) - 1;
  server = await startTestServer({ seed: false, env: { GH_ADMIN_TOKEN: TOKEN } });
  seedContent(server.db);
}, 60_000);
afterAll(async () => {
  await server.close();
});

const nowInSeconds = () => Math.floor(Date.now() / 1000);

async function sync(timestamp: number | string) {
  const response = await fetch(`${server.url}/gatsby-fastbuilds/sync/${timestamp}`);
  return { response, body: (await response.json()) as Sync };
}

async function write(method: string, path: string, data?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${TOKEN}`,
      ...(data === undefined ? {} : { 'content-type': JSONAPI }),
    },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function articleId(slug: string): Promise<string> {
  const response = await fetch(`${server.url}/jsonapi/node/article?filter[field_slug]=${slug}`);
  const { data } = (await response.json()) as { data: { id: string }[] };
  if (!data[0]) throw new Error(`no article ${slug}`);
  return data[0].id;
}

describe('GET /gatsby-fastbuilds/sync/{timestamp}', () => {
  it('answers status 1, its own timestamp and the entities changed since, as JSON', async () => {
    const since = nowInSeconds();
    const { response, body } = await sync(since);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body.status).toBe(1);
    expect(body.timestamp).toBeGreaterThanOrEqual(since);
    expect(body.timestamp).toBeLessThanOrEqual(nowInSeconds());
    expect(Array.isArray(body.entities)).toBe(true);
  });

  it('answers status -1 and its timestamp when the log does not reach back that far', async () => {
    for (const since of [beforeTheLog, 0]) {
      const { response, body } = await sync(since);
      expect(response.status).toBe(200);
      expect(body).toEqual({ status: -1, timestamp: expect.any(Number) });
      expect(body.timestamp).toBeGreaterThan(beforeTheLog);
    }
  });

  it('logs every change whoever makes it: the seeder’s inserts are in the log', () => {
    const count = (sql: string) => (server.db.prepare(sql).get() as { n: number }).n;
    const resources = count('SELECT count(*) AS n FROM jsonapi_resources');
    expect(resources).toBeGreaterThan(400);
    expect(
      count(`SELECT count(DISTINCT id) AS n FROM jsonapi_changes WHERE action = 'insert'`),
    ).toBe(resources);
  });

  it('refuses a timestamp that is not whole seconds with a 400', async () => {
    for (const timestamp of ['yesterday', '-5', '1.5']) {
      const { response, body } = await sync(timestamp);
      expect([timestamp, response.status]).toEqual([timestamp, 400]);
      expect(body).toEqual({ error: expect.any(String) });
    }
  });
});

interface GatsbyNode {
  id: string;
  drupal_id: string;
  title?: string;
  internal: { type: string; owner?: string; contentDigest?: string };
  relationships: Record<string, string | string[]>;
  [field: string]: unknown;
}

// The plugin ships without type declarations.
const drupal = require('gatsby-source-drupal/gatsby-node') as {
  onPreBootstrap(api: unknown, options: Record<string, unknown>): void;
  sourceNodes(api: unknown, options: Record<string, unknown>): Promise<void>;
};

/** What of Gatsby a source plugin sees between builds: the nodes, its status, its cache. */
class GatsbyState {
  readonly nodes = new Map<string, GatsbyNode>();
  readonly status: { lastFetched?: number } = {};
  readonly problems: string[] = [];
  private readonly cache = new Map<string, unknown>();
  /** The nodes created or deleted by the last build. */
  touched = 0;

  readonly nodeId = (input: string) => `gatsby-${createHash('sha1').update(input).digest('hex')}`;

  /** One run of the plugin's sourceNodes, as a `gatsby build` with the cache kept runs it. */
  async build(options: Record<string, unknown>): Promise<void> {
    this.touched = 0;
    const problem = (error: unknown) => this.problems.push(String(error));
    const activity = () => ({ start() {}, end() {}, panicOnBuild: problem });
    const reporter = {
      info() {},
      verbose() {},
      log() {},
      warn(message: string) {
        // Our files carry no placeholder image style, which the plugin mentions once.
        if (!message.includes('placeholder style')) problem(message);
      },
      error: problem,
      panicOnBuild: problem,
      activityTimer: activity,
    };
    drupal.onPreBootstrap({ actions: {} }, options);
    await drupal.sourceNodes(
      {
        actions: {
          createNode: (node: GatsbyNode) => {
            this.touched += 1;
            this.nodes.set(node.id, {
              ...node,
              internal: { ...node.internal, owner: 'gatsby-source-drupal' },
            });
          },
          deleteNode: (node: GatsbyNode) => {
            this.touched += 1;
            this.nodes.delete(node.id);
          },
          setPluginStatus: (status: { lastFetched: number }) => Object.assign(this.status, status),
          touchNode() {},
          unstable_createNodeManifest() {},
        },
        store: {
          getState: () => ({ status: { plugins: { 'gatsby-source-drupal': this.status } } }),
        },
        cache: {
          get: async (key: string) => this.cache.get(key),
          set: async (key: string, value: unknown) => this.cache.set(key, value),
          del: async (key: string) => this.cache.delete(key),
        },
        createNodeId: this.nodeId,
        createContentDigest: (input: unknown) =>
          createHash('md5').update(JSON.stringify(input)).digest('hex'),
        getCache: () => this.cache,
        getNode: (id: string) => this.nodes.get(id),
        getNodes: () => [...this.nodes.values()],
        parentSpan: undefined,
        reporter,
        webhookBody: {},
      },
      options,
    );
  }

  /** The Gatsby node of a Drupal resource (no language handling: langcode `und`). */
  node(uuid: string): GatsbyNode | undefined {
    return this.nodes.get(this.nodeId(`und.${uuid}`));
  }
}

describe('gatsby-source-drupal with fastBuilds: true', () => {
  const gatsby = new GatsbyState();
  const options = () => ({
    baseUrl: server.url,
    skipFileDownloads: true,
    imageCDN: false,
    fastBuilds: true,
    plugins: [],
  });
  const resourceCount = () =>
    (server.db.prepare('SELECT count(*) AS n FROM jsonapi_resources').get() as { n: number }).n;
  let created: string;
  let deleted: string;
  let patched: string;

  it('fetches everything on the first build and records when', async () => {
    // The plugin records the second its first build began and next asks from it, inclusive: once
    // the clock has left the second the content was seeded in, the next build sees only edits.
    const seeded = server.db.prepare('SELECT max(at) AS at FROM jsonapi_changes').get() as {
      at: number;
    };
    while (nowInSeconds() * 1000 <= seeded.at) await new Promise((tick) => setTimeout(tick, 20));
    const before = nowInSeconds();
    await gatsby.build(options());
    expect(gatsby.problems).toEqual([]);
    expect(gatsby.nodes.size).toBe(resourceCount());
    expect(gatsby.status.lastFetched).toBeGreaterThanOrEqual(before);
  });

  it('takes only the edits on the next build: a new title, a new article, a deleted one', async () => {
    patched = await articleId('carpet-care');
    deleted = await articleId('underlay-guide');
    const patch = await write('PATCH', `/jsonapi/node/article/${patched}`, {
      type: 'node--article',
      id: patched,
      attributes: { title: 'Carpet care, season by season' },
    });
    expect(patch.status).toBe(200);
    const post = await write('POST', '/jsonapi/node/article', {
      type: 'node--article',
      attributes: { title: 'Rugs on hard floors', field_slug: 'rugs-on-hard-floors' },
      relationships: {
        field_category: {
          data: {
            type: 'taxonomy_term--news_category',
            id: 'e6b9a52c-41bb-54cf-b76c-587cbe6ae1b6',
          },
        },
      },
    });
    expect(post.status).toBe(201);
    created = post.body.data.id;
    expect((await write('DELETE', `/jsonapi/node/article/${deleted}`)).status).toBe(204);
    expect(gatsby.node(deleted)).toBeDefined();

    const before = nowInSeconds();
    await gatsby.build(options());
    expect(gatsby.problems).toEqual([]);
    expect(gatsby.node(patched)?.title).toBe('Carpet care, season by season');
    const article = gatsby.node(created);
    expect(article).toMatchObject({
      title: 'Rugs on hard floors',
      field_slug: 'rugs-on-hard-floors',
    });
    const category = gatsby.node('e6b9a52c-41bb-54cf-b76c-587cbe6ae1b6');
    expect(article?.relationships.field_category___NODE).toBe(category?.id);
    expect(category?.relationships.node__article___NODE).toContain(article?.id);
    expect(gatsby.node(deleted)).toBeUndefined();
    expect(gatsby.nodes.size).toBe(resourceCount());
    // The three nodes and the few they link to were rewritten, not the ~430 of a full fetch.
    expect(gatsby.touched).toBeLessThan(20);
    // The next build asks from the server's timestamp.
    expect(gatsby.status.lastFetched).toBeGreaterThanOrEqual(before);
    expect(gatsby.status.lastFetched).toBeLessThanOrEqual(nowInSeconds());
  });

  it('fetches everything again once the log no longer reaches back to its last build', async () => {
    // A week of edits later, the rows from before the last build are pruned.
    new ContentChangeLog(server.db).prune(Date.now() + CHANGE_LOG_RETENTION_MS + 60_000);
    expect((await sync(gatsby.status.lastFetched ?? 0)).body.status).toBe(-1);

    await gatsby.build(options());
    expect(gatsby.problems).toEqual([]);
    expect(gatsby.touched).toBeGreaterThanOrEqual(resourceCount());
    expect(gatsby.nodes.size).toBe(resourceCount());
    expect(gatsby.node(patched)?.title).toBe('Carpet care, season by season');
    expect(gatsby.node(created)).toBeDefined();
  });
});
