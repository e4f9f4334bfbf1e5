#!/usr/bin/env node
// `npm run build`: builds every package that has a build step (widgets, then the site).
import { runInEach } from './workspaces.mjs';

const built = runInEach('build');
console.log(`[build] done${built.length ? `: ${built.join(', ')}` : ''}`);
