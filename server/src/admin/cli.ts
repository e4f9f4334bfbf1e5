/**
 * Named admin tokens, added, listed and revoked without a restart (the servers read the list
 * again every 2 s):
 *
 *   npm run token -w server -- add <name> --scopes content,publish
 *   npm run token -w server -- list
 *   npm run token -w server -- revoke <name>
 *
 * It works on the storage the server uses (DATABASE_URL, else GH_DB_PATH). A new token is printed
 * once and stored as its SHA-256 only; every add and revoke goes into the audit log.
 */
import { ConfigError, readConfig } from '../config';
import { openDatabase } from '../db';
import { openStorage, type SharedStorage } from '../storage';
import { isScope, newToken, SCOPES, TOKEN_NAME, tokenDigest } from './tokens';

const USAGE = `Usage:
  npm run token -w server -- add <name> --scopes <scope>[,<scope>…]
  npm run token -w server -- list
  npm run token -w server -- revoke <name>
Scopes: ${SCOPES.join(', ')}`;

class UsageError extends Error {}

async function run(storage: SharedStorage, [command, ...args]: string[]): Promise<string> {
  const audit = (action: string, target: string) =>
    storage.recordAudit({
      at: Date.now(),
      token: 'command line',
      scope: 'tokens',
      action,
      target,
      address: 'local',
      status: 200,
    });
  if (command === 'list') {
    const rows = await storage.listAdminTokens();
    if (rows.length === 0) return 'No named tokens.';
    return rows
      .map((row) =>
        [
          row.name.padEnd(24),
          row.scopes.join(',').padEnd(32),
          `created ${new Date(row.createdAt).toISOString()}`,
          row.revokedAt ? `revoked ${new Date(row.revokedAt).toISOString()}` : 'live',
        ].join('  '),
      )
      .join('\n');
  }
  const name = args[0];
  if (!name || !TOKEN_NAME.test(name)) {
    throw new UsageError('Name the token: letters, digits, . _ or -, up to 64 characters');
  }
  if (command === 'add') {
    const scopesAt = args.indexOf('--scopes');
    const scopes = (args[scopesAt + 1] ?? '').split(',').filter(Boolean);
    if (scopesAt < 0 || scopes.length === 0 || !scopes.every(isScope)) {
      throw new UsageError(`Give --scopes, a comma list of: ${SCOPES.join(', ')}`);
    }
    const token = newToken();
    const added = await storage.addAdminToken({
      name,
      digest: tokenDigest(token),
      scopes,
      createdAt: Date.now(),
    });
    if (!added) throw new UsageError(`A live token is already named '${name}'; revoke it first`);
    await audit('add token', `${name} (${scopes.join(',')})`);
    return `Token '${name}' with ${scopes.join(', ')}. It is shown this once; keep it secret:\n${token}`;
  }
  if (command === 'revoke') {
    if (!(await storage.revokeAdminToken(name, Date.now()))) {
      throw new UsageError(`No live token is named '${name}'`);
    }
    await audit('revoke token', name);
    return `Token '${name}' revoked: every server refuses it within 2 s.`;
  }
  throw new UsageError(USAGE);
}

async function main() {
  const config = readConfig();
  const db = openDatabase(config.databasePath);
  const storage = await openStorage(config, db);
  try {
    console.log(await run(storage, process.argv.slice(2)));
  } finally {
    await storage.close();
    db.close();
  }
}

main().catch((error) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof ConfigError) console.error(error.message);
  else console.error(`[token] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
