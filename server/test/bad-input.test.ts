import { request as httpRequest } from 'node:http';
import { useTestServer } from './support';

/**
 * DESIGN.md section 8: bad input gets a 4xx with a clear reason and never a 5xx, on every route
 * the server has. Each case is sent exactly as written (no URL normalisation by the client).
 */

const server = useTestServer();

interface Sent {
  status: number;
  type: string;
  body: string;
}

function send(
  method: string,
  path: string,
  { body, headers = {} }: { body?: string | Buffer; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    // A server that refuses a large body early may close the socket while it is still being sent.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET'
        ? resolve({ status: 413, type: 'application/json', body: '{"error":"closed early"}' })
        : reject(error),
    );
    if (body !== undefined) request.write(body);
    request.end();
  });
}

const json = { 'Content-Type': 'application/json' };
const SQL = encodeURIComponent("' OR 1=1; DROP TABLE sample_orders; --");
const TRAVERSAL = '..%2F..%2F..%2Fetc%2Fpasswd';
const validOrder = JSON.stringify({
  variants: [
    {
      colourId: '01',
      globalItemId: 'X',
      productCode: 'Y',
      patternCloudinaryPublicId: 'swatches/X',
      name: 'n',
      productName: 'p',
    },
  ],
  values: {
    name: 'A B',
    email: 'a@example.com',
    phone: '0412 345 678',
    address: { type: 'CUSTOM', custom: '1 Street' },
  },
});

/** The reason a refusal gives: `error`, or the first JSON:API error object's detail or title. */
function reason(body: string): string {
  const parsed = JSON.parse(body) as {
    error?: unknown;
    errors?: Array<{ detail?: unknown; title?: unknown }>;
  };
  const candidate = parsed.error ?? parsed.errors?.[0]?.detail ?? parsed.errors?.[0]?.title;
  return typeof candidate === 'string' ? candidate : '';
}

