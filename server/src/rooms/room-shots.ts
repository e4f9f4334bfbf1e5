import { type ChildProcess, fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { RequestError, UnavailableError } from '../errors';
import type { RoomShot, RoomShotJob } from './room-shot-process';

/**
 * Room shots are laid and encoded in processes of their own (room-shot-worker.mjs) at a lower
 * priority than the server, never on its event loop nor on its image thread pool, at a bounded
 * concurrency: one process on a machine of two cores or fewer, up to four on bigger ones, each
 * on one core at most (one shot at a time, one thread to encode it). When they and the server
 * both want the CPU, the server's orders, search and pages come first. Shots asked for beyond the
 * processes wait in a queue, first come first served; past MAX_WAITING the request is answered
 * 503 with Retry-After rather than held in memory. A process that dies fails only the shot it
 * held (503, try again) and is started again for the next. Idle, they do not keep the server
 * alive, and they end with it.
 */
export const ROOM_SHOT_PROCESSES = Math.min(4, Math.max(1, availableParallelism() - 1));
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

interface ShotProcess {
  child: ChildProcess;
  busy?: { id: number; waiting: Waiting };
}

type Reply = { id: number; shot: RoomShot } | { id: number; error: string; status?: number };

let lastId = 0;
const processes: ShotProcess[] = [];
const queue: Waiting[] = [];

function startProcess(): ShotProcess {
  const maker: ShotProcess = {
    // Plain Node whatever runs the server (tsx, Jest): the worker loads its own TypeScript.
    // One thread in its pool: a process lays or encodes one shot at a time, on one core.
    child: fork(join(__dirname, 'room-shot-worker.mjs'), [], {
      execArgv: [],
      serialization: 'advanced',
      env: { ...process.env, UV_THREADPOOL_SIZE: '1' },
    }),
  };
  // A process that stopped, or whose channel failed (a job sent as it died), is let go: the shot
  // it held is answered 503, and asked again it goes to a new process.
  const fail = (why: string) => {
    const index = processes.indexOf(maker);
    if (index >= 0) processes.splice(index, 1);
    if (maker.child.exitCode === null && maker.child.signalCode === null) maker.child.kill();
    maker.busy?.waiting.reject(
      new UnavailableError(`The room picture could not be made this time (${why}); try again`, 1),
    );
    maker.busy = undefined;
    pump();
  };
  maker.child.on('message', (reply: Reply) => {
    const busy = maker.busy;
    if (!busy || busy.id !== reply.id) return;
    maker.busy = undefined;
    if ('shot' in reply) busy.waiting.resolve(reply.shot);
    else if (reply.status && reply.status < 500)
      busy.waiting.reject(new RequestError(reply.status, reply.error));
    else busy.waiting.reject(new Error(`Could not make the room shot: ${reply.error}`));
    pump();
  });
  maker.child.on('error', (error) => fail(`its process failed: ${error.message}`));
  maker.child.on('exit', (code, signal) =>
    fail(`its process stopped: ${signal ?? `exit code ${code}`}`),
  );
  processes.push(maker);
  return maker;
}

/** Gives waiting shots to free processes, starting processes up to ROOM_SHOT_PROCESSES. */
function pump() {
  while (queue.length > 0) {
    let free = processes.find((maker) => !maker.busy);
    if (!free && processes.length < ROOM_SHOT_PROCESSES) free = startProcess();
    if (!free) break;
    const waiting = queue.shift() as Waiting;
    const maker = free;
    lastId += 1;
    const id = lastId;
    maker.busy = { id, waiting };
    holdOpen(maker.child, true);
    waiting.job.pattern().then(
      (pattern) => {
        if (maker.busy?.id !== id) return;
        const { pattern: _load, ...rest } = waiting.job;
        maker.child.send({ ...rest, id, pattern });
      },
      (error: Error) => {
        if (maker.busy?.id !== id) return;
        maker.busy = undefined;
        waiting.reject(error);
        pump();
      },
    );
  }
  for (const maker of processes) if (!maker.busy) holdOpen(maker.child, false);
}

/** Whether the process and its channel keep the server's event loop alive (only while busy). */
function holdOpen(child: ChildProcess, hold: boolean) {
  if (hold) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

/**
 * A room shot: `job.room` at `job.width` px with the pattern laid on its floor, kept as a JPEG
 * and encoded as the rendition asked.
 */
export function makeRoomShot(job: Job): Promise<RoomShot> {
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

/** The room-shot processes running now, and whether each is laying a shot (a test stops one). */
export const roomShotProcesses = () =>
  processes.map((maker) => ({ pid: maker.child.pid, laying: maker.busy !== undefined }));

/** Shots waiting for a maker and shots being laid, for the metrics and the bench. */
export const roomShotLoad = () => ({
  waiting: queue.length,
  laying: processes.filter((maker) => maker.busy).length,
});
