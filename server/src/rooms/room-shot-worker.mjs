// A thread that lays floors into stock rooms (room-shots.ts): prepares each room at the sizes
// asked (its picture and passes scaled, kept while memory allows) and each colour's pattern
// (mipmapped, the last few kept), then lays the pattern into the room, a few hundred
// milliseconds of pure JavaScript that must not hold the server's event loop. Plain JavaScript,
// so Node starts it as it is under tsx and Jest alike; it loads the TypeScript through tsx's
// require, as the drawing thread does.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { require as requireTypeScript } from 'tsx/cjs/api';

const { layPattern } = requireTypeScript('./room-shot-thread.ts', import.meta.url);

// On Linux a thread has its own nice value, and setting it for "this process" (0) sets the
// calling thread's alone: this thread yields the CPU to the server's event loop, so orders and
// search keep their pace while shots are laid. (Elsewhere the call would lower the whole
// server, so it is left as it is.)
export const ROOM_SHOT_NICE = 10;
if (process.platform === 'linux') setPriority(ROOM_SHOT_NICE);

parentPort.on('message', async (job) => {
  try {
    const shot = await layPattern(job);
    parentPort.postMessage({ id: job.id, shot }, [shot.pixels.buffer]);
  } catch (error) {
    parentPort.postMessage({
      id: job.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
