import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { roomShotPublicId, STOCK_ROOMS } from '@gh/shared/catalogue';
import sharp from 'sharp';
import { ROOM_SHOT_PROCESSES, roomShotLoad, roomShotProcesses } from '../src/rooms/room-shots';
import { readStockRoom, STOCK_ROOMS_DIR } from '../src/rooms/stock-room';
import { startTestServer, type TestServer } from './support';
import { waitFor } from './webhook-receiver';

/**
 * Room shots as a shopper's browser gets them from the media service: a colour's own pattern
 * laid on the floor of a stock room, in the room's perspective and light, with everything that
 * stands on the floor kept in front of it; made on first request at a bounded concurrency, then
 * served from the cache.
 */

describe('the stock rooms', () => {
  it.each(STOCK_ROOMS.map((room) => room.id))(
    '%s has its picture, shading pass, floor mask and scene file, all of one size',
    async (id) => {
      const scene = readStockRoom(id);
      expect(scene.width).toBeGreaterThanOrEqual(2000);
      for (const file of [scene.passes.beauty, scene.passes.shading, scene.passes.mask]) {
        expect(existsSync(join(STOCK_ROOMS_DIR, file))).toBe(true);
        const { width, height } = await sharp(join(STOCK_ROOMS_DIR, file)).metadata();
        expect({ file, width, height }).toEqual({ file, width: scene.width, height: scene.height });
      }
      // The floor is the picture's subject: a fair share of it, and not all of it.
      const { channels } = await sharp(join(STOCK_ROOMS_DIR, scene.passes.mask)).stats();
      const floorShare = (channels[0]?.mean ?? 0) / 255;
      expect(floorShare).toBeGreaterThan(0.2);
      expect(floorShare).toBeLessThan(0.75);
    },
  );
});

