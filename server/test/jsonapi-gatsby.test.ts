import { createHash } from 'node:crypto';
import { seedContent } from '../seed/content';
import { startTestServer, type TestServer } from './support';

// gatsby-source-drupal itself sources the demo content from the running server, in-process,
// with the parts of Gatsby's node API it calls (createNode, createNodeId, cache, reporter…)
// provided as small in-memory stand-ins. This proves what DESIGN.md §9 lists: absolute links
// in the index, links.next with page[limit] beside meta.count, relationships as {type, id},
// file--file with uri/url, filemime and filename under skipFileDownloads.

interface GatsbyNode {
  id: string;
  drupal_id: string;
  internal: { type: string; contentDigest?: string };
  relationships: Record<string, string | string[]>;
  [field: string]: unknown;
}

// The plugin ships without type declarations.
const drupal = require('gatsby-source-drupal/gatsby-node') as {
  onPreBootstrap(api: unknown, options: Record<string, unknown>): void;
  sourceNodes(api: unknown, options: Record<string, unknown>): Promise<void>;
};

let server: TestServer;
const nodes = new Map<string, GatsbyNode>();
const problems: string[] = [];

beforeAll(async () => {
  // Only the content is seeded: these tests stay about the content, whatever other domains seed.
  server = await startTestServer({ seed: false });
  seedContent(server.db);
  const cache = new Map<string, unknown>();
  const options = { baseUrl: server.url, skipFileDownloads: true, imageCDN: true, plugins: [] };
  const activity = () => ({
    start() {},
    end() {},
    panicOnBuild(error: unknown) {
      problems.push(String(error));
    },
  });
  const reporter = {
    info() {},
    verbose() {},
    log() {},
    warn(message: string) {
      // Our files carry no placeholder image style (a Drupal image-style feature), which the
      // plugin mentions once; anything else is a problem.
      if (!message.includes('placeholder style')) problems.push(message);
    },
    error(error: unknown) {
      problems.push(String(error));
    },
    panicOnBuild(error: unknown) {
      problems.push(String(error));
    },
    activityTimer: activity,
  };
  drupal.onPreBootstrap({ actions: {} }, options);
  await drupal.sourceNodes(
    {
      actions: {
        createNode(node: GatsbyNode) {
          nodes.set(node.id, node);
        },
        setPluginStatus() {},
        touchNode() {},
        unstable_createNodeManifest() {},
      },
      store: { getState: () => ({ status: { plugins: {} } }) },
      cache: {
        get: async (key: string) => cache.get(key),
        set: async (key: string, value: unknown) => cache.set(key, value),
      },
      createNodeId: (input: string) => `gatsby-${createHash('sha1').update(input).digest('hex')}`,
      createContentDigest: (input: unknown) =>
        createHash('md5').update(JSON.stringify(input)).digest('hex'),
      getCache: () => cache,
      getNode: (id: string) => nodes.get(id),
      getNodes: () => [...nodes.values()],
      parentSpan: undefined,
      reporter,
      webhookBody: {},
    },
    options,
  );
}, 60_000);

afterAll(async () => {
  await server.close();
});

const ofType = (type: string) => [...nodes.values()].filter((node) => node.internal.type === type);

async function countOf(type: string): Promise<number> {
  const response = await fetch(`${server.url}/jsonapi/${type.replace('--', '/')}?page[limit]=1`);
  return ((await response.json()) as { meta: { count: number } }).meta.count;
}

describe('gatsby-source-drupal against the reference backend', () => {
  it('sources without errors or warnings', () => {
    expect(problems).toEqual([]);
    expect(nodes.size).toBeGreaterThan(0);
  });

  it('creates a Gatsby node for every resource of every type the index lists, across pages', async () => {
    const index = (await (await fetch(`${server.url}/jsonapi`)).json()) as {
      links: Record<string, { href: string }>;
    };
    const types = Object.keys(index.links).filter((type) => type !== 'self');
    expect(types.length).toBeGreaterThan(15);
    for (const type of types) {
      expect([type, ofType(type.replace(/--/g, '__')).length]).toEqual([type, await countOf(type)]);
    }
    // file--file spans several pages of 50, so every page after the first was fetched too.
    expect(ofType('file__file').length).toBeGreaterThan(100);
  });

  it('links relationships between nodes, paragraphs and files', () => {
    const trend = ofType('node__trend').find((node) => node.field_slug === 'balanced-brights');
    expect(trend?.path).toEqual(
      expect.objectContaining({ alias: '/inspiration/trend-reports/balanced-brights' }),
    );
    const palette = (trend?.relationships.field_palette___NODE ?? []) as string[];
    expect(palette.length).toBe(5);
    expect(palette.map((id) => nodes.get(id)?.internal.type)).toEqual(
      Array(5).fill('paragraph__palette'),
    );

    const pdfParagraph = nodes.get(trend?.relationships.field_pdf___NODE as string);
    const pdfFile = nodes.get(pdfParagraph?.relationships.field_file___NODE as string);
    expect(pdfFile).toMatchObject({
      filename: 'balanced-brights.pdf',
      mimeType: 'application/pdf',
      url: `${server.url}/sites/default/files/trends/balanced-brights.pdf`,
    });
  });

  it('gives image files their URL, type and size from the relationship meta, downloading none', () => {
    const images = ofType('file__file').filter((file) => file.filemime === 'image/jpeg');
    expect(images.length).toBeGreaterThan(100);
    for (const image of images) {
      expect(image).toMatchObject({
        url: expect.stringMatching(new RegExp(`^${server.url}/media/gh/image/upload/v1/content/`)),
        mimeType: 'image/jpeg',
        width: expect.any(Number),
        height: expect.any(Number),
      });
      expect(image.localFile___NODE).toBeUndefined();
    }
  });

  it('keeps field_website on every node so the site can split content by region', () => {
    const contentNodes = [...nodes.values()].filter((node) =>
      node.internal.type.startsWith('node__'),
    );
    expect(contentNodes.length).toBeGreaterThan(40);
    for (const node of contentNodes) {
      expect(node.field_website).toEqual(
        expect.arrayContaining([expect.stringMatching(/^GHRES-(au|nz|na)$/)]),
      );
    }
  });
});
