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
import { waitFor } from './webhook-receiver';

// The JSON:API writes refused (issue 25): each refusal is a JSON:API error object with its
// status, and changes nothing.
useWriteServer();

describe('refusing writes', () => {
  let target: Resource;
  let before: number;
  const MISSING = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

  beforeAll(async () => {
    // The sync counts in whole seconds: start after the second the demo content was seeded in,
    // so that anything it reports since then was written by these tests.
    const seeded = nowInSeconds();
    await waitFor('the next second', () => nowInSeconds() > seeded);
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
      'a token that is no live admin token',
      'PATCH',
      '/jsonapi/node/article/ID',
      'update',
      { authorization: 'Bearer guessed' },
      401,
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
