/**
 * Floor finding on the room corpus (issue 12; test/fixtures/corpus.ts) for `npm run bench -w
 * server`: each room is rendered at its own size as the service would, and the floor laid is
 * compared with the room's true floor. Reported separately for the tuning set and the held-out
 * set (a quarter of the corpus, never tuned on): mean and worst IoU, mean and worst
 * spill (how much of the picture outside the true floor was changed).
 *
 * On its own: `npx tsx server/bench/floor-corpus.ts [--tuning] [--only PREFIX] [--beyond N]
 * [--pictures DIR]`; --tuning leaves the held-out rooms out (for tuning), --only keeps the rooms
 * whose name starts with PREFIX, --beyond adds the `beyond` family's designs up to index N per
 * generator beyond those in the corpus (tuning rooms for development, outside the corpus and its
 * figures' quarter rule), --pictures writes each render with the true floor's outline to DIR.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderScenePixels } from '../src/scene/render';
import {
  BEYOND_ROOMS_PER_GENERATOR,
  beyondRooms,
  CORPUS,
  type CorpusRoom,
  type CorpusSummary,
  corpusPhoto,
  corpusTexture,
  type FloorScore,
  scoreRoom,
  summarise,
} from '../test/fixtures/corpus';

/** The targets on the held-out set. */
export const HELD_OUT_TARGETS = { meanIou: 0.93, worstIou: 0.85, meanSpill: 0.02 };

const line = (label: string, s: CorpusSummary) =>
  [
    label.padEnd(22),
    String(s.rooms).padStart(5),
    s.meanIou.toFixed(3).padStart(9),
    s.worstIou.toFixed(3).padStart(9),
    `${(s.meanSpill * 100).toFixed(2)}%`.padStart(11),
    `${(s.worstSpill * 100).toFixed(2)}%`.padStart(11),
    `  ${s.worstRoom}`,
  ].join('');

export async function benchFloorCorpus(
  say: (message: string) => void,
  { includeHeldOut = true, only = '', beyond = 0 } = {},
): Promise<{
  tuning?: CorpusSummary;
  heldOut?: CorpusSummary;
  scores: FloorScore[];
  rooms: CorpusRoom[];
}> {
  const rooms = [...CORPUS, ...beyondRooms(BEYOND_ROOMS_PER_GENERATOR, beyond)].filter(
    (room) => (includeHeldOut || !room.heldOut) && room.name.startsWith(only),
  );
  say(`floor corpus: ${rooms.length} rooms from 2 generators, rendered at their own size…`);
  const texture = await corpusTexture();
  const scores: FloorScore[] = [];
  for (const room of rooms) scores.push(await scoreRoom(room, texture));
  // --only may pick held-out rooms alone (to look at them after the final measurement).
  const tuningScores = scores.filter((s) => !s.heldOut);
  const tuning = tuningScores.length > 0 ? summarise(tuningScores) : undefined;
  const heldOutScores = scores.filter((s) => s.heldOut);
  const heldOut = heldOutScores.length > 0 ? summarise(heldOutScores) : undefined;
  console.log(
    '\nfloor corpus           rooms  mean IoU worst IoU  mean spill worst spill  worst room',
  );
  if (tuning) console.log(line('tuning set', tuning));
  if (heldOut) {
    console.log(line('held-out set', heldOut));
    const met =
      heldOut.meanIou >= HELD_OUT_TARGETS.meanIou &&
      heldOut.worstIou >= HELD_OUT_TARGETS.worstIou &&
      heldOut.meanSpill <= HELD_OUT_TARGETS.meanSpill;
    console.log(
      `held-out targets (mean IoU ≥ ${HELD_OUT_TARGETS.meanIou}, worst ≥ ${HELD_OUT_TARGETS.worstIou}, spill ≤ ${HELD_OUT_TARGETS.meanSpill * 100}%): ${met ? 'met' : 'NOT met'}`,
    );
  }
  return { tuning, heldOut, scores, rooms };
}

/** The render with the true floor's edge drawn in magenta, for looking at. */
async function picture(room: CorpusRoom, dir: string) {
  const drawn = room.draw();
  const { width, height, floorTruth } = drawn;
  const { pixels } = await renderScenePixels(
    await corpusPhoto(drawn),
    width,
    height,
    width,
    height,
    await corpusTexture(),
  );
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const t = floorTruth[i];
      if (t !== floorTruth[i + 1] || t !== floorTruth[i + width]) {
        pixels[i * 3] = 255;
        pixels[i * 3 + 1] = 0;
        pixels[i * 3 + 2] = 255;
      }
    }
  }
  const side = await sharp(drawn.pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  const render = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  await sharp({
    create: { width: width * 2 + 8, height, channels: 3, background: '#ffffff' },
  })
    .composite([
      { input: side, left: 0, top: 0 },
      { input: render, left: width + 8, top: 0 },
    ])
    .png()
    .toFile(join(dir, `${room.name}.png`));
}

async function main() {
  const args = process.argv.slice(2);
  const includeHeldOut = !args.includes('--tuning');
  const at = args.indexOf('--pictures');
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? '') : '';
  const beyondAt = args.indexOf('--beyond');
  const beyond = beyondAt >= 0 ? Number(args[beyondAt + 1]) : 0;
  const { scores, rooms } = await benchFloorCorpus((message) => console.log(`[bench] ${message}`), {
    includeHeldOut,
    only,
    beyond,
  });
  for (const s of scores) {
    console.log(
      `${s.name.padEnd(14)} ${s.heldOut ? 'held-out' : 'tuning  '} IoU ${s.iou.toFixed(3)} spill ${(s.spill * 100).toFixed(2)}%`,
    );
  }
  if (at >= 0) {
    const dir = args[at + 1] ?? '/tmp/floor-corpus';
    await mkdir(dir, { recursive: true });
    for (const room of rooms) await picture(room, dir);
    await writeFile(join(dir, 'scores.json'), JSON.stringify(scores, null, 1));
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error('[bench] failed:', error);
    process.exit(1);
  });
}
