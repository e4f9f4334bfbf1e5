import { seedContent } from '../seed/content';
import { startTestServer, type TestServer } from './support';

// Editing nodes through the JSON:API as Drupal allows it, behind the admin token, over real
// HTTP against a real SQLite file: each write changes what the read routes answer and is
// reported by the fast-builds sync endpoint that gatsby-source-drupal reads.

const JSONAPI = 'application/vnd.api+json';
const TOKEN = 'editor-token-for-the-write-tests';

interface Resource {
  type: string;
  id: string;
  links: { self: { href: string } };
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: unknown }>;
}
interface ErrorDocument {
  errors: { status: string; title: string; detail: string; source?: { pointer?: string } }[];
}
interface SyncEntity {
  action: string;
  id: string;
  type: string;
  data?: Resource;
}
interface Sync {
  status: number;
  timestamp: number;
  entities?: SyncEntity[];
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { GH_ADMIN_TOKEN: TOKEN } });
  seedContent(server.db);
}, 60_000);
afterAll(async () => {
  await server.close();
});

interface Reply<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** A write as an editor's client sends it: the token, a JSON:API body. */
async function send<T = { data: Resource }>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      accept: JSONAPI,
      authorization: `Bearer ${TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': JSONAPI }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as T,
  };
}

const get = <T = { data: Resource }>(path: string) => send<T>('GET', path);

async function article(slug: string): Promise<Resource> {
  const { body } = await get<{ data: Resource[] }>(
    `/jsonapi/node/article?filter[field_slug]=${slug}`,
  );
  const [found] = body.data;
  if (!found) throw new Error(`no article ${slug}`);
  return found;
}

async function syncSince(seconds: number): Promise<Sync> {
  const response = await fetch(`${server.url}/gatsby-fastbuilds/sync/${seconds}`);
  return (await response.json()) as Sync;
}

const entriesFor = (sync: Sync, id: string) =>
  (sync.entities ?? []).filter((entity) => entity.id === id);

const nowInSeconds = () => Math.floor(Date.now() / 1000);

const INSTALLATION = 'e6b9a52c-41bb-54cf-b76c-587cbe6ae1b6';

describe('editing nodes through the JSON:API', () => {
  it('PATCH changes a title: the node and its collection answer it, and the sync since before reports an update with the whole node', async () => {
    const before = nowInSeconds();
    const node = await article('installation-standards');
    const patched = await send('PATCH', `/jsonapi/node/article/${node.id}`, {
      data: {
        type: 'node--article',
        id: node.id,
        attributes: { title: 'What a good installation looks like' },
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.headers.get('content-type')).toBe(JSONAPI);
    expect(patched.body.data).toMatchObject({
      type: 'node--article',
      id: node.id,
      attributes: {
        title: 'What a good installation looks like',
        field_slug: 'installation-standards',
        body: node.attributes.body,
      },
      relationships: node.relationships,
    });
    expect(String(patched.body.data.attributes.changed) > String(node.attributes.changed)).toBe(
      true,
    );

    const one = await get(`/jsonapi/node/article/${node.id}`);
    expect(one.body.data.attributes.title).toBe('What a good installation looks like');
    expect((await article('installation-standards')).attributes.title).toBe(
      'What a good installation looks like',
    );

    const sync = await syncSince(before);
    expect(sync.status).toBe(1);
    expect(entriesFor(sync, node.id)).toEqual([
      {
        action: 'update',
        id: node.id,
        type: 'node--article',
        data: one.body.data,
      },
    ]);
  });

  it('POST creates a node: 201 with its Location, served by the read routes, and the sync reports an insert', async () => {
    const before = nowInSeconds();
    const { body: all } = await get<{ meta: { count: number } }>('/jsonapi/node/article');
    const created = await send('POST', '/jsonapi/node/article', {
      data: {
        type: 'node--article',
        attributes: {
          title: 'Caring for wool carpet in winter',
          field_slug: 'wool-in-winter',
          field_website: ['GHRES-au', 'GHRES-nz'],
          field_summary: 'Salt, grit and wet boots: what winter asks of a wool carpet.',
          body: { value: '<p>Vacuum more often.</p>', format: 'basic_html', summary: '' },
          path: { alias: '/news/wool-in-winter', langcode: 'en' },
        },
        relationships: {
          field_category: { data: { type: 'taxonomy_term--news_category', id: INSTALLATION } },
        },
      },
    });
    expect(created.status).toBe(201);
    const { data } = created.body;
    expect(data.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(created.headers.get('location')).toBe(`${server.url}/jsonapi/node/article/${data.id}`);
    expect(data.links.self.href).toBe(created.headers.get('location'));
    expect(data.attributes).toMatchObject({
      title: 'Caring for wool carpet in winter',
      status: true,
      langcode: 'en',
    });
    expect(data.attributes.drupal_internal__nid).toEqual(expect.any(Number));
    expect(data.relationships?.field_category?.data).toEqual({
      type: 'taxonomy_term--news_category',
      id: INSTALLATION,
    });
    expect(data.relationships?.field_rooms?.data).toEqual([]);
    expect(data.relationships?.field_image?.data).toBeNull();

    const read = await fetch(String(created.headers.get('location')));
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: Resource }).data.attributes.title).toBe(
      'Caring for wool carpet in winter',
    );
    const after = await get<{ data: Resource[]; meta: { count: number } }>(
      '/jsonapi/node/article?filter[field_website][value]=GHRES-nz&sort=-created&page[limit]=1',
    );
    expect(after.body.data[0]?.id).toBe(data.id);
    expect((await get<{ meta: { count: number } }>('/jsonapi/node/article')).body.meta.count).toBe(
      all.meta.count + 1,
    );

    const sync = await syncSince(before);
    expect(entriesFor(sync, data.id)).toEqual([
      expect.objectContaining({ action: 'insert', type: 'node--article', data: created.body.data }),
    ]);
  });

  it('DELETE removes a node: 204, then 404, gone from its collection, and the sync reports a delete', async () => {
    const before = nowInSeconds();
    const node = await article('locally-made-update');
    const deleted = await send('DELETE', `/jsonapi/node/article/${node.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();

    const gone = await get<ErrorDocument>(`/jsonapi/node/article/${node.id}`);
    expect(gone.status).toBe(404);
    const { body } = await get<{ data: Resource[] }>(
      '/jsonapi/node/article?filter[field_slug]=locally-made-update',
    );
    expect(body.data).toEqual([]);

    const sync = await syncSince(before);
    expect(entriesFor(sync, node.id)).toEqual([
      { action: 'delete', id: node.id, type: 'node--article', attributes: { langcode: 'en' } },
    ]);
  });

  it('takes a client-generated id on POST, and refuses one that is taken with 409', async () => {
    const id = '0b0c3f4e-6d7a-4c1e-9f3a-2b5d8e7c6a10';
    const document = {
      data: { type: 'node--article', id, attributes: { title: 'A client-made id' } },
    };
    const first = await send('POST', '/jsonapi/node/article', document);
    expect(first.status).toBe(201);
    expect(first.body.data.id).toBe(id);
    expect(first.body.data.attributes.path).toEqual({ alias: null, pid: null, langcode: 'en' });
    const again = await send<ErrorDocument>('POST', '/jsonapi/node/article', document);
    expect(again.status).toBe(409);
    expect(again.body.errors[0]?.source?.pointer).toBe('/data/id');
  });
});

