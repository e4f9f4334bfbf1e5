// `npm run seed -w server -- [--products N] [--stores N] [--db PATH] [--reset]`: seeds a new
// database, e.g. at the benchmark's scale: `npm run seed -w server -- --products 10000 --stores
// 50000 --db var/bench.sqlite`. Like a server start it never replaces data; `--reset` does,
// re-seeding every domain at the sizes given. A relative --db is taken from where npm was run
// (INIT_CWD), not server/.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, readConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { DEFAULT_SEED, ensureSeeded } from '.';

function size(option: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    console.error(`[seed] --${option} must be a whole number, 1 or more (got '${value}')`);
    process.exit(1);
  }
  return Number(value);
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      stores: { type: 'string' },
      db: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  const products = size('products', values.products, DEFAULT_SEED.products);
  const stores = size('stores', values.stores, DEFAULT_SEED.stores);
  const invokedFrom = process.env.INIT_CWD ?? process.cwd();
  const path = values.db ? resolve(invokedFrom, values.db) : readConfig().databasePath;
  const db = openDatabase(path);
  const started = Date.now();
  const log = (message: string) => console.log(`[seed] ${message}`);
  const ran = await ensureSeeded(db, { products, stores, log }, values.reset);
  db.close();
  if (ran.length === 0) {
    log(`${path} is already seeded: nothing changed (--reset replaces its data)`);
  } else {
    log(`seeded ${ran.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(`[seed] ${error.message}`);
  else console.error('[seed] failed:', error);
  process.exit(1);
});