const BOUNDARY = 'gh-bad-input-boundary';
/** A multipart/form-data body with text fields and at most one file (the scene upload's vfile). */
function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: string },
): string {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file) {
    parts.push(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="vfile"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.data}\r\n`,
    );
  }
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

type Case = [name: string, method: string, path: string, options?: Parameters<typeof send>[2]];
type Request = Case extends [string, ...infer R] ? R : never;

const ORDER_PATH = '/samples?region=au&website=GHRES';
/** A POST of this body with this content type (JSON unless said). */
const post = (path: string, body: string, contentType = json['Content-Type']): Request => [
  'POST',
  path,
  { body, headers: { 'Content-Type': contentType } },
];
/** An order as the order form POSTs it (au, GHRES), with this body. */
const postOrder = (body: string): Request => post(ORDER_PATH, body);
const SCENE_UPLOAD = '/scene/get_ki_unique.php';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

const cases: Case[] = [
  // GET /geo-ip
  ['geo-ip: a country that is not two letters', 'GET', '/geo-ip?country=usa'],
  ['geo-ip: an SQL string as the country', 'GET', `/geo-ip?country=${SQL}`],
  // GET /places
  ['places: no parameters', 'GET', '/places'],
  ['places: no term', 'GET', '/places?q=autocomplete&region=au'],
  ['places: no region', 'GET', '/places?q=autocomplete&term=Richmond'],
  ['places: an unknown region', 'GET', '/places?q=autocomplete&region=uk&term=Richmond'],
  ['places: an unknown q', 'GET', '/places?q=everything&region=au&term=Richmond'],
  [
    'places: a term over 200 characters',
    'GET',
    `/places?q=autocomplete&region=au&term=${'a'.repeat(201)}`,
  ],
  [
    'places: a website with SQL in it',
    'GET',
    `/places?q=autocomplete&region=au&term=Rich&website=${SQL}`,
  ],
  ['places: details of an SQL string', 'GET', `/places?q=details&region=au&term=${SQL}`],
  ['places: details of a path', 'GET', `/places?q=details&region=au&term=${TRAVERSAL}`],
  ['places: details of a forged id', 'GET', '/places?q=details&region=au&term=ghp_bm90LWpzb24'],
  // POST /samples
  ['samples: no region or website', ...post('/samples', validOrder)],
  ['samples: an unknown region', ...post('/samples?region=eu&website=GHRES', validOrder)],
  ['samples: an SQL website', ...post(`/samples?region=au&website=${SQL}`, validOrder)],
  ['samples: malformed JSON', ...postOrder('{"variants": [')],
  ['samples: an empty JSON body', ...postOrder('')],
  ['samples: a JSON array', ...postOrder('[1,2,3]')],
  ['samples: a JSON string', ...postOrder('"order"')],
  ['samples: JSON null', ...postOrder('null')],
  [
    'samples: wrong-typed fields',
    ...postOrder(JSON.stringify({ variants: 'all of them', values: 42 })),
  ],
  [
    'samples: an SQL string as a sample id',
    ...postOrder(validOrder.replace('"X"', `"${decodeURIComponent(SQL)}"`)),
  ],
  [
    'samples: a body of 2 MB',
    ...postOrder(JSON.stringify({ variants: [], values: { name: 'x'.repeat(2_000_000) } })),
  ],
  ['samples: a form-encoded body', ...post(ORDER_PATH, 'a=b', 'application/x-www-form-urlencoded')],
  [
    'samples: a prototype-polluting body',
    ...postOrder('{"__proto__": {"admin": true}, "variants": []}'),
  ],
  // GET /media/…
  ['media: a path traversal', 'GET', '/media/gh/image/upload/v1/../../../../etc/passwd.jpg'],
  ['media: an encoded path traversal', 'GET', `/media/gh/image/upload/v1/${TRAVERSAL}.jpg`],
  ['media: a width that is not a number', 'GET', '/media/gh/image/upload/w_abc/v1/swatches/X.jpg'],
  ['media: a huge width', 'GET', '/media/gh/image/upload/w_99999999/v1/swatches/X.jpg'],
  ['media: an unknown public id', 'GET', '/media/gh/image/upload/v1/swatches/NOPE.jpg'],
  ['media: an SQL public id', 'GET', `/media/gh/image/upload/v1/${SQL}.jpg`],
  [
    'media: a path over 1000 characters',
    'GET',
    `/media/gh/image/upload/${'w_10,'.repeat(220)}w_10/v1/swatches/X.jpg`,
  ],
  // GET /search-query
  ['search: no query', 'GET', '/search-query?region=au&website=GHRES'],
  ['search: a query under 3 characters', 'GET', '/search-query?query=ab&region=au&website=GHRES'],
  ['search: an unknown region', 'GET', '/search-query?query=wool&region=uk&website=GHRES'],
  ['search: an unknown website', 'GET', `/search-query?query=wool&region=au&website=${SQL}`],
  [
    'search: a query over 200 characters',
    'GET',
    `/search-query?query=${'w'.repeat(201)}&region=au`,
  ],
  // GET /api/catalogue/…
  ['catalogue brands: an unknown region', 'GET', '/api/catalogue/brands?region=uk'],
  ['catalogue brands: an SQL website', 'GET', `/api/catalogue/brands?website=${SQL}`],
  ['catalogue products: an unknown region', 'GET', '/api/catalogue/products?region=uk'],
  ['catalogue products: a limit that is not a number', 'GET', '/api/catalogue/products?limit=many'],
  ['catalogue products: a negative offset', 'GET', '/api/catalogue/products?offset=-1'],
  ['catalogue products: a limit of zero', 'GET', '/api/catalogue/products?limit=0'],
  // GET /api/locator/stores
  [
    'stores: an unknown region',
    'GET',
    '/api/locator/stores?region=uk&q=radius&lat=-37.8&lng=144.9',
  ],
  [
    'stores: a latitude that is not a number',
    'GET',
    '/api/locator/stores?region=au&q=radius&lat=north&lng=144.9',
  ],
  [
    'stores: a latitude out of range',
    'GET',
    '/api/locator/stores?region=au&q=radius&lat=123&lng=144.9',
  ],
  [
    'stores: a radius that is not offered',
    'GET',
    '/api/locator/stores?region=au&q=radius&lat=-37.8&lng=144.9&radius=13',
  ],
  [
    'stores: an SQL brand',
    'GET',
    `/api/locator/stores?region=au&q=radius&lat=-37.8&lng=144.9&brand=${SQL}`,
  ],
  // Drupal JSON:API
  ['jsonapi: an unknown resource type', 'GET', '/jsonapi/node/nonsense'],
  ['jsonapi: a page limit that is not a number', 'GET', '/jsonapi/node/trend?page[limit]=lots'],
  ['jsonapi: an SQL filter', 'GET', `/jsonapi/node/trend?filter[field_slug]=${SQL}&sort=${SQL}`],
  [
    'jsonapi: an unknown resource id',
    'GET',
    '/jsonapi/node/trend/00000000-0000-0000-0000-000000000000',
  ],
  ['jsonapi: a write', ...post('/jsonapi/node/trend', '{}', 'application/vnd.api+json')],
  ['jsonapi files: a path traversal', 'GET', '/sites/default/files/../../../../etc/passwd'],
  ['jsonapi files: an encoded path traversal', 'GET', `/sites/default/files/${TRAVERSAL}`],
  // Room-scene service
  ['scene upload: not multipart', ...post(SCENE_UPLOAD, validOrder)],
  ['scene render: no scene id', 'GET', '/scene/render_img_scene.php?cnf=x&artnr=y'],
  ['scene render: an unknown scene', 'GET', `/scene/render_img_scene.php?cnf=x&pid=${SQL}&artnr=y`],
  [
    'scene upload: a text file as the photo',
    ...post(
      SCENE_UPLOAD,
      multipart(
        { cnf: 'gh-residential' },
        { name: 'room.txt', type: 'text/plain', data: 'four by five metres' },
      ),
      MULTIPART,
    ),
  ],
  [
    'scene upload: no photo',
    ...post(SCENE_UPLOAD, multipart({ cnf: 'gh-residential', ki_mode_floor: '2' }), MULTIPART),
  ],
  [
    'scene upload: a multipart body cut short',
    ...post(
      SCENE_UPLOAD,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="vfile"; filename="a.jpg"\r\n\r\n\xff\xd8`,
      MULTIPART,
    ),
  ],
  [
    'scene upload: multipart without a boundary',
    ...post(SCENE_UPLOAD, 'cnf=gh-residential', 'multipart/form-data'),
  ],
  [
    'scene render: a well-formed id of no scene',
    'GET',
    '/scene/render_img_scene.php?cnf=gh-residential&pid=0123456789abcdef01234567&artnr=X',
  ],
  [
    'scene render: a huge size',
    'GET',
    '/scene/render_img_scene.php?cnf=gh-residential&pid=0123456789abcdef01234567&artnr=X&w=99999&h=99999',
  ],
  [
    'scene render: a surface other than the floor',
    'GET',
    '/scene/render_img_scene.php?cnf=gh-residential&pid=0123456789abcdef01234567&artnr=X&onam=wall',
  ],
  [
    'scene render: an SQL artnr',
    'GET',
    `/scene/render_img_scene.php?cnf=gh-residential&pid=0123456789abcdef01234567&artnr=${SQL}`,
  ],
  // Static files
  ['static: a path traversal', 'GET', '/../../../../etc/passwd'],
  ['static: an encoded path traversal', 'GET', `/${TRAVERSAL}`],
  ['static: an encoded traversal under /widgets', 'GET', `/widgets/${TRAVERSAL}`],
  ['an unknown route', 'GET', '/api/nothing-here'],
];

describe('bad input on every route', () => {
  // Every row has its four values: jest would take a missing fourth as a `done` callback.
  const rows = cases.map(
    ([name, method, path, options]): Required<Case> => [name, method, path, options ?? {}],
  );
  it.each(rows)('refuses %s with a 4xx and a reason', async (_, method, path, options) => {
    const reply = await send(method, path, options);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(reply.type).toMatch(/json/);
    expect(reason(reply.body).length).toBeGreaterThan(3);
    const health = await send('GET', '/healthz');
    expect(health.status).toBe(200);
  });

  it('still has every table after the SQL strings', () => {
    const tables = server.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => (row as { name: string }).name);
    expect(tables).toEqual(
      expect.arrayContaining(['sample_orders', 'products', 'variants', 'places']),
    );
  });

  it('answers an SQL string typed into search with results, not an error', async () => {
    const reply = await send('GET', `/search-query?query=${SQL}&region=au&website=GHRES`);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toHaveProperty('products');
  });

  it('answers an SQL string typed into the address box with no suggestions, not an error', async () => {
    const reply = await send('GET', `/places?q=autocomplete&region=au&term=${SQL}`);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual([]);
  });
});
