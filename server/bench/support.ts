/**
 * What every bench shares: autocannon (typed), a server started from bench/serve.ts on a free
 * port, the menu's product filters as a random request mix, and the printed table.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { CARPET_SUBTYPES, COLOUR_SHORTCUTS, HARD_FLOORING_SUBTYPES } from '@gh/shared/navigation';
import type { Region } from '@gh/shared/regions';
import { freePort } from '../test/server-process';

export { freePort };

export interface AutocannonRequest {
  method?: string;
  path?: string;
  body?: string;
  headers?: Record<string, string>;
  setupRequest?: (request: { path: string }) => { path: string; headers?: Record<string, string> };
}

export interface AutocannonResult {
  latency: { p50: number; p90: number; p99: number; max: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

// autocannon ships no type declarations; the little of its API used here is typed above.
export const autocannon = require('autocannon') as Autocannon;

/** bench/serve.ts (the app without the workers' cluster) on a free port with these variables. */
export async function startBenchServer(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'serve.ts')], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

/** What the menu's product links add to a type: a colour shortcut, a subtype, a budget or none. */
export function addMenuFilter(
  params: URLSearchParams,
  random: Random,
  region: Region,
  type: 'CPT' | 'HF',
): void {
  const roll = random();
  if (roll < 0.35) {
    for (const colour of pick(random, COLOUR_SHORTCUTS[type]).colours)
      params.append('colour', colour);
  } else if (roll < 0.7) {
    const subTypes = type === 'CPT' ? CARPET_SUBTYPES[region] : HARD_FLOORING_SUBTYPES[region];
    if (subTypes.length > 0) params.set('subType', pick(random, subTypes));
  } else if (roll < 0.85) {
    params.set('budget', pick(random, ['affordable', 'mid-range', 'premium']));
  }
}

/** Prints rows under a header, the first column left-aligned and the figures right-aligned. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}
