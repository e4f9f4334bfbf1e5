/**
 * Where the e2e tests keep the screenshots a person looks at: test-results/screens/ at the
 * repository's root, outside Playwright's output folder (which each run empties).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const SCREENS = join(__dirname, '..', '..', '..', 'test-results', 'screens');

/** The path of one screenshot, its folder made if need be. */
export function screenPath(name: string): string {
  mkdirSync(SCREENS, { recursive: true });
  return join(SCREENS, name);
}
