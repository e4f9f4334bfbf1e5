/**
 * `npx tsx server/bench/scene-stages.ts`: where a room-scene render's time goes, in process (no
 * HTTP, no storage), so the figures move less with the machine's load than the endpoint bench's.
 * Each test room is stored as the upload would store it, then rendered at 1400 × 700 with two
 * variants, ROUNDS times, stage by stage (the calls renderScene makes); the floor finding, which
 * is part of the analysis, is timed again on its own.
 */
import { cpus, loadavg } from 'node:os';
import {
  analyseScene,
  encodeSceneRender,
  findSceneFloor,
  laySceneFloor,
  outlineSceneFloor,
} from '../src/scene/render';
import { normaliseScenePhoto } from '../src/scene/upload';
import { drawRoom, roomPhoto, TEST_ROOMS } from '../test/fixtures/rooms';
import { TEST_VARIANTS, textureFor } from '../test/fixtures/screenshots';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const [WIDTH, HEIGHT] = [1400, 700];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main() {
  const textures = await Promise.all(TEST_VARIANTS.map(textureFor));
  const photos = [];
  for (const design of TEST_ROOMS) {
    photos.push(await normaliseScenePhoto(await roomPhoto(drawRoom(design, 1400))));
  }
  const times: Record<string, number[]> = {};
  const record = (stage: string, ms: number) => {
    times[stage] = [...(times[stage] ?? []), ms];
  };
  const time = async <T>(stage: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    record(stage, performance.now() - started);
    return result;
  };
  const stage = <T>(name: string, work: () => T): T => {
    const started = performance.now();
    const result = work();
    record(name, performance.now() - started);
    return result;
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const photo of photos) {
      const analysis = await time('analyse (decode, crop, floor, light)', () =>
        analyseScene(photo.jpeg, photo.width, photo.height, WIDTH, HEIGHT),
      );
      await time('  of which floor finding (findSceneFloor)', () =>
        findSceneFloor(analysis.pixels, WIDTH, HEIGHT, analysis.focal, analysis.cy),
      );
      const outlined = stage('outline (soft mask, shading, edges)', () =>
        outlineSceneFloor(analysis),
      );
      for (const texture of textures) {
        const { pixels } = stage('lay the floor (warp and blend)', () =>
          laySceneFloor(outlined, texture),
        );
        await time('JPEG encode', () => encodeSceneRender(pixels, WIDTH, HEIGHT));
      }
    }
  }
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(
        ' ',
      )} on ${cpus().length} cores; ${ROUNDS} rounds × ${photos.length} rooms × ${textures.length} variants`,
  );
  for (const [stage, values] of Object.entries(times)) {
    console.log(`${stage.padEnd(40)} median ${median(values).toFixed(1).padStart(6)} ms`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
