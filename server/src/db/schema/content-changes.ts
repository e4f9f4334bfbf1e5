import type { DomainSchema } from '.';

/** Epoch milliseconds of the statement, from SQLite's clock (the same system clock as Node's). */
const NOW_MS = `CAST(unixepoch('subsec') * 1000 AS INTEGER)`;

/**
 * The content change log that GET /gatsby-fastbuilds/sync/{timestamp} reads (Drupal's Gatsby
 * module keeps the same log for gatsby-source-drupal's fastBuilds): one row per insert, update
 * or delete of a JSON:API resource, at epoch milliseconds. Triggers write it, so every change is
 * logged whoever makes it: the JSON:API write routes, the content seeder, a test fixture.
 * `jsonapi_changes_horizon.since` is the time from which the log is complete: the start of the
 * second the log was created in (the schema is applied when the database is opened, before
 * anything writes content, and the plugin asks in whole seconds), then moved forward whenever old
 * rows are pruned (server/src/jsonapi/changes.ts); a sync asking from before it is told to fetch
 * everything (`status: -1`).
 * Applied after the content schema: the triggers are on its table.
 */
export const contentChangesSchema: DomainSchema = {
  name: 'content-changes',
  sql: `
    CREATE TABLE IF NOT EXISTS jsonapi_changes (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      at INTEGER NOT NULL,
      type TEXT NOT NULL,
      id TEXT NOT NULL,
      action TEXT NOT NULL CHECK (action IN ('insert', 'update', 'delete')),
      langcode TEXT
    );
    CREATE INDEX IF NOT EXISTS jsonapi_changes_at ON jsonapi_changes (at);

    CREATE TABLE IF NOT EXISTS jsonapi_changes_horizon (
      one INTEGER PRIMARY KEY CHECK (one = 1),
      since INTEGER NOT NULL
    );
    INSERT OR IGNORE INTO jsonapi_changes_horizon (one, since) VALUES (1, unixepoch() * 1000);

    CREATE TRIGGER IF NOT EXISTS jsonapi_resources_insert_logged
    AFTER INSERT ON jsonapi_resources BEGIN
      INSERT INTO jsonapi_changes (at, type, id, action) VALUES (${NOW_MS}, NEW.type, NEW.id, 'insert');
    END;
    CREATE TRIGGER IF NOT EXISTS jsonapi_resources_update_logged
    AFTER UPDATE ON jsonapi_resources BEGIN
      INSERT INTO jsonapi_changes (at, type, id, action) VALUES (${NOW_MS}, NEW.type, NEW.id, 'update');
    END;
    CREATE TRIGGER IF NOT EXISTS jsonapi_resources_delete_logged
    AFTER DELETE ON jsonapi_resources BEGIN
      INSERT INTO jsonapi_changes (at, type, id, action, langcode)
      VALUES (${NOW_MS}, OLD.type, OLD.id, 'delete', json_extract(OLD.attributes, '$.langcode'));
    END;
  `,
};
