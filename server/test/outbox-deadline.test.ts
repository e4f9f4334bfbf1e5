import { spawn } from 'node:child_process';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { collectOutput, tsx } from './server-process';

/**
 * A webhook delivery always ends (issue 27): a receiver that accepts the connection and never
 * answers is abandoned at the dispatcher's deadline, even in a process that collects garbage
 * all the time. Node 20 can collect an `AbortSignal.timeout` before it fires (nodejs/node#57736):
 * with it, this delivery could wait for as long as the connection stayed open.
 */

const fixture = join(__dirname, 'fixtures', 'silent-receiver-process.ts');
const DEADLINE_MS = 1500;

it('abandons a delivery to a receiver that never answers at its deadline, with gc() running', async () => {
  const sockets: Socket[] = [];
  const silent = createServer((socket) => {
    // Reads the request and never answers.
    sockets.push(socket);
    socket.resume();
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const child = spawn(tsx, ['--expose-gc', fixture], {
    env: {
      ...process.env,
      ORDER_WEBHOOK_URL: `http://127.0.0.1:${port}/orders`,
      DELIVERY_TIMEOUT_MS: String(DEADLINE_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  try {
    // The state waited for is the process's exit; Jest's timeout bounds it.
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(output()).toContain('delivering');
    const match = /abandoned after (\d+) ms: (.*)/.exec(output());
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(DEADLINE_MS);
    expect(match?.[2]).toContain(
      `delivery of order GH-SILENT-1 failed (attempt 1 of 5): no answer within ${DEADLINE_MS} ms`,
    );
    expect(sockets.length).toBeGreaterThan(0);
    expect(code).toBe(0);
  } finally {
    child.kill('SIGKILL');
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  }
}, 90_000);
