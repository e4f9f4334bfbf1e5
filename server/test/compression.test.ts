import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES } from '../src/compression';
import { rawRequest, useTestServer } from './support';

const server = useTestServer();

/** A GET over real HTTP, the bytes as they came over the wire. */
const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(server.url, path, headers);

const PRODUCTS = '/api/catalogue/products?region=au&type=CPT';

describe('JSON replies compressed on the fly', () => {
  it('sends a large reply brotli-compressed to a client asking for br', async () => {
    const plain = await get(PRODUCTS);
    const brotli = await get(PRODUCTS, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(brotli.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 4);
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(plain.bytes.toString());
  });

  it('sends it gzip-compressed to a client asking for gzip', async () => {
    const plain = await get(PRODUCTS);
    const gzip = await get(PRODUCTS, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(gzip.bytes).toString()).toBe(plain.bytes.toString());
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['identity', { 'Accept-Encoding': 'identity' }],
  ])('sends it plain with %s', async (_, headers) => {
    const response = await get(PRODUCTS, headers);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.bytes.toString()).length).toBeGreaterThan(0);
  });

  it('leaves a reply under 1 KB plain', async () => {
    const response = await get('/healthz', { 'Accept-Encoding': 'br, gzip' });
    expect(response.bytes.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.bytes.toString())).toMatchObject({ ok: true });
  });

  it('compresses the JSON:API content types too', async () => {
    const response = await get('/jsonapi/node/article', { 'Accept-Encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.bytes).toString()).data.length).toBeGreaterThan(0);
  });

  it('never compresses an image', async () => {
    const response = await get(
      '/media/gh/image/upload/w_64,h_64,c_fill/swatches/GHRES-1001-01.jpg',
      {
        'Accept-Encoding': 'br, gzip',
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\//);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a product list page compressed, and follows a change to the catalogue', async () => {
    const page = '/api/catalogue/products?region=nz&type=HF&limit=2&view=card';
    const first = await get(page, { 'Accept-Encoding': 'br' });
    const again = await get(page, { 'Accept-Encoding': 'br' });
    expect(again.bytes).toEqual(first.bytes);
    expect(again.headers['x-total-count']).toBe(first.headers['x-total-count']);
    const [card] = JSON.parse(brotliDecompressSync(first.bytes).toString()) as { name: string }[];
    if (!card) throw new Error('no hard flooring in nz');
    server.db
      .prepare('UPDATE products SET name = ? WHERE name = ?')
      .run(`${card.name} II`, card.name);
    const changed = await get(page, { 'Accept-Encoding': 'br' });
    const cards = JSON.parse(brotliDecompressSync(changed.bytes).toString()) as { name: string }[];
    expect(cards.map((item) => item.name)).toContain(`${card.name} II`);
    const plain = await get(page);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(plain.bytes.toString())).toEqual(cards);
  });

  it('keeps a stores reply compressed, and follows a change to the stores', async () => {
    const nearest = server.db
      .prepare("SELECT id, name, lat, lng FROM stores WHERE region = 'au' ORDER BY id LIMIT 1")
      .get() as { id: number; name: string; lat: number; lng: number };
    const path = `/api/locator/stores?region=au&lat=${nearest.lat}&lng=${nearest.lng}`;
    const first = await get(path, { 'Accept-Encoding': 'gzip' });
    const again = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(again.bytes).toEqual(first.bytes);
    const names = (bytes: Buffer) =>
      (
        JSON.parse(gunzipSync(bytes).toString()) as { stores: Record<string, { name: string }[]> }
      ).stores['75']?.map((store) => store.name) ?? [];
    expect(names(first.bytes)).toContain(nearest.name);
    server.db.prepare('UPDATE stores SET name = ? WHERE id = ?').run('Renamed Floors', nearest.id);
    const changed = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(names(changed.bytes)).toContain('Renamed Floors');
  });

  it('keeps search replies until the catalogue changes', async () => {
    const path = '/search-query?query=zebrawood&website=GHRES&region=au';
    const products = async () =>
      (JSON.parse((await get(path)).bytes.toString()) as { products: { name: string }[] }).products;
    expect(await products()).toEqual([]);
    expect(await products()).toEqual([]);
    server.db
      .prepare(
        "UPDATE products SET name = 'Zebrawood Loop' WHERE id = (SELECT min(id) FROM products WHERE regions LIKE '%au%')",
      )
      .run();
    expect((await products()).map((product) => product.name)).toEqual(['Zebrawood Loop']);
  });

  it('keeps no refusal', async () => {
    const first = await get('/api/catalogue/products?limit=0', { 'Accept-Encoding': 'br' });
    const second = await get('/api/catalogue/products?limit=1', { 'Accept-Encoding': 'br' });
    expect(first.status).toBe(400);
    expect(second.status).toBe(200);
  });
});
