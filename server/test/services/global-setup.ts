import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICES_DIR_VARIABLE } from '.';

/**
 * Jest global setup of the server project: one folder per run where the first test that needs
 * PostgreSQL or Redis records the throwaway server it started, so every worker shares it and the
 * global teardown stops it. Nothing is started here: runs that need neither pay nothing.
 */
export default function globalSetup() {
  process.env[SERVICES_DIR_VARIABLE] = mkdtempSync(join(tmpdir(), 'gh-test-services-'));
}
