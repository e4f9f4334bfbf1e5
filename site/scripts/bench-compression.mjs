#!/usr/bin/env node
// `node site/scripts/bench-compression.mjs [folder]` (default site/public): what each compression
// level costs and saves on a built site, to choose the levels scripts/precompress.mjs uses. It
// groups the text files the deploy precompresses by kind (html, json, js, other) and size band,
// compresses a sample of each group at brotli 4 to 11 and gzip 6 and 9, and prints per group the
// bytes after each level (relative to brotli 11) and its CPU time per MB, then the whole folder's
// estimated compression time at each level on one core, from the group totals.
//
//   BENCH_SAMPLE=<n>   files sampled per group (default 40)
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { MIN_BYTES, TEXT_FILE } from '../../scripts/precompress.mjs';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = process.argv[2] ?? join(site, 'public');
const sampleSize = Number(process.env.BENCH_SAMPLE ?? 40);

/** Upper bounds of the size bands, in bytes (the first band starts at MIN_BYTES). */
const BANDS = [4, 16, 64, 256, Number.POSITIVE_INFINITY].map((kb) => kb * 1024);
const bandName = (lower, upper) =>
  upper === Number.POSITIVE_INFINITY
    ? `${lower / 1024} KB and more`
    : `${lower / 1024}-${upper / 1024} KB`;
const KINDS = { '.html': 'html', '.json': 'json', '.js': 'js' };

const brotliAt = (quality) => (data) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
const LEVELS = [
  ...[4, 5, 6, 7, 8, 9, 10, 11].map((quality) => [`br ${quality}`, brotliAt(quality)]),
  ['gz 6', (data) => gzipSync(data, { level: 6 })],
  ['gz 9', (data) => gzipSync(data, { level: 9 })],
];

async function textFiles(dir, found = []) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await textFiles(path, found);
    else if (entry.isFile() && TEXT_FILE.test(entry.name)) found.push(path);
  }
  return found;
}

const groups = new Map();
for (const path of await textFiles(folder)) {
  const { size } = await stat(path);
  if (size < MIN_BYTES) continue;
  const band = BANDS.findIndex((upper) => size < upper);
  const key = `${KINDS[extname(path)] ?? 'other'} ${bandName(BANDS[band - 1] ?? MIN_BYTES, BANDS[band])}`;
  const group = groups.get(key) ?? { files: [], bytes: 0 };
  group.files.push(path);
  group.bytes += size;
  groups.set(key, group);
}

const totals = new Map(LEVELS.map(([name]) => [name, { seconds: 0, bytes: 0 }]));
let allBytes = 0;
console.log(
  `compression levels on ${folder} (load average ${(await import('node:os')).loadavg()[0].toFixed(1)})`,
);
for (const [key, group] of [...groups].sort()) {
  // An even spread over the group, not its first files (one folder's pages are alike).
  const step = Math.max(1, Math.floor(group.files.length / sampleSize));
  const sample = await Promise.all(
    group.files
      .filter((_, index) => index % step === 0)
      .slice(0, sampleSize)
      .map((path) => readFile(path)),
  );
  const sampleBytes = sample.reduce((sum, data) => sum + data.length, 0);
  const rows = [];
  for (const [name, encode] of LEVELS) {
    // CPU time, which other work on the machine moves less than the wall clock.
    const started = process.cpuUsage();
    let bytes = 0;
    for (const data of sample) bytes += encode(data).length;
    const { user, system } = process.cpuUsage(started);
    const seconds = (user + system) / 1e6;
    rows.push({ name, bytes, seconds });
    const scale = group.bytes / sampleBytes;
    const total = totals.get(name);
    total.seconds += seconds * scale;
    total.bytes += bytes * scale;
  }
  allBytes += group.bytes;
  const best = rows.find((row) => row.name === 'br 11').bytes;
  console.log(
    `\n${key}: ${group.files.length} files, ${(group.bytes / 1e6).toFixed(1)} MB (sample ${sample.length} files, ${(sampleBytes / 1e3).toFixed(0)} KB)`,
  );
  for (const { name, bytes, seconds } of rows) {
    console.log(
      `  ${name.padEnd(6)} ${((bytes / sampleBytes) * 100).toFixed(1).padStart(5)}% of plain, ${((bytes / best - 1) * 100).toFixed(1).padStart(5)}% over br 11, ${((seconds / sampleBytes) * 1e6 * 1000).toFixed(0).padStart(6)} ms CPU/MB`,
    );
  }
}
console.log(`\nwhole folder, ${(allBytes / 1e6).toFixed(0)} MB of text, one core:`);
for (const [name, { seconds, bytes }] of totals) {
  console.log(
    `  ${name.padEnd(6)} ${(bytes / 1e6).toFixed(1).padStart(7)} MB in ${seconds.toFixed(0).padStart(5)} s`,
  );
}
