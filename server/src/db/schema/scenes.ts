import type { DomainSchema } from '.';

/**
 * Room scenes uploaded to the room-scene service (/scene/get_ki_unique.php). The photo itself is a
 * file under `scenes/` beside the database (var/scenes/{id}.jpg), normalised at upload: EXIF
 * orientation applied, metadata stripped, at most SCENE_MAX_EDGE px on its long side.
 */
export const scenesSchema: DomainSchema = {
  name: 'scenes',
  sql: `
    CREATE TABLE IF NOT EXISTS scenes (
      id TEXT PRIMARY KEY,
      created TEXT NOT NULL,          -- ISO 8601, UTC
      width INTEGER NOT NULL,         -- of the stored photo, after orientation
      height INTEGER NOT NULL,
      cnf TEXT NOT NULL,              -- the customer configuration it was uploaded under
      filename TEXT                   -- as the browser sent it, for the logs only
    );
    -- The visitor's floor outline of a corrected scene ('Adjust floor'; scene/polygon.ts). A
    -- correction is a scene of its own (its photo a hard link to the original's), so renders stay
    -- immutable per address and switching colours keeps the correction.
    CREATE TABLE IF NOT EXISTS scene_floors (
      scene_id TEXT PRIMARY KEY REFERENCES scenes(id),
      based_on TEXT NOT NULL,         -- the scene it corrects
      floor TEXT NOT NULL             -- JSON [[x, y], …], 0 to 1 of the photo
    );
  `,
};
