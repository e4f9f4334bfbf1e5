/**
 * What the JSON:API tests share: one server per test file with only the demo content seeded (so
 * the tests stay about the content, whatever other domains seed), reached over real HTTP as
 * gatsby-source-drupal and the site's trend calls (SPEC.md §7) reach it, and the documents' shapes.
 */
import { seedContent } from '../seed/content';
import { startTestServer, type TestServer } from './support';

export const JSONAPI = 'application/vnd.api+json';

export interface Resource {
  type: string;
  id: string;
  links: { self: { href: string } };
  attributes: Record<string, unknown>;
  relationships?: Record<
    string,
    {
      data:
        | { type: string; id: string; meta?: Record<string, unknown> }
        | { type: string; id: string }[]
        | null;
    }
  >;
  meta?: Record<string, unknown>;
}
export interface Collection {
  data: Resource[];
  included?: Resource[];
  links: Record<string, { href: string }>;
  meta: { count: number };
}
export interface ErrorDocument {
  errors: {
    status: string;
    title: string;
    detail: string;
    source?: { parameter?: string; pointer?: string };
  }[];
}

/**
 * A server with only the demo content seeded, started with `env` before this file's tests and
 * closed after them; the answer reaches it once it has started.
 */
export function serveDemoContent(env: Record<string, string>): () => TestServer {
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startTestServer({ seed: false, env });
    seedContent(running.db);
  }, 60_000);
  afterAll(async () => {
    await running?.close();
  });
  return () => {
    if (!running) throw new Error('the server starts before the tests');
    return running;
  };
}

let started: (() => TestServer) | undefined;

/** This test file's server, as the tests reach it. */
export const server = {
  get url(): string {
    if (!started) throw new Error('serveContent() starts the server before the tests');
    return started().url;
  },
};

/**
 * Starts the server before this file's tests and closes it after them. The proxy test stands in
 * for a load balancer on loopback, which GH_TRUST_PROXY trusts.
 */
export function serveContent(): void {
  started = serveDemoContent({ GH_TRUST_PROXY: 'loopback' });
}

export async function get<T = Collection>(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { accept: JSONAPI, ...headers },
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

export const list = (data: unknown): { type: string; id: string }[] =>
  data === null || data === undefined
    ? []
    : Array.isArray(data)
      ? data
      : [data as { type: string; id: string }];

/** Every resource of a collection, following links.next as a client would. */
export async function everything(path: string): Promise<Resource[]> {
  const all: Resource[] = [];
  let next: string | undefined = `${server.url}${path}`;
  while (next) {
    const response = await fetch(next, { headers: { accept: JSONAPI } });
    const body = (await response.json()) as Collection;
    all.push(...body.data);
    next = body.links.next?.href;
  }
  return all;
}

/** The exact trend-detail call of SPEC.md §7, as the site makes it. */
export function trendDetailPath(slug: string, site: string, region: string): string {
  const query = new URLSearchParams({
    'filter[field_slug]': slug,
    'filter[field_website][operator]': 'CONTAINS',
    'filter[field_website][value]': `${site}-${region}`,
    'fields[node--trend]':
      'title,field_slug,field_subtitle,field_meta_title,field_meta_description,field_products,field_sample_builder_variants,field_palette,field_paragraphs,field_tiles,field_pdf,field_flatlays',
    include:
      'field_palette,field_paragraphs,field_paragraphs.field_images,field_tiles,field_tiles.field_image,field_pdf,field_pdf.field_file,field_flatlays,field_flatlays.field_slots,field_flatlays.field_decorations',
  });
  return `/jsonapi/node/trend?${query}`;
}
