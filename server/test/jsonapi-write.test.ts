import {
  article,
  type ErrorDocument,
  entriesFor,
  get,
  INSTALLATION,
  JSONAPI,
  nowInSeconds,
  type Resource,
  send,
  syncSince,
  useWriteServer,
} from './jsonapi-write-support';

// Editing nodes through the JSON:API as Drupal allows it, behind the admin token, over real
// HTTP against a real SQLite file: each write changes what the read routes answer and is
// reported by the fast-builds sync endpoint that gatsby-source-drupal reads.
const server = useWriteServer();

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
    expect(created.headers.get('location')).toBe(`${server().url}/jsonapi/node/article/${data.id}`);
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
