import { freshClientAddress, postFrom } from './client-address';
import { redisUrlForTests } from './services';
import { startTestServer, type TestServer } from './support';

/**
 * The POST rate limit counts each client by its own address: a client cannot reset its count by
 * sending X-Forwarded-For unless it arrives through a proxy GH_TRUST_PROXY trusts, and with
 * REDIS_URL every process shares one count.
 */

const servers: TestServer[] = [];

async function server(env: NodeJS.ProcessEnv): Promise<TestServer> {
  const started = await startTestServer({ seed: false, env: { GH_POST_RATE_LIMIT: '3', ...env } });
  servers.push(started);
  return started;
}

afterAll(async () => {
  await Promise.all(servers.map((started) => started.close()));
});

/** An empty order: refused with 400 by the route, but counted by the limit first. */
async function order(from: string, url: string, forwardedFor?: string): Promise<number> {
  const headers: Record<string, string> = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {};
  const reply = await postFrom(from, `${url}/samples?region=au&website=GHRES`, '{}', headers);
  return reply.status;
}

async function statusesOf(count: number, send: (i: number) => Promise<number>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await send(i));
  return statuses;
}

const forged = (i: number) => `203.0.113.${i + 1}`;

describe('POST rate limit per client', () => {
  it('ignores a forged X-Forwarded-For by default: a new address on each post gets a 429 all the same', async () => {
    const { url } = await server({});
    const client = freshClientAddress();
    expect(await statusesOf(5, (i) => order(client, url, forged(i)))).toEqual([
      400, 400, 400, 429, 429,
    ]);
  });

  it('counts the clients behind a trusted proxy one by one, and a direct client by its own address', async () => {
    const proxy = freshClientAddress();
    const { url } = await server({ GH_TRUST_PROXY: proxy });
    expect(await statusesOf(4, () => order(proxy, url, '198.51.100.7'))).toEqual([
      400, 400, 400, 429,
    ]);
    expect(await order(proxy, url, '198.51.100.8')).toBe(400);
    const direct = freshClientAddress();
    expect(await statusesOf(4, (i) => order(direct, url, forged(i)))).toEqual([400, 400, 400, 429]);
  });

  it('takes the client from the right hop with a hop count', async () => {
    const { url } = await server({ GH_TRUST_PROXY: '1' });
    const balancer = freshClientAddress();
    // One trusted hop: the last X-Forwarded-For entry is the client; what it wrote before is not.
    expect(await statusesOf(4, (i) => order(balancer, url, `${forged(i)}, 198.51.100.20`))).toEqual(
      [400, 400, 400, 429],
    );
    expect(await order(balancer, url, '198.51.100.21')).toBe(400);
  });

  it('holds one count across two servers sharing Redis', async () => {
    const redisUrl = await redisUrlForTests();
    const first = await server({ REDIS_URL: redisUrl });
    const second = await server({ REDIS_URL: redisUrl });
    const client = freshClientAddress();
    expect(
      await statusesOf(6, (i) => order(client, i % 2 === 0 ? first.url : second.url, forged(i))),
    ).toEqual([400, 400, 400, 429, 429, 429]);
  });

  it('counts alone in each server without Redis', async () => {
    const first = await server({});
    const second = await server({});
    const client = freshClientAddress();
    expect(await statusesOf(6, (i) => order(client, i % 2 === 0 ? first.url : second.url))).toEqual(
      [400, 400, 400, 400, 400, 400],
    );
  });
});
