import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { UnavailableError } from '../errors';
import type { RoomShot, RoomShotJob } from './room-shot-thread';

/**
 * Room shots are laid on threads of their own (room-shot-worker.mjs), never on the event loop,
 * at a bounded concurrency: one thread on a machine of two cores or fewer (the other core keeps
 * answering orders, search and pages), up to four on bigger ones. Shots asked for beyond the
 * threads wait in a queue, first come first served; past MAX_WAITING the request is answered 503
 * with Retry-After rather than held in memory. A thread that dies fails only the shots it held
 * and is started again for the next. Threads do not keep the process alive while idle.
 */
export const ROOM_SHOT_THREADS = Math.min(4, Math.max(1, availableParallelism() - 1));
export const MAX_WAITING = 1000;

type Job = Omit<RoomShotJob, 'id' | 'pattern'> & {
  /** Loads the pattern when the shot's turn comes, so a waiting shot holds no image. */
  pattern: () => Promise<RoomShotJob['pattern']>;
};

interface Waiting {
  job: Job;
  resolve(shot: RoomShot): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  busy?: { id: number; waiting: Waiting };
}

let lastId = 0;
const threads: Thread[] = [];
const queue: Waiting[] = [];

function startThread(): Thread {
  const thread: Thread = { worker: new Worker(join(__dirname, 'room-shot-worker.mjs')) };
  const fail = (error: Error) => {
    const index = threads.indexOf(thread);
    if (index >= 0) threads.splice(index, 1);
    thread.busy?.waiting.reject(error);
    thread.busy = undefined;
    pump();
  };
  thread.worker.on(
    'message',
    (reply: { id: number; shot: RoomShot } | { id: number; error: string }) => {
      const busy = thread.busy;
      if (!busy || busy.id !== reply.id) return;
      thread.busy = undefined;
      if ('error' in reply)
        busy.waiting.reject(new Error(`Could not make the room shot: ${reply.error}`));
      else busy.waiting.resolve(reply.shot);
      pump();
    },
  );
  thread.worker.on('error', fail);
  thread.worker.on('exit', (code) =>
    fail(new Error(`The room-shot thread stopped (exit code ${code})`)),
  );
  threads.push(thread);
  return thread;
}

/** Gives waiting shots to free threads, starting threads up to ROOM_SHOT_THREADS. */
function pump() {
  while (queue.length > 0) {
    let free = threads.find((thread) => !thread.busy);
    if (!free && threads.length < ROOM_SHOT_THREADS) free = startThread();
    if (!free) break;
    const waiting = queue.shift() as Waiting;
    const thread = free;
    lastId += 1;
    const id = lastId;
    thread.busy = { id, waiting };
    thread.worker.ref();
    waiting.job.pattern().then(
      (pattern) => {
        if (thread.busy?.id !== id) return;
        const { pattern: _load, ...rest } = waiting.job;
        thread.worker.postMessage({ ...rest, id, pattern });
      },
      (error: Error) => {
        if (thread.busy?.id !== id) return;
        thread.busy = undefined;
        waiting.reject(error);
        pump();
      },
    );
  }
  for (const thread of threads) if (!thread.busy) thread.worker.unref();
}

/** A room shot: `job.room` at `job.width` px with the pattern laid on its floor. */
export function layRoomShot(job: Job): Promise<RoomShot> {
  if (queue.length >= MAX_WAITING) {
    return Promise.reject(
      new UnavailableError(
        'Room pictures are being made for many visitors at once; try again in a few seconds',
        5,
      ),
    );
  }
  return new Promise((resolve, reject) => {
    queue.push({ job, resolve, reject });
    pump();
  });
}

/** Shots waiting for a thread and shots being laid, for the metrics and the bench. */
export const roomShotLoad = () => ({
  waiting: queue.length,
  laying: threads.filter((thread) => thread.busy).length,
});
