import { CORPUS, corpusTexture, type FloorScore, scoreRoom, summarise } from './fixtures/corpus';

/**
 * Floor finding on the held-out quarter of the room corpus (issue 12; test/fixtures/corpus.ts):
 * rooms from both generators and both families that the floor finder was never tuned on, each rendered as the
 * service would and compared with its true floor. A correctness test: the timing is the bench's.
 */

const heldOut = CORPUS.filter((room) => room.heldOut);

describe('floor finding on the held-out rooms', () => {
  const scores: FloorScore[] = [];

  // About a minute on a quiet machine; much longer on a busy one.
  beforeAll(async () => {
    const texture = await corpusTexture();
    for (const room of heldOut) scores.push(await scoreRoom(room, texture));
  }, 1_800_000);

  it('holds out a quarter of the corpus: fixed mixed rooms and the rug rooms drawn after tuning', () => {
    expect(heldOut.length * 4).toBeGreaterThanOrEqual(CORPUS.length);
    for (const generator of ['raycast', 'painter'] as const) {
      const mine = CORPUS.filter((room) => room.generator === generator);
      expect(mine.filter((room) => room.heldOut).map((room) => room.name)).toEqual([
        ...[3, 7, 11, 15, 19, 23].map((index) => `${generator}-${index}`),
        ...[16, 17, 18, 19, 20, 21].map((index) => `${generator}-rugs-${index}`),
      ]);
    }
  });

  it('overlaps the true floor by a mean IoU of at least 0.93', () => {
    expect(summarise(scores).meanIou).toBeGreaterThanOrEqual(0.93);
  });

  it('changes at most 2% of what is not floor, on average', () => {
    expect(summarise(scores).meanSpill).toBeLessThanOrEqual(0.02);
  });
});
