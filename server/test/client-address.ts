import { randomInt } from 'node:crypto';
import { request } from 'node:http';

/**
 * A loopback address of its own (127.a.b.c) for one test's client, so that the client's rate-limit
 * counters are its own, even in a Redis shared with other tests and earlier runs.
 */
export function freshClientAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
}

export interface PlainReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A POST over real HTTP from a chosen local address (Node's fetch cannot choose it). */
export function postFrom(
  clientAddress: string,
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<PlainReply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        localAddress: clientAddress,
        headers: { 'Content-Type': 'application/json', ...headers },
        agent: false,
      },
      (reply) => {
        let text = '';
        reply.setEncoding('utf8');
        reply.on('data', (chunk) => {
          text += chunk;
        });
        reply.on('end', () =>
          resolve({ status: reply.statusCode ?? 0, headers: reply.headers, body: text }),
        );
        reply.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