describe('room shots from the media service', () => {
  let server: TestServer;
  /** Colours of products of each kind: [globalItemId, pattern kind]. */
  let colours: { globalItemId: string; kind: string }[];
  beforeAll(async () => {
    server = await startTestServer();
    colours = server.db
      .prepare(
        `SELECT v.global_item_id AS globalItemId, m.kind FROM variants v
           JOIN media_assets m ON m.public_id = 'patterns/' || v.global_item_id ORDER BY v.id`,
      )
      .all() as { globalItemId: string; kind: string }[];
  });
  afterAll(() => server.close());

  const shot = (room: string, globalItemId: string, transformation = 'w_1200') =>
    fetch(
      `${server.url}/media/gh/image/upload/${transformation}/v1/${roomShotPublicId(room as never, globalItemId)}.png`,
    );

  const raw = async (response: Response) => {
    expect(response.status).toBe(200);
    return sharp(Buffer.from(await response.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
  };

  /** The room's mask at the shot's size: 1 where floor shows, 0 where it does not. */
  const maskAt = async (room: string, width: number, height: number) => {
    const scene = readStockRoom(room);
    return sharp(join(STOCK_ROOMS_DIR, scene.passes.mask))
      .resize(width, height)
      .greyscale()
      .raw()
      .toBuffer();
  };

  it('lays the colour on the floor alone: what stands on it and the walls stay as rendered', async () => {
    const timber = colours.find((colour) => colour.kind === 'timber') as { globalItemId: string };
    const carpet = colours.find((colour) => colour.kind === 'carpet') as { globalItemId: string };
    const [a, b] = await Promise.all([
      raw(await shot('living-room', timber.globalItemId)),
      raw(await shot('living-room', carpet.globalItemId)),
    ]);
    expect(a.info).toMatchObject({ width: 1200, height: 800 });
    const mask = await maskAt('living-room', a.info.width, a.info.height);
    let floorDifference = 0;
    let floorPixels = 0;
    let otherDifference = 0;
    let otherPixels = 0;
    for (let i = 0; i < mask.length; i++) {
      const difference = Math.abs(
        (a.data[i * a.info.channels] as number) - (b.data[i * b.info.channels] as number),
      );
      if ((mask[i] as number) > 250) {
        floorDifference += difference;
        floorPixels++;
      } else if ((mask[i] as number) < 5) {
        otherDifference += difference;
        otherPixels++;
      }
    }
    // Two colours: their floors differ everywhere; the rest of the room is the same picture.
    expect(floorDifference / floorPixels).toBeGreaterThan(10);
    expect(otherDifference / otherPixels).toBeLessThan(1);
  });

  it('answers 404 with a reason for a room or a colour it does not have', async () => {
    const unknownRoom = await shot('attic', colours[0]?.globalItemId ?? '');
    expect(unknownRoom.status).toBe(404);
    expect(((await unknownRoom.json()) as { error: string }).error).toMatch(
      /No stock room 'attic'/,
    );
    const unknownColour = await shot('living-room', 'GHRES-0000-99');
    expect(unknownColour.status).toBe(404);
    expect(((await unknownColour.json()) as { error: string }).error).toMatch(/No colour/);
  });

  it('caps a rendition asked larger than the room at the room’s own size', async () => {
    const scene = readStockRoom('living-room');
    const { info } = await raw(await shot('living-room', colours[1]?.globalItemId ?? '', 'w_4000'));
    expect(info.width).toBe(scene.width);
  });

  it('makes a burst of new shots a few at a time, each once, then serves them from the cache', async () => {
    const burst = colours.slice(2, 14);
    let mostLaying = 0;
    const watching = setInterval(() => {
      mostLaying = Math.max(mostLaying, roomShotLoad().laying);
    }, 5);
    const first = await Promise.all(
      burst.flatMap(({ globalItemId }) => [
        shot('living-room', globalItemId, 'w_600'),
        shot('living-room', globalItemId, 'w_600'),
      ]),
    );
    clearInterval(watching);
    expect(first.map((response) => response.status)).toEqual(Array(burst.length * 2).fill(200));
    expect(mostLaying).toBeGreaterThan(0);
    expect(mostLaying).toBeLessThanOrEqual(ROOM_SHOT_PROCESSES);
    const again = await shot('living-room', burst[0]?.globalItemId ?? '', 'w_600');
    expect(again.headers.get('etag')).toBe(first[0]?.headers.get('etag'));
    expect(roomShotLoad()).toEqual({ waiting: 0, laying: 0 });
  });

  it('answers 503 for the shot a process held when it dies, and makes that shot and the next anew', async () => {
    const [held, next] = colours.slice(20, 22) as { globalItemId: string }[];
    const pending = shot('bedroom', held?.globalItemId ?? '', 'w_700');
    await waitFor('the shot to be laid', async () => roomShotLoad().laying > 0);
    // The process laying it (on a bigger machine others may be idle beside it).
    const pid = roomShotProcesses().find((maker) => maker.laying)?.pid;
    process.kill(pid as number, 'SIGKILL');

    const failed = await pending;
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('1');
    expect(((await failed.json()) as { error: string }).error).toMatch(
      /could not be made this time .*try again/,
    );
    // A new process takes the next shot; the one that failed is made when asked again.
    const [afterwards, again] = await Promise.all([
      shot('bedroom', next?.globalItemId ?? '', 'w_700'),
      shot('bedroom', held?.globalItemId ?? '', 'w_700'),
    ]);
    expect([afterwards.status, again.status]).toEqual([200, 200]);
    expect(roomShotProcesses().map((maker) => maker.pid)).not.toContain(pid);
  });

  it('keeps the pattern it drew for a colour new to the cache, so the close-up does not draw it again', async () => {
    const fresh = colours[24] as { globalItemId: string };
    const folder = join(dirname(server.databasePath), 'media-cache', 'originals');
    const originals = () => (existsSync(folder) ? readdirSync(folder) : []);
    const before = originals();
    const added = () => originals().filter((file) => !before.includes(file));
    expect((await shot('study', fresh.globalItemId, 'w_600')).status).toBe(200);
    // The shot (kept as a JPEG) and the colour's pattern, drawn by the room-shot process.
    await waitFor('the shot and its pattern to be kept', () => added().length === 2);
    expect(added().sort()).toEqual([
      expect.stringMatching(/\.png$/),
      expect.stringMatching(/^room-.*\.jpg$/),
    ]);
    const pattern = join(folder, added().find((file) => file.endsWith('.png')) as string);
    const kept = statSync(pattern);

    const closeUp = await fetch(
      `${server.url}/media/gh/image/upload/w_300/v1/patterns/${fresh.globalItemId}.jpg`,
    );
    expect(closeUp.status).toBe(200);
    // Made from the kept pattern: the file is the one the room-shot process's drawing wrote.
    expect(statSync(pattern)).toMatchObject({ ino: kept.ino, mtimeMs: kept.mtimeMs });
    expect(added()).toHaveLength(2);
  });
});
