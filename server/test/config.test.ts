import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ConfigError, readConfig } from '../src/config';

const repoRoot = join(__dirname, '..', '..');
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
const main = join(repoRoot, 'server', 'src', 'main.ts');

/** The problems readConfig reports for an environment (none: it is valid). */
function problemsWith(env: NodeJS.ProcessEnv): string[] {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

/** Runs the server entry with a configuration it must refuse; resolves its exit code and stderr. */
function startRefused(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [main], {
      env: { ...process.env, GH_DB_PATH: '/nonexistent/never-opened.sqlite', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

describe('configuration', () => {
  it('keeps every default with no variables set', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8000,
      host: '0.0.0.0',
      corsOrigins: '*',
      googleMapsKey: undefined,
      postRateLimitPerMinute: 120,
      databaseUrl: undefined,
      redisUrl: undefined,
      workers: 1,
      trustProxy: false,
      outboxMaxAttempts: 10,
    });
    expect(config.databasePath).toBe(join(repoRoot, 'var', 'gh.sqlite'));
  });

  it('treats an empty variable as unset', () => {
    expect(readConfig({ PORT: '', GH_POST_RATE_LIMIT: '', GH_TRUST_PROXY: '' })).toMatchObject({
      port: 8000,
      postRateLimitPerMinute: 120,
      trustProxy: false,
    });
  });

  it('reads the scale-out settings', () => {
    const config = readConfig({
      PORT: '8123',
      DATABASE_URL: 'postgres://gh@db.internal:5432/gh',
      REDIS_URL: 'redis://cache.internal:6379',
      GH_WORKERS: '4',
      GH_TRUST_PROXY: '10.0.0.0/8, 192.168.1.7',
      ORDER_WEBHOOK_URL: 'https://fulfilment.example/orders',
      ORDER_WEBHOOK_SECRET: 'shh',
      GH_ADMIN_TOKEN: 'admin-token',
      GH_OUTBOX_MAX_ATTEMPTS: '5',
      CORS_ORIGINS: 'https://retailer.example, https://sister.example',
    });
    expect(config).toMatchObject({
      port: 8123,
      databaseUrl: 'postgres://gh@db.internal:5432/gh',
      redisUrl: 'redis://cache.internal:6379',
      workers: 4,
      trustProxy: ['10.0.0.0/8', '192.168.1.7'],
      orderWebhookUrl: 'https://fulfilment.example/orders',
      orderWebhookSecret: 'shh',
      adminToken: 'admin-token',
      outboxMaxAttempts: 5,
      corsOrigins: ['https://retailer.example', 'https://sister.example'],
    });
  });

  it("runs one worker per core with GH_WORKERS=auto, and trusts a hop count or 'loopback'", () => {
    expect(readConfig({ GH_WORKERS: 'auto' }).workers).toBe(availableParallelism());
    expect(readConfig({ GH_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ GH_TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(readConfig({ GH_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a port number from 0 to 65535'],
    ['PORT', '70000', 'PORT must be a port number from 0 to 65535'],
    ['HOST', 'not a host', 'HOST must be a host name or IP address'],
    ['CORS_ORIGINS', 'retailer.example', "CORS_ORIGINS must be '*' or a comma list of origins"],
    ['GH_POST_RATE_LIMIT', 'lots', 'GH_POST_RATE_LIMIT must be a whole number'],
    ['GH_POST_RATE_LIMIT', '0', 'GH_POST_RATE_LIMIT must be a whole number'],
    ['GH_POST_RATE_LIMIT', '1.5', 'GH_POST_RATE_LIMIT must be a whole number'],
    ['DATABASE_URL', 'mysql://db/gh', 'DATABASE_URL must be a PostgreSQL URL'],
    ['DATABASE_URL', 'not a url', 'DATABASE_URL must be a PostgreSQL URL'],
    ['REDIS_URL', 'http://cache:6379', 'REDIS_URL must be a Redis URL'],
    ['GH_WORKERS', '0', "GH_WORKERS must be a whole number of processes from 1 to 256, or 'auto'"],
    [
      'GH_WORKERS',
      'many',
      "GH_WORKERS must be a whole number of processes from 1 to 256, or 'auto'",
    ],
    ['GH_TRUST_PROXY', 'true', 'GH_TRUST_PROXY must be a hop count'],
    ['GH_TRUST_PROXY', '10.0.0.0/33', 'GH_TRUST_PROXY must be a hop count'],
    ['GH_TRUST_PROXY', 'proxy.internal', 'GH_TRUST_PROXY must be a hop count'],
    [
      'ORDER_WEBHOOK_URL',
      'ftp://fulfilment.example',
      'ORDER_WEBHOOK_URL must be an http or https URL',
    ],
    ['GH_OUTBOX_MAX_ATTEMPTS', '-1', 'GH_OUTBOX_MAX_ATTEMPTS must be a whole number'],
    ['GH_LOG_LEVEL', 'loud', 'GH_LOG_LEVEL must be one of fatal, error'],
  ])('refuses %s=%s, naming the variable and the form it needs', (variable, value, message) => {
    const problems = problemsWith({ [variable]: value, ORDER_WEBHOOK_SECRET: 'shh' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('refuses ORDER_WEBHOOK_URL without the ORDER_WEBHOOK_SECRET that signs its deliveries', () => {
    expect(problemsWith({ ORDER_WEBHOOK_URL: 'https://fulfilment.example/orders' })).toEqual([
      expect.stringContaining('ORDER_WEBHOOK_SECRET must be set when ORDER_WEBHOOK_URL is'),
    ]);
  });

  it('names every wrong variable at once', () => {
    const problems = problemsWith({ PORT: 'abc', GH_WORKERS: 'x', REDIS_URL: 'nope' });
    expect(problems.map((problem) => problem.split(' ')[0]).sort()).toEqual([
      'GH_WORKERS',
      'PORT',
      'REDIS_URL',
    ]);
  });

  it('stops the server with exit code 1 and a message naming PORT when PORT=abc', async () => {
    const { code, stderr } = await startRefused({ PORT: 'abc' });
    expect(code).toBe(1);
    expect(stderr).toContain('Configuration error');
    expect(stderr).toContain('PORT must be a port number from 0 to 65535, e.g. 8000');
  });

  it('stops the server with exit code 1 on a bad GH_POST_RATE_LIMIT instead of using 120', async () => {
    const { code, stderr } = await startRefused({ GH_POST_RATE_LIMIT: 'fast' });
    expect(code).toBe(1);
    expect(stderr).toContain('GH_POST_RATE_LIMIT must be a whole number of requests per minute');
  });
});
