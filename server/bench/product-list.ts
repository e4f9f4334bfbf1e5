/**
 * The product list at catalogue scale, for `npm run bench -w server`: the request mix of the
 * paged product list page (one page of 24 cards, as a browser asks for it, compressed), and the
 * bytes its first page costs against the whole-list reply the page used to download.
 */
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { REGIONS } from '@gh/shared/regions';
import { addMenuFilter, pick, type Random } from './support';

/** What a browser sends: the list page's requests are compressed when the reply is large. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The target for the first page of the product list, gzip bytes. */
export const FIRST_PAGE_GZIP_TARGET = 30 * 1024;

/**
 * The list page's requests: a type, often with a colour shortcut, a subtype or a budget, sorted
 * as the visitor chose (mostly the default), one of the first three pages of 24 cards.
 */
export function productCardPagePaths(random: Random): string[] {
  return Array.from({ length: 1000 }, () => {
    const region = pick(random, REGIONS);
    const type = region === 'na' || random() < 0.6 ? 'CPT' : 'HF';
    const params = new URLSearchParams({ website: 'GHRES', region, type });
    addMenuFilter(params, random, region, type);
    params.set('limit', '24');
    params.set('page', String(1 + Math.floor(random() * 3)));
    if (random() < 0.25) params.set('sort', pick(random, ['name', '-name', 'colours']));
    params.set('view', 'card');
    return `/api/catalogue/products?${params}`;
  });
}

/** A reply's JSON, decoded (fetch decodes whatever encoding it was sent in). */
async function download(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  return {
    ms: performance.now() - started,
    bytes: body.length,
    total: response.headers.get('x-total-count'),
    body,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints the first page of carpet cards in au (raw, gzip and brotli bytes as the server sends
 * them) beside the whole carpet list in one reply, as the page fetched it before paging.
 */
export async function benchFirstListPage(url: string, say: (message: string) => void) {
  const page = `${url}/api/catalogue/products?website=GHRES&region=au&type=CPT&limit=24&view=card`;
  const whole = `${url}/api/catalogue/products?website=GHRES&region=au&type=CPT`;
  const raw = await download(page);
  const products = JSON.parse(raw.body.toString()) as unknown[];
  const gzip = gzipSync(raw.body).length;
  const brotli = await rawWireBytes(page, 'br');
  const wholeRaw = await download(whole);
  const wholeGzip = gzipSync(wholeRaw.body).length;
  say(
    `first product list page (au carpet, ${products.length} cards of ${raw.total}): ${kb(raw.bytes)} raw, ${kb(gzip)} gzip, ${kb(brotli)} as sent to a brotli browser; target ≤ ${kb(FIRST_PAGE_GZIP_TARGET)} gzip: ${gzip <= FIRST_PAGE_GZIP_TARGET ? 'met' : 'MISSED'}`,
  );
  say(
    `the whole au carpet list in one reply (before paging): ${kb(wholeRaw.bytes)} raw, ${kb(wholeGzip)} gzip, ${wholeRaw.ms.toFixed(0)} ms`,
  );
}

/** Bytes on the wire of a reply in one encoding, read without decoding it. */
async function rawWireBytes(address: string, encoding: string): Promise<number> {
  const { hostname, port, pathname, search } = new URL(address);
  return new Promise((resolve, reject) => {
    request(
      { hostname, port, path: `${pathname}${search}`, headers: { 'Accept-Encoding': encoding } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
      },
    )
      .on('error', reject)
      .end();
  });
}
