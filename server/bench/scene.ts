/**
 * Room-scene render latency for `npm run bench -w server`: the test rooms (drawn as the widget
 * would send them: 1400 px wide JPEGs) are uploaded, then rendered at the default 1400 × 700 with
 * several seeded variants, one request at a time (a render is CPU-bound: concurrency only queues).
 * First renders do the whole work (floor finding, texture, warp, JPEG); repeats come from the
 * render cache.
 */
import { cpus, loadavg } from 'node:os';
import {
  DEFAULT_SCENE_CUSTOMER_CONFIG,
  RENDER_DEFAULT_HEIGHT,
  RENDER_DEFAULT_WIDTH,
  renderSceneUrl,
  uploadSceneImage,
} from '@gh/shared/visualiser';
import sharp from 'sharp';
import type { Db } from '../src/db';
import { drawRoom, roomPhoto, TEST_ROOMS } from '../test/fixtures/rooms';

/** A carpet and a plank variant or two from the seeded catalogue, by globalItemId. */
export function sceneBenchVariants(db: Db): string[] {
  const pick = (kind: string, count: number) =>
    (
      db
        .prepare(
          "SELECT substr(public_id, 10) AS id FROM media_assets WHERE public_id GLOB 'patterns/*' AND kind = ? ORDER BY public_id LIMIT ?",
        )
        .all(kind, count) as { id: string }[]
    ).map((row) => row.id);
  return [...pick('carpet', 2), ...pick('timber', 1), ...pick('hybrid', 1)];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

/**
 * Latency rows as the bench prints them: count, p50, p90 and max in ms, and failures; with the
 * server's CPU time per request when it can be read (libvips's threads count too), the p50 of
 * that, which moves less than latency with the machine's load.
 */
interface LatencyRow {
  name: string;
  times: number[];
  cpu?: number[];
  failed: number;
}

function printLatencyTable(heading: string, rows: readonly LatencyRow[]) {
  console.log(
    `\n${heading.padEnd(44)}${'count'.padStart(9)}  p50 ms  p90 ms  max ms  failed  cpu p50 ms`,
  );
  for (const { name, times, cpu, failed } of rows) {
    const sorted = [...times].sort((a, b) => a - b);
    const cpuSorted = [...(cpu ?? [])].sort((a, b) => a - b);
    console.log(
      [
        name.padEnd(44),
        String(sorted.length).padStart(8),
        percentile(sorted, 50).toFixed(0).padStart(7),
        percentile(sorted, 90).toFixed(0).padStart(7),
        (sorted[sorted.length - 1] ?? Number.NaN).toFixed(0).padStart(7),
        String(failed).padStart(7),
        (cpuSorted.length > 0 ? percentile(cpuSorted, 50).toFixed(0) : '').padStart(11),
      ].join(' '),
    );
  }
}

/** The server's CPU time so far in ms (all its threads), or undefined if it cannot be read. */
export type ServerCpu = () => number | undefined;

/** Times `request`, and the server CPU it took if `serverCpu` can tell. */
async function timeRequest<T>(
  serverCpu: ServerCpu,
  request: () => Promise<T>,
): Promise<{ result: T; ms: number; cpuMs: number | undefined }> {
  const started = performance.now();
  const cpuStarted = serverCpu();
  const result = await request();
  const cpuEnded = serverCpu();
  const cpuMs =
    cpuStarted === undefined || cpuEnded === undefined ? undefined : cpuEnded - cpuStarted;
  return { result, ms: performance.now() - started, cpuMs };
}

/** This process's CPU time in ms: the server's, when the bench runs it in process. */
export const processCpu: ServerCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Uploads the rooms, renders each with each variant twice, prints the figures. */
export async function benchSceneRenders(
  url: string,
  variantIds: string[],
  say: (message: string) => void,
  serverCpu: ServerCpu = () => undefined,
) {
  const sceneApi = `${url}/scene`;
  say(
    `room-scene renders: ${TEST_ROOMS.length} rooms × ${variantIds.length} variants at ${RENDER_DEFAULT_WIDTH}×${RENDER_DEFAULT_HEIGHT}…`,
  );
  const scenes: string[] = [];
  for (const design of TEST_ROOMS) {
    const photo = await roomPhoto(drawRoom(design, 1400));
    scenes.push(
      await uploadSceneImage({
        sceneApi,
        image: new Blob([photo], { type: 'image/jpeg' }),
        filename: `${design.name}.jpg`,
        cnf: DEFAULT_SCENE_CUSTOMER_CONFIG,
      }),
    );
  }
  const urls = scenes.flatMap((sceneId) =>
    variantIds.map((variantId) => renderSceneUrl({ sceneApi, sceneId, variantId })),
  );
  const timed = async () => {
    const times: number[] = [];
    const cpu: number[] = [];
    let failed = 0;
    for (const address of urls) {
      const {
        result: ok,
        ms,
        cpuMs,
      } = await timeRequest(serverCpu, async () => {
        const response = await fetch(address);
        await response.arrayBuffer();
        return response.ok;
      });
      times.push(ms);
      if (cpuMs !== undefined) cpu.push(cpuMs);
      if (!ok) failed++;
    }
    return { times, cpu, failed };
  };
  const first = await timed();
  const cached = await timed();
  // The scene's first colour does the whole work; its other colours find the scene analysed.
  const ofColour = (firstColour: boolean) => {
    const picked = (_: number, i: number) => (i % variantIds.length === 0) === firstColour;
    return {
      times: first.times.filter(picked),
      cpu: first.cpu.length === first.times.length ? first.cpu.filter(picked) : [],
      failed: 0,
    };
  };
  // Renders are CPU-bound: their latency moves with whatever else the machine is running.
  say(`machine: load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`);
  // Target (issue 12 item 5): a first render at 1400 × 700 in ≤ 300 ms at p50.
  printLatencyTable('endpoint (1 connection)', [
    { name: 'GET render_img_scene 1400×700, first render', ...first },
    { name: "  of which a scene's first colour", ...ofColour(true) },
    { name: '  of which another colour of the scene', ...ofColour(false) },
    { name: 'GET render_img_scene 1400×700, cached', ...cached },
  ]);
}

/** A 12-megapixel phone photo's size (4:3). */
const PHONE_PHOTO = { width: 4000, height: 3000 };
/** How many phone photos are uploaded and rendered, one after another. */
const PHONE_UPLOADS = 6;

/**
 * A phone's photo of a test room: the room drawn at 1400 px, scaled up to 12 megapixels and given
 * sensor noise (so the JPEG is as large and as slow to decode as a phone's, a few megabytes), at
 * a phone's JPEG quality. Each call gives a different file (the noise), so no scene is reused.
 */
export async function phonePhoto(index: number): Promise<Buffer> {
  const room = drawRoom(TEST_ROOMS[index % TEST_ROOMS.length] as (typeof TEST_ROOMS)[number], 1400);
  const { width, height } = room.design;
  const scaled = await sharp(room.pixels, { raw: { width, height, channels: 3 } })
    .resize(PHONE_PHOTO.width, PHONE_PHOTO.height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const noise = await sharp({
    create: {
      ...PHONE_PHOTO,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 6 },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < scaled.length; i++) {
    scaled[i] = Math.max(0, Math.min(255, (scaled[i] as number) + (noise[i] as number) - 128));
  }
  return sharp(scaled, { raw: { ...PHONE_PHOTO, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/**
 * Issue 12 item 5: from sending a 12-megapixel phone photo to having its first render (the
 * widget's 1400 × 700 default) back, over HTTP, one photo at a time. Target: ≤ 2 s.
 */
export async function benchPhoneUploads(
  url: string,
  variantId: string,
  say: (message: string) => void,
  serverCpu: ServerCpu = () => undefined,
) {
  const sceneApi = `${url}/scene`;
  say(
    `phone photos: ${PHONE_UPLOADS} uploads of ${PHONE_PHOTO.width}×${PHONE_PHOTO.height} JPEGs, each to its first ${RENDER_DEFAULT_WIDTH}×${RENDER_DEFAULT_HEIGHT} render…`,
  );
  const photos: Buffer[] = [];
  for (let i = 0; i < PHONE_UPLOADS; i++) photos.push(await phonePhoto(i));
  const megabytes = photos.reduce((sum, photo) => sum + photo.length, 0) / photos.length / 1e6;
  const uploads: number[] = [];
  const totals: number[] = [];
  const cpu: number[] = [];
  let failed = 0;
  for (const [i, photo] of photos.entries()) {
    const started = performance.now();
    const {
      result: ok,
      ms,
      cpuMs,
    } = await timeRequest(serverCpu, async () => {
      const sceneId = await uploadSceneImage({
        sceneApi,
        image: new Blob([photo], { type: 'image/jpeg' }),
        filename: `phone-${i}.jpg`,
        cnf: DEFAULT_SCENE_CUSTOMER_CONFIG,
      });
      uploads.push(performance.now() - started);
      const response = await fetch(renderSceneUrl({ sceneApi, sceneId, variantId }));
      await response.arrayBuffer();
      return response.ok;
    });
    totals.push(ms);
    if (cpuMs !== undefined) cpu.push(cpuMs);
    if (!ok) failed++;
  }
  say(`machine: load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`);
  printLatencyTable(`phone photo (${megabytes.toFixed(1)} MB JPEG, 12 MP)`, [
    { name: 'upload (POST get_ki_unique)', times: uploads, failed: 0 },
    { name: 'upload to first render (target ≤ 2000)', times: totals, cpu, failed },
  ]);
}

/**
 * On its own (`npx tsx server/bench/scene.ts`): the same figures against a test server seeded
 * with the default demo data, without the rest of the server bench.
 */
async function main() {
  const { startTestServer } = await import('../test/support');
  const server = await startTestServer();
  try {
    const say = (message: string) => console.log(`[bench] ${message}`);
    await benchSceneRenders(server.url, sceneBenchVariants(server.db), say, processCpu);
    const [variantId] = sceneBenchVariants(server.db);
    if (variantId) await benchPhoneUploads(server.url, variantId, say, processCpu);
  } finally {
    await server.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error('[bench] failed:', error);
    process.exit(1);
  });
}
