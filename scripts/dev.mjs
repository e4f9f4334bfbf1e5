#!/usr/bin/env node
// `npm run dev`: every package's watch mode at once (the server restarts on change).
import { runAllAtOnce } from './workspaces.mjs';

const { dirs, done } = runAllAtOnce('dev');
console.log(`[dev] watching: ${dirs.join(', ') || 'nothing yet'}`);
await done;
