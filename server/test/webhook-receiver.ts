import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One delivery as the fulfilment receiver saw it. */
export interface Delivery {
  orderId: string;
  body: { orderId?: string; [field: string]: unknown };
  /** The X-GH-Signature header checked against an HMAC-SHA256 the receiver computes itself. */
  validSignature: boolean;
  attempt: number;
}

/** What the receiver does with the nth request (1-based): answer a status, or never answer. */
export type ReceiverBehaviour = (request: number, delivery: Delivery) => number | 'hold';

/**
 * A fulfilment webhook receiver on a free loopback port, as a real one would be written: it
 * checks each signature, and de-duplicates deliveries by their Idempotency-Key (the order id).
 */
export class WebhookReceiver {
  readonly requests: Delivery[] = [];
  /** Accepted deliveries, one per order id. */
  readonly orders = new Map<string, Delivery>();
  private held: ServerResponse[] = [];
  private readonly server = createServer((request, response) => this.handle(request, response));

  private constructor(
    private readonly secret: string,
    public behaviour: ReceiverBehaviour,
  ) {}

  static async start(secret: string, behaviour: ReceiverBehaviour = () => 200) {
    const receiver = new WebhookReceiver(secret, behaviour);
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/orders`;
  }

  get heldCount(): number {
    return this.held.length;
  }

  async close(): Promise<void> {
    for (const response of this.held) response.destroy();
    this.held = [];
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const expected = Buffer.from(
      `sha256=${createHmac('sha256', this.secret).update(raw).digest('hex')}`,
    );
    const given = Buffer.from(String(request.headers['x-gh-signature'] ?? ''));
    const delivery: Delivery = {
      orderId: String(request.headers['idempotency-key'] ?? ''),
      body: JSON.parse(raw.toString('utf8')),
      validSignature: given.length === expected.length && timingSafeEqual(given, expected),
      attempt: Number(request.headers['x-gh-delivery-attempt']),
    };
    this.requests.push(delivery);
    const status = this.behaviour(this.requests.length, delivery);
    if (status === 'hold') {
      this.held.push(response);
      return;
    }
    if (status >= 200 && status < 300 && delivery.validSignature) {
      if (!this.orders.has(delivery.orderId)) this.orders.set(delivery.orderId, delivery);
    }
    response.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
  }
}

/** Polls until `check` holds (no fixed sleeps), failing with `what` after the timeout. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
