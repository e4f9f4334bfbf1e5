import type { MediaAsset } from '../src/media/assets';
import { drawOffThread } from '../src/media/drawing';
import { drawAsset } from '../src/media/textures';

const swatch = {
  publicId: 'swatches/GHRES-1001-03',
  kind: 'carpet',
  spec: { colour: '#8a7f72', width: 96, height: 64 },
} as MediaAsset;

describe('drawing originals on their own thread', () => {
  it('draws the same pixels as drawing on the event loop', async () => {
    const drawn = await drawOffThread(swatch);
    const expected = drawAsset(swatch);
    expect({ width: drawn.width, height: drawn.height }).toEqual({ width: 96, height: 64 });
    expect(Buffer.from(drawn.data).equals(Buffer.from(expected.data))).toBe(true);
  });

  it('fails a drawing that throws, and goes on drawing the others', async () => {
    const broken = { publicId: 'editorial/broken', kind: 'gradient', spec: {} } as MediaAsset;
    const [failed, next] = await Promise.allSettled([drawOffThread(broken), drawOffThread(swatch)]);
    expect(failed.status).toBe('rejected');
    expect(failed.status === 'rejected' && String(failed.reason)).toMatch(/Could not draw/);
    expect(next.status).toBe('fulfilled');
  });
});
