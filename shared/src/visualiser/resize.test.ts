import { PREVIEW_WIDTH, previewSize, resizePlan } from '.';

const redraw = (width: number, height: number) => ({
  action: 'redraw',
  width,
  height,
  type: 'image/jpeg',
  quality: 0.8,
});

describe('scene photo resize', () => {
  it('sends a PNG at or below 1400 wide unchanged', () => {
    expect(resizePlan({ width: 1400, height: 900, type: 'image/png' })).toEqual({
      action: 'sendUnchanged',
    });
    expect(resizePlan({ width: 800, height: 600, type: 'image/PNG' })).toEqual({
      action: 'sendUnchanged',
    });
  });

  it('redraws a PNG wider than 1400 as JPEG 0.8, 1300 wide keeping the aspect ratio', () => {
    expect(resizePlan({ width: 4000, height: 3000, type: 'image/png' })).toEqual(redraw(1300, 975));
  });

  it('redraws a photo that is not PNG even at or below 1400 wide', () => {
    expect(resizePlan({ width: 1400, height: 1050, type: 'image/jpeg' })).toEqual(
      redraw(1300, 975),
    );
  });

  it('scales a small JPEG up to at least 1300 wide and 700 high', () => {
    expect(resizePlan({ width: 800, height: 600, type: 'image/jpeg' })).toEqual(redraw(1300, 975));
  });

  it('keeps at least 700 high for a wide panorama', () => {
    expect(resizePlan({ width: 6000, height: 1500, type: 'image/webp' })).toEqual(
      redraw(2800, 700),
    );
  });

  it('keeps at least 1300 wide for a tall photo', () => {
    expect(resizePlan({ width: 3000, height: 4000, type: 'image/heic' })).toEqual(
      redraw(1300, 1733),
    );
  });

  it('sends the original when the size cannot be read', () => {
    expect(resizePlan({ width: 0, height: 700, type: 'image/jpeg' })).toEqual({
      action: 'sendUnchanged',
    });
    expect(resizePlan({ width: Number.NaN, height: 700, type: 'image/jpeg' })).toEqual({
      action: 'sendUnchanged',
    });
  });

  it('makes a preview 64 wide keeping the aspect ratio', () => {
    expect(PREVIEW_WIDTH).toBe(64);
    expect(previewSize(4000, 3000)).toEqual({ width: 64, height: 48 });
    expect(previewSize(1300, 700)).toEqual({ width: 64, height: 34 });
    expect(previewSize(0, 10)).toBeNull();
  });
});
