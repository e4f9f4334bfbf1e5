import { isWideViewport, storeLinkLabel } from './link';

describe('the store link label (SPEC.md sections 2.9 and 4, DESIGN.md section 7)', () => {
  it("reads 'Find your nearest stores', or 'Find stores' below width 768, with no location", () => {
    expect(storeLinkLabel({ status: 'noLocation' }, true)).toEqual({
      loader: false,
      text: 'Find your nearest stores',
    });
    expect(storeLinkLabel({ status: 'noLocation' }, false)).toEqual({
      loader: false,
      text: 'Find stores',
    });
  });

  it('shows a loader while the nearby-store lookup runs', () => {
    expect(storeLinkLabel({ status: 'looking' }, true)).toEqual({ loader: true });
    expect(storeLinkLabel({ status: 'looking' }, false)).toEqual({ loader: true });
  });

  it("reads '{count} stores nearby' below 768 and '{count} {center name} nearby stores' from 768", () => {
    const found = { status: 'found', count: 12, centerName: 'Parramatta' } as const;
    expect(storeLinkLabel(found, false)).toEqual({ loader: false, text: '12 stores nearby' });
    expect(storeLinkLabel(found, true)).toEqual({
      loader: false,
      text: '12 Parramatta nearby stores',
    });
  });

  it('switches to the long labels at 768 px', () => {
    expect(isWideViewport(767)).toBe(false);
    expect(isWideViewport(768)).toBe(true);
  });
});
