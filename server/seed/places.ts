import type { Db } from '../src/db';
import type { Seeder } from '.';
import { loadGazetteer } from './gazetteer';

/** Fills the places table and its search index from the gazetteer (about 62,000 localities). */
export const placesSeeder: Seeder = {
  name: 'places',
  // 3: Canada's postal areas and towns for na; US places weighted by population.
  version: 3,
  table: 'places',
  run(db: Db) {
    addCoordinateColumns(db);
    const places = loadGazetteer();
    const insertPlace = db.prepare(
      `INSERT OR IGNORE INTO places (key, country, name, state_code, state_name, postcode, weight, lat, lng)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertIndex = db.prepare(
      'INSERT INTO places_fts (rowid, name, state, postcode) VALUES (?, ?, ?, ?)',
    );
    db.transaction(() => {
      db.exec('DELETE FROM places; DELETE FROM places_fts;');
      for (const place of places) {
        const { changes, lastInsertRowid } = insertPlace.run(
          place.key,
          place.country,
          place.name,
          place.stateCode,
          place.stateName,
          place.postcode,
          place.weight,
          place.lat,
          place.lng,
        );
        if (changes === 0) continue;
        const state =
          place.stateName === place.stateCode
            ? place.stateCode
            : `${place.stateCode} ${place.stateName}`;
        insertIndex.run(lastInsertRowid, place.name, state, place.postcode);
      }
    })();
  },
};

/** Databases made before places had a position (places seeder version 1) gain the columns. */
function addCoordinateColumns(db: Db): void {
  const columns = (db.prepare('PRAGMA table_info(places)').all() as { name: string }[]).map(
    (column) => column.name,
  );
  for (const name of ['lat', 'lng']) {
    if (!columns.includes(name)) db.exec(`ALTER TABLE places ADD COLUMN ${name} REAL`);
  }
}
