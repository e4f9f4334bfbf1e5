#!/usr/bin/env node
// `npm start`: builds what needs building (a package whose inputs are unchanged since its last
// successful build is skipped, so a second start serves in seconds), then serves everything on
// http://localhost:$PORT (8000). The server creates and seeds its database on the first start.
import { spawn } from 'node:child_process';
import { buildWhatChanged, root } from './workspaces.mjs';

console.log('[start] building what changed');
await buildWhatChanged('start');
console.log('[start] starting the server');
const server = spawn('npm', ['run', 'start', '--workspace', 'server'], {
  cwd: root,
  stdio: 'inherit',
});
const forward = (signal) => () => server.kill(signal);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
