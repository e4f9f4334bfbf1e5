// The benchmark's server: the real app over an already seeded database, in its own process so
// that the load generator does not share its event loop. Prints `listening <url>` when ready.
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db';

async function serve() {
  const config = readConfig();
  const db = openDatabase(config.databasePath);
  const app = await buildApp({ db, config });
  const url = await app.listen({ port: config.port, host: '127.0.0.1' });
  console.log(`listening ${url}`);
  process.once('SIGTERM', () => {
    void app.close().then(() => {
      db.close();
      process.exit(0);
    });
  });
}

serve().catch((error) => {
  console.error(error);
  process.exit(1);
});
