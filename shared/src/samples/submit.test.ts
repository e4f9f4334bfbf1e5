/// <reference types="node" />
// The submit helper is tested against a real HTTP server; shared/ code itself stays Node-free.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OrderPayload } from './contract';
import { sampleOrderUrl, submitSampleOrder } from './submit';
import { WOOL_HAVEN_CHARCOAL } from './testing';

const payload: OrderPayload = {
  variants: [WOOL_HAVEN_CHARCOAL],
  values: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '0412 345 678',
    address: { type: 'CUSTOM', custom: '1 George St, Sydney' },
  },
};

interface Received {
  method?: string;
  url?: string;
  idempotencyKey?: string | string[];
  body: unknown;
}

let server: Server;
let base: string;
let replyStatus = 201;
let received: Received | undefined;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received = {
      method: request.method,
      url: request.url,
      idempotencyKey: request.headers['idempotency-key'],
      body: JSON.parse(await readBody(request)),
    };
    response.writeHead(replyStatus, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(replyStatus < 400 ? { orderId: 'order-1' } : { errors: {} }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = undefined;
  replyStatus = 201;
});

const submit = (apiBase = base) =>
  submitSampleOrder({
    apiBase,
    website: 'GHRES',
    region: 'nz',
    payload,
    idempotencyKey: 'key-123',
  });

describe('submitting a sample order', () => {
  it('posts the payload to /samples with website, region and the Idempotency-Key', async () => {
    await submit();
    expect(received).toEqual({
      method: 'POST',
      url: '/samples?website=GHRES&region=nz',
      idempotencyKey: 'key-123',
      body: payload,
    });
  });

  it("shows 'Your samples order has been submitted successfully!' on success", async () => {
    await expect(submit()).resolves.toEqual({
      ok: true,
      message: 'Your samples order has been submitted successfully!',
      orderId: 'order-1',
    });
  });

  it("shows 'Error, failed to send samples' for a status of 400 or above", async () => {
    replyStatus = 400;
    await expect(submit()).resolves.toEqual({
      ok: false,
      message: 'Error, failed to send samples',
      status: 400,
    });
    replyStatus = 503;
    expect((await submit()).message).toBe('Error, failed to send samples');
  });

  it("shows 'Error posting, no response' when the network fails", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(submit(`http://127.0.0.1:${port}`)).resolves.toEqual({
      ok: false,
      message: 'Error posting, no response',
    });
  });

  it("shows 'Error posting, no response' when the server takes the order and never answers", async () => {
    // A worker that died with the request, or a proxy that holds it: the visitor is told, and
    // may submit again with the same key.
    const held: IncomingMessage[] = [];
    const silent = createServer((request) => {
      held.push(request);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      const result = await submitSampleOrder({
        apiBase: `http://127.0.0.1:${port}`,
        website: 'GHRES',
        region: 'nz',
        payload,
        idempotencyKey: 'key-123',
        timeoutMs: 300,
      });
      expect(result).toEqual({ ok: false, message: 'Error posting, no response' });
      // On a loaded machine the wait may end before the request arrives; if it arrived, it
      // carried the key a retry will repeat.
      for (const request of held) expect(request.headers['idempotency-key']).toBe('key-123');
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('builds the URL under an API base with or without a trailing slash', () => {
    expect(sampleOrderUrl('https://api.example/', 'GHC', 'au')).toBe(
      'https://api.example/samples?website=GHC&region=au',
    );
    expect(sampleOrderUrl('', 'GHRES', 'na', '/samples/trade')).toBe(
      '/samples/trade?website=GHRES&region=na',
    );
  });
});
