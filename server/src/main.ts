import { ensureSeeded } from '../seed';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db';

const say = (message: string) => console.log(`[server] ${message}`);

async function main() {
  const config = readConfig();
  say(`database ${config.databasePath}`);
  const db = openDatabase(config.databasePath);
  const ran = await ensureSeeded(db, { log: say });
  if (ran.length > 0) say(`seeded: ${ran.join(', ')}`);

  const app = await buildApp({ db, config, logger: Boolean(process.env.GH_LOG) });
  await app.listen({ port: config.port, host: config.host });
  say(`serving on http://localhost:${config.port}`);

  const stop = async (signal: string) => {
    say(`${signal}: closing`);
    await app.close();
    db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error('[server] failed to start:', error);
  process.exit(1);
});
