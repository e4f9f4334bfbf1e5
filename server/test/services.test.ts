import { createConnection } from 'node:net';
import { Client } from 'pg';
import { postgresSchemaForTests, postgresUrlForTests, redisUrlForTests } from './services';

/** The test services themselves: a real PostgreSQL and a real Redis answer. */
describe('test services', () => {
  it('gives a PostgreSQL that answers queries', async () => {
    const client = new Client({ connectionString: await postgresUrlForTests() });
    await client.connect();
    try {
      const { rows } = await client.query<{ version: string }>(
        'SELECT current_setting($$server_version$$) AS version',
      );
      expect(rows[0]?.version).toMatch(/^\d+/);
    } finally {
      await client.end();
    }
  });

  it('gives each caller a schema of its own, dropped afterwards', async () => {
    const first = await postgresSchemaForTests('services');
    const second = await postgresSchemaForTests('services');
    expect(first.schema).not.toBe(second.schema);
    const client = new Client({ connectionString: first.url });
    await client.connect();
    try {
      await client.query('CREATE TABLE marker (id int)');
      const { rows } = await client.query<{ schema: string }>(
        "SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = 'marker'",
      );
      expect(rows).toEqual([{ schema: first.schema }]);
    } finally {
      await client.end();
    }
    await first.drop();
    await second.drop();
    const check = new Client({ connectionString: await postgresUrlForTests() });
    await check.connect();
    try {
      const { rows } = await check.query(
        'SELECT 1 FROM information_schema.schemata WHERE schema_name = $1',
        [first.schema],
      );
      expect(rows).toEqual([]);
    } finally {
      await check.end();
    }
  });

  it('gives a Redis that answers PING', async () => {
    const url = new URL(await redisUrlForTests());
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = createConnection({ host: url.hostname, port: Number(url.port || 6379) });
      let text = '';
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (chunk) => {
        text += chunk;
        if (text.includes('\r\n')) {
          socket.end();
          resolve(text.trim());
        }
      });
      socket.on('error', reject);
    });
    expect(reply).toBe('+PONG');
  });
});