describe('refusing writes', () => {
  let target: Resource;
  let before: number;
  const MISSING = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

  beforeAll(async () => {
    before = nowInSeconds();
    target = await article('carpet-care');
  });

  // The target's id is read once the server runs: 'ID' stands for it in the documents below.
  const update = (attributes: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    data: { type: 'node--article', id: 'ID', attributes, ...extra },
  });

  // [what, method, path (ID stands for the target's id), body, headers, status, pointer]
  const cases: [
    string,
    string,
    string,
    unknown,
    Record<string, string>,
    number,
    string | undefined,
  ][] = [
    [
      'no token',
      'PATCH',
      '/jsonapi/node/article/ID',
      'update',
      { authorization: '' },
      401,
      undefined,
    ],
    [
      'a token that is not the admin token',
      'PATCH',
      '/jsonapi/node/article/ID',
      'update',
      { authorization: 'Bearer guessed' },
      403,
      undefined,
    ],
    [
      'a body that is not JSON:API',
      'PATCH',
      '/jsonapi/node/article/ID',
      'update',
      { 'content-type': 'application/json' },
      415,
      undefined,
    ],
    [
      'an unknown type',
      'POST',
      '/jsonapi/node/nonesuch',
      { data: { type: 'node--nonesuch', attributes: { title: 'x' } } },
      {},
      404,
      undefined,
    ],
    [
      'an unknown id (PATCH)',
      'PATCH',
      `/jsonapi/node/article/${MISSING}`,
      { data: { type: 'node--article', id: MISSING, attributes: { title: 'x' } } },
      {},
      404,
      undefined,
    ],
    [
      'an unknown id (DELETE)',
      'DELETE',
      `/jsonapi/node/article/${MISSING}`,
      undefined,
      {},
      404,
      undefined,
    ],
    ['malformed JSON', 'PATCH', '/jsonapi/node/article/ID', '{"data": {', {}, 400, undefined],
    [
      'a document without data',
      'PATCH',
      '/jsonapi/node/article/ID',
      { meta: {} },
      {},
      400,
      '/data',
    ],
    [
      'data that is a list',
      'POST',
      '/jsonapi/node/article',
      { data: [{ type: 'node--article' }] },
      {},
      400,
      '/data',
    ],
    [
      'a resource without a type',
      'POST',
      '/jsonapi/node/article',
      { data: { attributes: { title: 'x' } } },
      {},
      400,
      '/data/type',
    ],
    [
      'a type that is not the endpoint’s',
      'PATCH',
      '/jsonapi/node/article/ID',
      { data: { type: 'node--page', id: 'ID', attributes: { title: 'x' } } },
      {},
      409,
      '/data/type',
    ],
    [
      'a PATCH without an id',
      'PATCH',
      '/jsonapi/node/article/ID',
      { data: { type: 'node--article', attributes: { title: 'x' } } },
      {},
      400,
      '/data/id',
    ],
    [
      'an id that is not the URL’s',
      'PATCH',
      '/jsonapi/node/article/ID',
      { data: { type: 'node--article', id: MISSING, attributes: { title: 'x' } } },
      {},
      409,
      '/data/id',
    ],
    [
      'an attribute the type does not have',
      'PATCH',
      '/jsonapi/node/article/ID',
      update({ field_colour: 'red' }),
      {},
      422,
      '/data/attributes/field_colour',
    ],
    [
      'a value of the wrong kind',
      'PATCH',
      '/jsonapi/node/article/ID',
      update({ field_website: 'GHRES-au' }),
      {},
      422,
      '/data/attributes/field_website',
    ],
    [
      'an empty title',
      'PATCH',
      '/jsonapi/node/article/ID',
      update({ title: ' ' }),
      {},
      422,
      '/data/attributes/title',
    ],
    [
      'a new node without a title',
      'POST',
      '/jsonapi/node/article',
      { data: { type: 'node--article', attributes: { field_slug: 'untitled' } } },
      {},
      422,
      '/data/attributes/title',
    ],
    [
      'a read-only field changed',
      'PATCH',
      '/jsonapi/node/article/ID',
      update({ drupal_internal__nid: 1 }),
      {},
      403,
      '/data/attributes/drupal_internal__nid',
    ],
    [
      'a relationship the type does not have',
      'PATCH',
      '/jsonapi/node/article/ID',
      update({}, { relationships: { field_tiles: { data: [] } } }),
      {},
      422,
      '/data/relationships/field_tiles',
    ],
    [
      'a related resource that does not exist',
      'PATCH',
      '/jsonapi/node/article/ID',
      update(
        {},
        {
          relationships: {
            field_category: { data: { type: 'taxonomy_term--news_category', id: MISSING } },
          },
        },
      ),
      {},
      404,
      '/data/relationships/field_category/data',
    ],
    [
      'a list for a single relationship',
      'PATCH',
      '/jsonapi/node/article/ID',
      update({}, { relationships: { field_category: { data: [] } } }),
      {},
      422,
      '/data/relationships/field_category/data',
    ],
    [
      'a member a write may not carry',
      'PATCH',
      '/jsonapi/node/article/ID',
      { ...update({ title: 'x' }), included: [] },
      {},
      400,
      '/included',
    ],
  ];

  it.each(cases)(
    'refuses %s: %s %s',
    async (_what, method, path, body, headers, status, pointer) => {
      const withId = (value: unknown): unknown =>
        JSON.parse(JSON.stringify(value).replaceAll('"ID"', JSON.stringify(target.id)));
      const document = body === 'update' ? update({ title: 'Refused' }) : body;
      const response = await send<ErrorDocument>(
        method,
        path.replace('ID', target.id),
        typeof document === 'string' || document === undefined ? document : withId(document),
        headers,
      );
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toBe(JSONAPI);
      const [error] = response.body.errors;
      expect(error).toEqual(
        expect.objectContaining({
          status: String(status),
          title: expect.any(String),
          detail: expect.any(String),
        }),
      );
      expect(error?.source?.pointer).toBe(pointer);
      if (status === 401) expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /);
    },
  );

  it('answers 405 with the methods allowed for other methods, and for entities other than nodes', async () => {
    const collection = await send('PATCH', '/jsonapi/node/article', update({ title: 'x' }));
    expect([collection.status, collection.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST']);
    const resource = await send(
      'PUT',
      `/jsonapi/node/article/${target.id}`,
      update({ title: 'x' }),
    );
    expect([resource.status, resource.headers.get('allow')]).toEqual([
      405,
      'GET, HEAD, PATCH, DELETE',
    ]);
    const term = await send('DELETE', `/jsonapi/taxonomy_term/news_category/${INSTALLATION}`);
    expect([term.status, term.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });

  it('changes nothing when it refuses', async () => {
    const after = await get(`/jsonapi/node/article/${target.id}`);
    expect(after.body.data).toEqual(target);
    expect(entriesFor(await syncSince(before), target.id)).toEqual([]);
  });
});
