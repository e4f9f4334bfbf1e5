import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { MediaAsset } from './assets';
import type { RawImage } from './textures';

/**
 * Draws originals on a thread of their own (draw-worker.mjs), one at a time, in order. Drawn on
 * the event loop, a page of twenty new swatches held every other request (pages, scripts, the
 * API) for two to three seconds. The thread starts on the first drawing, does not keep the process
 * alive while idle, and is started again if it dies, failing only the drawings it held.
 */
interface Job {
  resolve(image: RawImage): void;
  reject(error: Error): void;
}

type Reply = { id: number; image: RawImage } | { id: number; error: string };

let worker: Worker | undefined;
let lastId = 0;
const pending = new Map<number, Job>();

function failAll(error: Error) {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

function drawingThread(): Worker {
  if (worker) return worker;
  const thread = new Worker(join(__dirname, 'draw-worker.mjs'));
  thread.on('message', (reply: Reply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    if ('error' in reply) job.reject(new Error(`Could not draw the image: ${reply.error}`));
    else job.resolve(reply.image);
    if (pending.size === 0) thread.unref();
  });
  thread.on('error', (error) => {
    if (worker === thread) worker = undefined;
    failAll(error);
  });
  thread.on('exit', (code) => {
    if (worker === thread) worker = undefined;
    failAll(new Error(`The drawing thread stopped (exit code ${code})`));
  });
  worker = thread;
  return thread;
}

/** The original's pixels, as textures.ts's drawAsset gives them, drawn off the event loop. */
export function drawOffThread(asset: MediaAsset): Promise<RawImage> {
  const thread = drawingThread();
  lastId += 1;
  const id = lastId;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.ref();
    thread.postMessage({ id, asset });
  });
}
