// The drawing thread (drawing.ts): draws the originals of declared images, which takes about a
// tenth of a second of pure JavaScript each, away from the server's event loop. Plain JavaScript,
// so that Node can start it as it is, under tsx and under Jest alike; it loads the TypeScript
// drawing code with tsx's require, which compiles only what is required through it.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { require as requireTypeScript } from 'tsx/cjs/api';

const { drawAsset } = requireTypeScript('./textures.ts', import.meta.url);

// Drawing gives way to orders, search and pages when they want the CPU: on Linux a thread has
// its own nice value, and setting it for "this process" (0) sets the calling thread's alone.
// (Elsewhere the call would lower the whole server, so it is left as it is.)
export const DRAWING_NICE = 10;
if (process.platform === 'linux') setPriority(DRAWING_NICE);

parentPort.on('message', ({ id, asset }) => {
  try {
    const image = drawAsset(asset);
    parentPort.postMessage({ id, image }, [image.data.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
