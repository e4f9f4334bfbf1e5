// A worker thread of scripts/precompress.mjs: brings one file's precompressed siblings up to date
// at a time, with the synchronous encoders, so that each worker keeps one core busy. A sibling
// whose source bytes and level were compressed before (the `reusable` index the pool starts it
// with) is copied from there rather than compressed again.
import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { encode, reuseKey } from './precompress-levels.mjs';

/** `${sha256} ${extension} ${level}` → a sibling compressed from those bytes at that level. */
const reusable = new Map(workerData.reusable);

/** Copies an earlier sibling; its size, or null when it is gone (a release since removed). */
function copied(from, to) {
  try {
    // A copy, not a link: the copy is newer than the file it sits beside, as the server wants.
    copyFileSync(from, to);
    return statSync(to).size;
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/** `{ path, siblings: [[extension, level], …] }` → the file's hash and what each sibling became. */
function precompressFile({ path, siblings }) {
  const data = readFileSync(path);
  const sha256 = createHash('sha256').update(data).digest('hex');
  const result = { sha256, bytes: data.length, siblings: {}, reused: 0 };
  for (const [extension, level] of siblings) {
    const sibling = `${path}${extension}`;
    const earlier = reusable.get(reuseKey(sha256, extension, level));
    const bytes = earlier ? copied(earlier, sibling) : null;
    if (bytes !== null) {
      result.siblings[extension] = { level, bytes };
      result.reused += 1;
      continue;
    }
    const encoded = encode(extension, level, data);
    if (encoded.length < data.length) {
      writeFileSync(sibling, encoded);
      result.siblings[extension] = { level, bytes: encoded.length };
    } else {
      // Not worth a sibling: none is served, and an old one must not be.
      rmSync(sibling, { force: true });
    }
  }
  return result;
}

// One task at a time: the pool sends the next once this one's answer is in.
parentPort.on('message', ({ task }) => {
  try {
    parentPort.postMessage({ result: precompressFile(task) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
