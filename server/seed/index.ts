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
 * start (it must clear what it owns first).
 */
export interface Seeder {
  name: string;
  version: number;
  run(db: Db, options: SeedOptions): void | Promise<void>;
}

export const seeders: Seeder[] = [catalogueSeeder, storesSeeder, contentSeeder, placesSeeder];

/** Runs every seeder whose recorded version differs from its own. Returns the names it ran. */
export async function ensureSeeded(
  db: Db,
  options: Partial<SeedOptions> = {},
  force = false,
): Promise<string[]> {
  const full: SeedOptions = { ...DEFAULT_SEED, log: () => {}, ...options };
  const ran: string[] = [];
  for (const seeder of seeders) {
    const key = `seed:${seeder.name}`;
    const wanted = `${seeder.version}:${full.products}:${full.stores}`;
    if (!force && getMeta(db, key) === wanted) continue;
    full.log(`seeding ${seeder.name}…`);
    await seeder.run(db, full);
    setMeta(db, key, wanted);
    ran.push(seeder.name);
  }
  return ran;
}
