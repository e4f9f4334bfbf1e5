#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) sibling beside every text file of 1 KB or more in the
// folders given, for the server to send by content negotiation (server/src/routes/static.ts). The
// levels depend on the kind of file (scripts/precompress-levels.mjs: brotli's highest quality for
// the files every page shares, where it pays, a quick one for the thousands of pages). Files are
// compressed in worker threads, one per core. A sibling newer than its file is kept, so a second run over an
// unchanged build does nothing; a sibling that would not be smaller than the file is not written.
// `node scripts/precompress.mjs <folder>…`; the root build runs it over each package's output, and
// the deploy (scripts/deploy.mjs) over the files a release does not share with the one before.
import { readdir, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { levelsFor } from './precompress-levels.mjs';

/** Files worth compressing: text formats of a web build. */
export const TEXT_FILE = /\.(?:html|js|mjs|cjs|css|json|map|svg|txt|xml|webmanifest|ico|d\.ts)$/;
/** Smaller files gain too little to pay for a second lookup. */
export const MIN_BYTES = 1024;

async function* textFiles(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (entry.isFile() && TEXT_FILE.test(entry.name)) yield path;
  }
}

const mtimeOf = async (path) => (await stat(path).catch(() => null))?.mtimeMs;

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
 * Worker threads that compress files (scripts/precompress-worker.mjs), `size` of them, each busy
 * with one file at a time; the files wait their turn in a queue. `reusable` lists siblings
 * compressed before, `[reuseKey, path]`, which a worker copies rather than compress again.
 */
export function compressionPool({ size = availableParallelism(), reusable = [] } = {}) {
  // Read from `next` on rather than shifted: a deploy queues tens of thousands of files, and
  // shifting an array that long moves all of it each time.
  let queue = [];
  let next = 0;
  const idle = [];
  const workers = [];
  let failure = null;
  const dispatch = () => {
    while (idle.length && next < queue.length) {
      const worker = idle.pop();
      worker.job = queue[next];
      queue[next] = undefined;
      next += 1;
      worker.postMessage({ task: worker.job.task });
    }
    if (next === queue.length) {
      queue = [];
      next = 0;
    }
  };
  for (let index = 0; index < Math.max(1, size); index += 1) {
    const worker = new Worker(new URL('./precompress-worker.mjs', import.meta.url), {
      workerData: { reusable },
    });
    worker.on('message', ({ result, error }) => {
      const { job } = worker;
      worker.job = null;
      idle.push(worker);
      if (error) job.reject(new Error(`compressing ${job.task.path}: ${error}`));
      else job.resolve(result);
      dispatch();
    });
    worker.on('error', (error) => {
      failure = error;
      worker.job?.reject(error);
      for (const job of queue.slice(next)) job.reject(error);
      queue = [];
      next = 0;
    });
    workers.push(worker);
    idle.push(worker);
  }
  return {
    /** Compresses `{ path, siblings: [[extension, level], …] }`; resolves with what it did. */
    run: (task) =>
      failure
        ? Promise.reject(failure)
        : new Promise((resolve, reject) => {
            queue.push({ task, resolve, reject });
            dispatch();
          }),
    close: () => Promise.all(workers.map((worker) => worker.terminate())),
  };
}

/** How many files a run looks at while the workers compress. */
export const IN_HAND = 64;

/** A tally of what precompressing did, for the deploy's report and the benches. */
export const emptyTally = () => ({
  files: 0,
  written: 0,
  reused: 0,
  bytes: 0,
  br: 0,
  gz: 0,
});

/**
 * Brings one file's siblings up to date through `pool`: those missing or older than the file, at
 * the levels for its kind. Adds to `tally`; returns the worker's result (the file's hash and its
 * siblings' levels and sizes), or null for a file too small to compress or already up to date.
 */
export async function precompressFile(path, pool, tally = emptyTally()) {
  const { size, mtimeMs } = await stat(path);
  if (size < MIN_BYTES) return null;
  const siblings = [];
  for (const [extension, level] of levelsFor(path)) {
    const siblingTime = await mtimeOf(`${path}${extension}`);
    if (siblingTime === undefined || siblingTime < mtimeMs) siblings.push([extension, level]);
  }
  if (siblings.length === 0) return null;
  const result = await pool.run({ path, siblings });
  tally.files += 1;
  tally.bytes += result.bytes;
  tally.reused += result.reused;
  for (const [extension, { bytes }] of Object.entries(result.siblings)) {
    tally.written += 1;
    tally[extension.slice(1)] += bytes;
  }
  return result;
}

/**
 * Brings the siblings of the files given up to date (those of text files of 1 KB or more) in
 * worker threads. Returns the tally.
 */
export async function precompressFiles(paths, { workers, reusable } = {}) {
  const pool = compressionPool({ size: workers, reusable });
  const tally = emptyTally();
  try {
    // Enough files in hand to keep every worker busy while the next ones are looked at.
    await eachAtOnce(
      paths.filter((path) => TEXT_FILE.test(path)),
      IN_HAND,
      (path) => precompressFile(path, pool, tally),
    );
  } finally {
    await pool.close();
  }
  return tally;
}

/**
 * Precompresses every text file under `folder`. Returns the number of text files looked at and
 * of siblings written, with the tally.
 */
export async function precompress(folder, options = {}) {
  const files = [];
  for await (const path of textFiles(folder)) files.push(path);
  const tally = await precompressFiles(files, options);
  return { files: files.length, written: tally.written, tally };
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
