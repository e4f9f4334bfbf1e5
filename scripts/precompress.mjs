#!/usr/bin/env node
// Writes a brotli (.br, highest quality) and a gzip (.gz, level 9) sibling beside every text file
// of 1 KB or more in the folders given, for the server to send by content negotiation
// (server/src/routes/static.ts). A sibling newer than its file is kept, so a second run over an
// unchanged build does nothing; a sibling that would not be smaller than the file is not written.
// `node scripts/precompress.mjs <folder>…`; the root build runs it over each package's output.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Files worth compressing: text formats of a web build. */
export const TEXT_FILE = /\.(?:html|js|mjs|cjs|css|json|map|svg|txt|xml|webmanifest|ico|d\.ts)$/;
/** Smaller files gain too little to pay for a second lookup. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const ENCODERS = {
  '.br': (data) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  '.gz': (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
};

async function* textFiles(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (entry.isFile() && TEXT_FILE.test(entry.name)) yield path;
  }
}

const mtimeOf = async (path) => (await stat(path).catch(() => null))?.mtimeMs;

/** Brings one file's siblings up to date; returns how many it wrote. */
async function precompressFile(path) {
  const { size, mtimeMs } = await stat(path);
  if (size < MIN_BYTES) return 0;
  let data;
  let written = 0;
  for (const [extension, encode] of Object.entries(ENCODERS)) {
    const sibling = `${path}${extension}`;
    const siblingTime = await mtimeOf(sibling);
    if (siblingTime !== undefined && siblingTime >= mtimeMs) continue;
    data ??= await readFile(path);
    const encoded = await encode(data);
    if (encoded.length < data.length) {
      await writeFile(sibling, encoded);
      written += 1;
    } else if (siblingTime !== undefined) {
      await rm(sibling);
    }
  }
  return written;
}

/** Runs `task` over `items`, at most `concurrency` at a time. */
export async function eachAtOnce(items, concurrency, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}

/**
 * Brings the siblings of the files given up to date (those of text files of 1 KB or more), a few
 * at a time. Returns the number of siblings written.
 */
export async function precompressFiles(paths, { concurrency = availableParallelism() } = {}) {
  let written = 0;
  await eachAtOnce(
    paths.filter((path) => TEXT_FILE.test(path)),
    concurrency,
    async (path) => {
      written += await precompressFile(path);
    },
  );
  return written;
}

/**
 * Precompresses every text file under `folder`, a few at a time. Returns the number of files
 * looked at and of siblings written.
 */
export async function precompress(folder, options = {}) {
  const files = [];
  for await (const path of textFiles(folder)) files.push(path);
  return { files: files.length, written: await precompressFiles(files, options) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const folder of process.argv.slice(2)) {
    const started = Date.now();
    const { files, written } = await precompress(folder);
    console.log(
      `[precompress] ${folder}: ${written} siblings written for ${files} text files in ${Date.now() - started} ms`,
    );
  }
}
