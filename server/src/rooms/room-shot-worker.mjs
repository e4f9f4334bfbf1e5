// The room-shot process (room-shots.ts): lays floors into stock rooms and encodes the shots
// (room-shot-process.ts), work of a few hundred milliseconds a shot that must not hold the
// server's event loop nor take the CPU from it. A process of its own, so that all of that work,
// the image encoding on its own thread pool included, runs at a lower priority than the server.
// Plain JavaScript, so Node starts it as it is under tsx and Jest alike; it loads the TypeScript
// through tsx's require, as the drawing thread does.
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { require as requireTypeScript } from 'tsx/cjs/api';

const { makeRoomShot } = requireTypeScript('./room-shot-process.ts', import.meta.url);

export const ROOM_SHOT_NICE = 10;

// On Linux each thread has its own nice value, and a thread starts with its creator's: every
// thread the process has now is lowered, and the threads they start later (the thread pool that
// encodes images) start lowered. Elsewhere the whole process is lowered at once.
if (process.platform === 'linux') {
  for (const thread of readdirSync('/proc/self/task')) {
    try {
      setPriority(Number(thread), ROOM_SHOT_NICE);
    } catch {
      // A thread that has just ended.
    }
  }
} else {
  setPriority(process.pid, ROOM_SHOT_NICE);
}

// The server gone, this process has no more work.
process.on('disconnect', () => process.exit(0));

process.on('message', async (job) => {
  try {
    process.send?.({ id: job.id, shot: await makeRoomShot(job) });
  } catch (error) {
    process.send?.({
      id: job.id,
      error: error instanceof Error ? error.message : String(error),
      status: error?.statusCode,
    });
  }
});
