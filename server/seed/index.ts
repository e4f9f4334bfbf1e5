import type { Db } from '../src/db';
import { getMeta, setMeta } from '../src/db';
import { catalogueSeeder } from './catalogue';
import { contentSeeder } from './content';
import { placesSeeder } from './places';
import { storesSeeder } from './stores';

/** Sizes for the demo data; the scale mode (`npm run seed -- --products 10000 --stores 50000`) raises them. */
export interface SeedOptions {
  products: number;
  stores: number;
  log: (message: string) => void;
}

export const DEFAULT_SEED: Omit<SeedOptions, 'log'> = { products: 72, stores: 320 };

/**
 * A seeder fills one domain's tables deterministically. Bumping its version re-runs it on the next
 * start, at the size the database was seeded at (it must clear what it owns first).
 */
export interface Seeder {
  name: string;
  version: number;
  /** The table whose rows show the domain holds data: a start never seeds over them unasked. */
  table: string;
  run(db: Db, options: SeedOptions): void | Promise<void>;
}

export const seeders: Seeder[] = [catalogueSeeder, storesSeeder, contentSeeder, placesSeeder];

/** What a database records of a domain's seeding: `seed:<name>` = `version:products:stores`. */
interface SeedRecord {
  version: number;
  products: number;
  stores: number;
}

function readRecord(db: Db, seeder: Seeder): SeedRecord | undefined {
  const recorded = getMeta(db, `seed:${seeder.name}`);
  if (recorded === undefined) return undefined;
  const [version, products, stores] = recorded.split(':').map(Number);
  return {
    version: version ?? 0,
    products: products || DEFAULT_SEED.products,
    stores: stores || DEFAULT_SEED.stores,
  };
}

/** The sizes the catalogue and stores were seeded at, if they were. */
export function seededSizes(db: Db): Omit<SeedOptions, 'log'> | undefined {
  const catalogue = readRecord(db, catalogueSeeder);
  return catalogue && { products: catalogue.products, stores: catalogue.stores };
}

function holdsRows(db: Db, table: string): boolean {
  return db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get() !== undefined;
}

/**
 * Seeding never destroys. A domain is seeded when its tables are empty and it has no seed record
 * (a new database), at the sizes given; re-seeded when its seeder's version has changed since, at
 * the sizes recorded for it; and otherwise left as it is, whatever its size, including data
 * imported or seeded at another scale. Only `reset` (`npm run seed -w server -- --reset`) replaces
 * every domain, at the sizes given. Returns the names it ran.
 */
export async function ensureSeeded(
  db: Db,
  options: Partial<SeedOptions> = {},
  reset = false,
): Promise<string[]> {
  const given: SeedOptions = { ...DEFAULT_SEED, log: () => {}, ...options };
  const ran: string[] = [];
  for (const seeder of seeders) {
    const record = readRecord(db, seeder);
    let sizes: Omit<SeedOptions, 'log'>;
    if (reset) {
      sizes = given;
    } else if (record === undefined) {
      if (holdsRows(db, seeder.table)) {
        given.log(
          `${seeder.name} holds data it was not seeded with: left as it is (npm run seed -w server -- --reset replaces it)`,
        );
        continue;
      }
      sizes = given;
    } else if (record.version !== seeder.version) {
      sizes = record;
      given.log(`${seeder.name} seeder changed (version ${record.version} → ${seeder.version})`);
    } else {
      continue;
    }
    given.log(`seeding ${seeder.name}…`);
    await seeder.run(db, { ...given, products: sizes.products, stores: sizes.stores });
    setMeta(db, `seed:${seeder.name}`, `${seeder.version}:${sizes.products}:${sizes.stores}`);
    ran.push(seeder.name);
  }
  return ran;
}
