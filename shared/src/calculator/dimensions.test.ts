import {
  clampDimension,
  clampWastage,
  feetAndInchesToMetres,
  metresToFeetAndInches,
  normaliseFeetAndInches,
  roundResult,
} from '.';

describe('calculator dimension clamps', () => {
  it('keeps a width between 0 and 199 as entered', () => {
    expect(clampDimension(4.5)).toBe(4.5);
    expect(clampDimension('12.25')).toBe(12.25);
  });

  it('turns a negative width into 0', () => {
    expect(clampDimension(-3)).toBe(0);
    expect(clampDimension('-0.5')).toBe(0);
  });

  it('turns a width above 199 into 199', () => {
    expect(clampDimension(200)).toBe(199);
    expect(clampDimension('1e6')).toBe(199);
  });

  it('turns a non-numeric width into 0', () => {
    for (const value of ['abc', '', '  ', null, undefined, Number.NaN, {}]) {
      expect(clampDimension(value)).toBe(0);
    }
  });

  it('reads wastage as an integer', () => {
    expect(clampWastage('12.7')).toBe(12);
    expect(clampWastage(9.99)).toBe(9);
  });

  it('clamps wastage to 0 through 100', () => {
    expect(clampWastage(-5)).toBe(0);
    expect(clampWastage(101)).toBe(100);
    expect(clampWastage('100')).toBe(100);
  });

  it('turns non-numeric wastage into 0', () => {
    expect(clampWastage('ten')).toBe(0);
    expect(clampWastage(undefined)).toBe(0);
  });
});

describe('feet and inches normalisation', () => {
  it('carries inches of 12 or more into feet', () => {
    expect(normaliseFeetAndInches(5, 12)).toEqual({ feet: 6, inches: 0 });
    expect(normaliseFeetAndInches(5, 14)).toEqual({ feet: 6, inches: 2 });
    expect(normaliseFeetAndInches(0, 30)).toEqual({ feet: 2, inches: 6 });
  });

  it('borrows a foot for negative inches between -12 and 0 when feet are above 0', () => {
    expect(normaliseFeetAndInches(5, -3)).toEqual({ feet: 4, inches: 9 });
    expect(normaliseFeetAndInches(1, -11.5)).toEqual({ feet: 0, inches: 0.5 });
  });

  it('sets negative inches to 0 when there is no foot to borrow', () => {
    expect(normaliseFeetAndInches(0, -3)).toEqual({ feet: 0, inches: 0 });
  });

  it('sets inches of -12 or below to 0', () => {
    expect(normaliseFeetAndInches(5, -12)).toEqual({ feet: 5, inches: 0 });
    expect(normaliseFeetAndInches(5, -40)).toEqual({ feet: 5, inches: 0 });
  });

  it('sets non-numeric inches to 0', () => {
    expect(normaliseFeetAndInches(5, 'x')).toEqual({ feet: 5, inches: 0 });
  });

  it('leaves inches from 0 to under 12 alone', () => {
    expect(normaliseFeetAndInches(7, 11)).toEqual({ feet: 7, inches: 11 });
  });

  it('clamps feet to 199 after a carry', () => {
    expect(normaliseFeetAndInches(199, 24).feet).toBe(199);
  });
});

describe('unit conversion', () => {
  it('uses 39.37 inches per metre', () => {
    expect(metresToFeetAndInches(1)).toEqual({ feet: 3, inches: 3.37 });
    expect(feetAndInchesToMetres({ feet: 3, inches: 3.37 })).toBe(1);
  });

  it('rounds results to 2 decimals', () => {
    expect(roundResult(6.010928)).toBe(6.01);
    expect(roundResult(15.27776)).toBe(15.28);
    expect(roundResult(1.005)).toBe(1.01);
  });
});
