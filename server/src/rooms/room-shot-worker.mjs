// A thread that lays floors into stock rooms (room-shots.ts): prepares each room at the sizes
// asked (its picture and passes scaled, kept while memory allows) and each colour's pattern
// (mipmapped, the last few kept), then lays the pattern into the room, a few hundred
// milliseconds of pure JavaScript that must not hold the server's event loop. Plain JavaScript,
// so Node starts it as it is under tsx and Jest alike; it loads the TypeScript through tsx's
// require, as the drawing thread does.
import { parentPort } from 'node:worker_threads';
import { require as requireTypeScript } from 'tsx/cjs/api';

const { layPattern } = requireTypeScript('./room-shot-thread.ts', import.meta.url);

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
