import { join } from 'node:path';

/** Everything the server reads from the environment, in one place. README "Configuration" lists it. */
export interface ServerConfig {
  port: number;
  host: string;
  /** SQLite database file; created, migrated and seeded on first start. */
  databasePath: string;
  /** Origins allowed to call the API from a browser (widgets embedded on retailer sites). */
  corsOrigins: string[] | '*';
  /** Places provider key; without it /places answers from the bundled gazetteer. */
  googleMapsKey: string | undefined;
  /** Places API (New) base URL; unset means Google's (https://places.googleapis.com/v1). */
  googlePlacesBaseUrl?: string;
  /** Google Tag Manager container id the site was built with; the CSP allows GTM only then. */
  gtmId?: string;
  /** Folder of rendered media; unset means `media-cache/` beside the database file. */
  mediaCacheDir?: string;
  /** Most POST requests (sample orders) one client IP may make per minute. */
  postRateLimitPerMinute: number;
}

const repoRoot = join(__dirname, '..', '..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const cors = (env.CORS_ORIGINS ?? '*').trim();
  return {
    port: Number(env.PORT ?? 8000),
    host: env.HOST ?? '0.0.0.0',
    databasePath: env.GH_DB_PATH ?? join(repoRoot, 'var', 'gh.sqlite'),
    corsOrigins:
      cors === '*'
        ? '*'
        : cors
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
    googleMapsKey: env.GOOGLE_MAPS_KEY || undefined,
    googlePlacesBaseUrl: env.GOOGLE_PLACES_BASE_URL || undefined,
    gtmId: env.GATSBY_GTM_ID || undefined,
    mediaCacheDir: env.GH_MEDIA_CACHE || undefined,
    postRateLimitPerMinute:
      Number(env.GH_POST_RATE_LIMIT) > 0 ? Number(env.GH_POST_RATE_LIMIT) : 120,
  };
}
