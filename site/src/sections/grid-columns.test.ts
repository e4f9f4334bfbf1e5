import { gridColumns } from './grid-columns';

describe('card grid columns', () => {
  it('puts up to three cards on one row from 640 px', () => {
    expect(gridColumns(1)).toEqual({ medium: 1, wide: 1 });
    expect(gridColumns(2)).toEqual({ medium: 2, wide: 2 });
    expect(gridColumns(3)).toEqual({ medium: 3, wide: 3 });
  });

  it('fills every row when a column count up to four divides the cards', () => {
    for (const count of [4, 6, 8, 9, 10, 12, 24]) {
      const { medium, wide } = gridColumns(count);
      expect(count % medium).toBe(0);
      expect(count % wide).toBe(0);
    }
    expect(gridColumns(8)).toEqual({ medium: 2, wide: 4 });
    expect(gridColumns(9)).toEqual({ medium: 3, wide: 3 });
  });

  it('leaves at most one short row when nothing divides the cards', () => {
    expect(gridColumns(5)).toEqual({ medium: 2, wide: 3 });
    expect(gridColumns(7)).toEqual({ medium: 2, wide: 3 });
  });
});
