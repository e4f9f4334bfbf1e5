import {
  clampDimension,
  clampWastage,
  dimensionLimitMessage,
  dimensionLimitReached,
  feetAndInchesLimitReached,
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

  it('keeps typed inches to 2 decimals', () => {
    expect(normaliseFeetAndInches(13, '9.35')).toEqual({ feet: 13, inches: 9.35 });
    expect(normaliseFeetAndInches(13, '9.354')).toEqual({ feet: 13, inches: 9.35 });
  });

  it('carries typed inches that round up to 12 into the next foot: 5 ft 11.999 in is 6 ft 0 in', () => {
    expect(normaliseFeetAndInches(5, 11.999)).toEqual({ feet: 6, inches: 0 });
    expect(normaliseFeetAndInches(5, 23.999)).toEqual({ feet: 7, inches: 0 });
    expect(normaliseFeetAndInches(6, -0.001)).toEqual({ feet: 6, inches: 0 });
  });
});

describe('telling the visitor a width or length was held to 0 through 199', () => {
  it('says nothing of a width from 0 to 199, or of one that is not a number', () => {
    for (const value of [0, '0', 4.5, '199', 199, '', 'abc', undefined]) {
      expect(dimensionLimitReached(value)).toBeUndefined();
    }
  });

  it('names the largest width for one above 199 and the smallest for a negative one', () => {
    expect(dimensionLimitReached('250')).toBe('largest');
    expect(dimensionLimitReached(199.01)).toBe('largest');
    expect(dimensionLimitReached('1e6')).toBe('largest');
    expect(dimensionLimitReached('-3')).toBe('smallest');
  });

  it('reads feet and inches together: feet above 199, or inches carrying the feet past it', () => {
    expect(feetAndInchesLimitReached('250', 0)).toBe('largest');
    expect(feetAndInchesLimitReached(199, '14')).toBe('largest');
    expect(feetAndInchesLimitReached(198, '14')).toBeUndefined();
    expect(feetAndInchesLimitReached(199, '11')).toBeUndefined();
    expect(feetAndInchesLimitReached(199, '11.999')).toBe('largest');
  });

  it('names the smallest width for negative feet, or negative inches with no foot to borrow', () => {
    expect(feetAndInchesLimitReached('-1', 0)).toBe('smallest');
    expect(feetAndInchesLimitReached(0, '-3')).toBe('smallest');
    expect(feetAndInchesLimitReached(5, '-3')).toBeUndefined();
  });

  it('words the message with the real limit and the unit typed in', () => {
    expect(dimensionLimitMessage('width', 'largest', 'metric')).toBe('Largest width is 199 m');
    expect(dimensionLimitMessage('length', 'largest', 'imperial')).toBe('Largest length is 199 ft');
    expect(dimensionLimitMessage('width', 'smallest', 'metric')).toBe('Smallest width is 0 m');
  });
});

describe('unit conversion', () => {
  it('uses 39.37 inches per metre', () => {
    expect(metresToFeetAndInches(1)).toEqual({ feet: 3, inches: 3.4 });
    expect(feetAndInchesToMetres({ feet: 3, inches: 3.37 })).toBe(1);
  });

  it('gives metres in feet and inches to a tenth of an inch: 4.2 m is 13 ft 9.4 in, not 9.35', () => {
    expect(metresToFeetAndInches(4.2)).toEqual({ feet: 13, inches: 9.4 });
    expect(metresToFeetAndInches(4)).toEqual({ feet: 13, inches: 1.5 });
    expect(metresToFeetAndInches(3.3)).toEqual({ feet: 10, inches: 9.9 });
  });

  it('gives whole inches without a decimal: 3.6576 m is 12 ft 0 in', () => {
    expect(metresToFeetAndInches(3.6576)).toEqual({ feet: 12, inches: 0 });
    expect(metresToFeetAndInches(0)).toEqual({ feet: 0, inches: 0 });
  });

  it('carries inches that round up to 12 into the next foot: 1.8285 m (71.99 in) is 6 ft 0 in', () => {
    expect(metresToFeetAndInches(1.8285)).toEqual({ feet: 6, inches: 0 });
    expect(metresToFeetAndInches(1.827)).toEqual({ feet: 5, inches: 11.9 });
  });

  it('converts back to the same centimetres', () => {
    for (const metres of [0.01, 1, 3.3, 4, 4.2, 5, 12.34, 199]) {
      expect(feetAndInchesToMetres(metresToFeetAndInches(metres))).toBe(metres);
    }
  });

  it('rounds results to 2 decimals', () => {
    expect(roundResult(6.010928)).toBe(6.01);
    expect(roundResult(15.27776)).toBe(15.28);
    expect(roundResult(1.005)).toBe(1.01);
  });
});
