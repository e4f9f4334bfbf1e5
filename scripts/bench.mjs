#!/usr/bin/env node
// `npm run bench`: every package's benchmarks, one after another, each printing its figures.
import { runInEach } from './workspaces.mjs';

runInEach('bench');
