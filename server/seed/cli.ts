// `npm run seed -w server -- [--products N] [--stores N] [--db PATH]`: (re)seeds a database, e.g.
// at the benchmark's scale: `npm run seed -w server -- --products 10000 --stores 50000 --db
// var/bench.sqlite`. A relative --db is taken from where npm was run (INIT_CWD), not server/.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { DEFAULT_SEED, ensureSeeded } from '.';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    stores: { type: 'string' },
    db: { type: 'string' },
  },
});

const invokedFrom = process.env.INIT_CWD ?? process.cwd();
const db = openDatabase(values.db ? resolve(invokedFrom, values.db) : readConfig().databasePath);
const started = Date.now();
ensureSeeded(
  db,
  {
    products: Number(values.products ?? DEFAULT_SEED.products),
    stores: Number(values.stores ?? DEFAULT_SEED.stores),
    log: (message) => console.log(`[seed] ${message}`),
  },
  true,
)
  .then(() => {
    console.log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    db.close();
  })
  .catch((error) => {
    console.error('[seed] failed:', error);
    process.exit(1);
  });
