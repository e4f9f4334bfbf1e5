import { rollWidthOfRollSize } from '.';

describe('the roll width of a roll size', () => {
  it('reads metric roll sizes in metres', () => {
    expect(rollWidthOfRollSize('3.66m')).toBe(3.66);
    expect(rollWidthOfRollSize('4m')).toBe(4);
    expect(rollWidthOfRollSize('2 M')).toBe(2);
  });

  it('reads 12 ft as 3.6576 m and 15 ft as 4.572 m', () => {
    expect(rollWidthOfRollSize('12ft')).toBe(3.6576);
    expect(rollWidthOfRollSize('15 ft')).toBe(4.572);
  });

  it('gives no width for no roll size or one in another form', () => {
    expect(rollWidthOfRollSize(null)).toBeUndefined();
    expect(rollWidthOfRollSize('')).toBeUndefined();
    expect(rollWidthOfRollSize('broadloom')).toBeUndefined();
    expect(rollWidthOfRollSize('0m')).toBeUndefined();
    expect(rollWidthOfRollSize('12 yd')).toBeUndefined();
  });
});
