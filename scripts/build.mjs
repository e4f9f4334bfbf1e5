#!/usr/bin/env node
// `npm run build`: builds every package that has a build step (widgets, then the site), skipping
// a package whose inputs are unchanged since its last successful build (`--force` or
// GH_FORCE_BUILD=1 builds all), and precompresses what it built for the server.
import { buildWhatChanged } from './workspaces.mjs';

const built = await buildWhatChanged('build', {
  force: process.argv.includes('--force') || process.env.GH_FORCE_BUILD === '1',
});
console.log(`[build] done${built.length ? `: built ${built.join(', ')}` : ', nothing to build'}`);
