import type { Db } from '../src/db';
import type { Seeder } from '.';
import { loadGazetteer } from './gazetteer';

/** Fills the places table and its search index from the gazetteer (about 60,000 localities). */
export const placesSeeder: Seeder = {
  name: 'places',
  version: 1,
  run(db: Db) {
    const places = loadGazetteer();
    const insertPlace = db.prepare(
      `INSERT OR IGNORE INTO places (key, country, name, state_code, state_name, postcode, weight)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
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
