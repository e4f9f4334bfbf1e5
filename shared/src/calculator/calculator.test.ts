import {
  addRow,
  type CalculatorState,
  createCalculatorState,
  FLOORING_OPTIONS,
  flooringOptionsFor,
  INCHES_PER_METRE,
  METRES_PER_LINEAL_METRE,
  RESULT_UNIT_LABELS,
  ROOM_PRESETS,
  removeRow,
  resetCalculator,
  restoreRow,
  SQUARE_INCHES_PER_SQUARE_FOOT,
  SQUARE_YARDS_PER_SQUARE_FOOT,
  setWastage,
  switchUnits,
  TOTALS_LABELS,
  updateRow,
  wastageAmount,
} from '.';

function metricRoom(width: number, length: number, state = createCalculatorState('metric')) {
  return updateRow(state, state.rows.length - 1, { width, length });
}

describe('calculator state', () => {
  it('starts with one carpet row and 10 percent wastage for each flooring type', () => {
    const state = createCalculatorState('metric');
    expect(state.rows).toHaveLength(1);
    expect(state.rows[0]?.flooring).toBe('carpet');
    expect(state.totals.carpet.wastage).toBe(10);
    expect(state.totals.hardFlooring.wastage).toBe(10);
  });

  it('offers the preset rooms Kitchen, Lounge, Dining, Bedroom, Bathroom, Kids and Stairs', () => {
    expect(ROOM_PRESETS).toEqual([
      'Kitchen',
      'Lounge',
      'Dining',
      'Bedroom',
      'Bathroom',
      'Kids',
      'Stairs',
    ]);
  });

  it("offers the flooring options 'Carpet' and 'Hard flooring'", () => {
    expect(FLOORING_OPTIONS).toEqual([
      { label: 'Carpet', value: 'carpet' },
      { label: 'Hard flooring', value: 'hardFlooring' },
    ]);
    expect(flooringOptionsFor(['hardFlooring'])).toEqual([
      { label: 'Hard flooring', value: 'hardFlooring' },
    ]);
  });

  it('labels the totals as SPEC 2.11 writes them', () => {
    expect(TOTALS_LABELS).toEqual({
      metres: 'Total m2',
      feet: 'Total square feet',
      lineal: 'Total blm',
      yards: 'Total square yards',
      subTotal: 'Sub total',
      wastage: 'Wastage (%)',
    });
  });

  it('gives results in SQM for metric and SQR Feet for imperial', () => {
    expect(RESULT_UNIT_LABELS).toEqual({ metric: 'SQM', imperial: 'SQR Feet' });
  });

  it('fixes the conversion constants of SPEC 9', () => {
    expect(INCHES_PER_METRE).toBe(39.37);
    expect(METRES_PER_LINEAL_METRE).toBe(3.66);
    expect(SQUARE_YARDS_PER_SQUARE_FOOT).toBe(0.111111);
    expect(SQUARE_INCHES_PER_SQUARE_FOOT).toBe(144);
  });
});

describe('calculator rows', () => {
  it("appends a row copying the previous row's flooring type", () => {
    let state = createCalculatorState('metric');
    state = updateRow(state, 0, { flooring: 'hardFlooring', room: 'Kitchen', width: 3 });
    state = addRow(state);
    expect(state.rows).toHaveLength(2);
    expect(state.rows[1]).toMatchObject({ flooring: 'hardFlooring', room: '', width: 0 });
  });

  it('deletes the chosen row and recomputes the totals', () => {
    let state = metricRoom(4, 5);
    state = metricRoom(2, 3, addRow(state));
    expect(state.totals.carpet.subTotal).toBe(26);
    state = removeRow(state, 0);
    expect(state.rows).toHaveLength(1);
    expect(state.rows[0]).toMatchObject({ width: 2, length: 3 });
    expect(state.totals.carpet.subTotal).toBe(6);
  });

  it('puts a removed row back where it was, with its values, and recomputes the totals', () => {
    let state = updateRow(metricRoom(4, 5), 0, { room: 'Bedroom' });
    state = metricRoom(2, 3, addRow(state));
    state = metricRoom(1, 1, addRow(state));
    const removed = state.rows[1];
    if (!removed) throw new Error('no second row');
    const restored = restoreRow(removeRow(state, 1), 1, removed);
    expect(restored).toEqual(state);
    expect(restored.totals.carpet.subTotal).toBe(27);
  });

  it('puts a removed first row back first, and appends one whose index is past the end', () => {
    const state = metricRoom(2, 3, addRow(metricRoom(4, 5)));
    const first = state.rows[0];
    if (!first) throw new Error('no first row');
    expect(restoreRow(removeRow(state, 0), 0, first)).toEqual(state);
    expect(restoreRow(removeRow(state, 0), 9, first).rows.map((row) => row.width)).toEqual([2, 4]);
  });

  it('resets to one default row when the last row is deleted', () => {
    let state = updateRow(metricRoom(4, 5), 0, { flooring: 'hardFlooring', room: 'Kids' });
    state = removeRow(state, 0);
    expect(state.rows).toEqual(createCalculatorState('metric').rows);
    expect(state.totals.hardFlooring.subTotal).toBe(0);
  });

  it('resets to one default row of the only allowed flooring type when told it', () => {
    const state = removeRow(createCalculatorState('metric', 'hardFlooring'), 0, 'hardFlooring');
    expect(state.rows.map((row) => row.flooring)).toEqual(['hardFlooring']);
  });

  it('resets the calculator to one default row, keeping units and wastage', () => {
    let state = createCalculatorState('imperial');
    state = setWastage(
      addRow(updateRow(state, 0, { widthFeet: 10, lengthFeet: 10 })),
      'carpet',
      15,
    );
    state = resetCalculator(state);
    expect(state.units).toBe('imperial');
    expect(state.rows).toEqual(createCalculatorState('imperial').rows);
    expect(state.totals.carpet).toMatchObject({ wastage: 15, feet: 0, subTotalFeet: 0 });
  });

  it('clamps a typed width and length to 0 through 199 and non-numeric to 0', () => {
    const state = updateRow(createCalculatorState('metric'), 0, { width: '250', length: 'abc' });
    expect(state.rows[0]).toMatchObject({ width: 199, length: 0, total: 0 });
  });

  it('normalises typed inches, carrying 12 or more into feet', () => {
    const state = updateRow(createCalculatorState('imperial'), 0, {
      widthFeet: '10',
      widthInches: '18',
      lengthFeet: 3,
      lengthInches: -2,
    });
    expect(state.rows[0]).toMatchObject({
      widthFeet: 11,
      widthInches: 6,
      lengthFeet: 2,
      lengthInches: 10,
    });
  });

  it('keeps room names and flooring choices as given', () => {
    const state = updateRow(createCalculatorState('metric'), 0, {
      room: '  My <odd> room ',
      flooring: 'hardFlooring',
    });
    expect(state.rows[0]).toMatchObject({ room: '  My <odd> room ', flooring: 'hardFlooring' });
  });

  it('leaves the rows alone when an edit names a row that does not exist', () => {
    const state = metricRoom(4, 5);
    expect(updateRow(state, 7, { width: 9 })).toEqual(state);
  });

  it('does not change the state it was given', () => {
    const state = createCalculatorState('metric');
    const copy = structuredClone(state);
    updateRow(addRow(state), 0, { width: 3 });
    setWastage(state, 'carpet', 50);
    expect(state).toEqual(copy);
  });
});

describe('calculator totals (DESIGN 7 worked examples)', () => {
  it('gives Sub total 20, wastage 2, Total m2 22 and Total blm 6.01 for a 4 × 5 m carpet room', () => {
    const state = metricRoom(4, 5);
    expect(state.rows[0]?.total).toBe(20);
    expect(state.totals.carpet).toMatchObject({ subTotal: 20, metres: 22, lineal: 6.01 });
    expect(wastageAmount(state.totals.carpet, 'metric')).toBe(2);
  });

  it('gives 125 sq ft, Total square feet 137.5 and 15.28 square yards for 12 ft 6 in × 10 ft', () => {
    const state = updateRow(createCalculatorState('imperial'), 0, {
      widthFeet: 12,
      widthInches: 6,
      lengthFeet: 10,
      lengthInches: 0,
    });
    expect(state.rows[0]?.squareFeet).toBe(125);
    expect(state.totals.carpet).toMatchObject({ subTotalFeet: 125, feet: 137.5, yards: 15.28 });
    expect(wastageAmount(state.totals.carpet, 'imperial')).toBe(12.5);
  });

  it('totals each flooring type separately', () => {
    let state = metricRoom(4, 5);
    state = addRow(state);
    state = updateRow(state, 1, { flooring: 'hardFlooring', width: 2, length: 3 });
    state = metricRoom(1, 1, addRow(state));
    expect(state.rows[2]?.flooring).toBe('hardFlooring');
    expect(state.totals.carpet).toMatchObject({ subTotal: 20, metres: 22 });
    expect(state.totals.hardFlooring).toMatchObject({ subTotal: 7, metres: 7.7 });
  });

  it('gives no lineal total for hard flooring', () => {
    const state = updateRow(createCalculatorState('metric'), 0, {
      flooring: 'hardFlooring',
      width: 4,
      length: 5,
    });
    expect(state.totals.hardFlooring).toMatchObject({ metres: 22, lineal: 0 });
  });

  it('recomputes the totals when the wastage changes, per flooring type', () => {
    const state = setWastage(metricRoom(4, 5), 'carpet', '25');
    expect(state.totals.carpet).toMatchObject({ wastage: 25, metres: 25 });
    expect(state.totals.hardFlooring.wastage).toBe(10);
  });

  it('clamps the wastage to 0 through 100 as an integer', () => {
    const state = metricRoom(4, 5);
    expect(setWastage(state, 'carpet', 150).totals.carpet).toMatchObject({
      wastage: 100,
      metres: 40,
    });
    expect(setWastage(state, 'carpet', -1).totals.carpet.wastage).toBe(0);
    expect(setWastage(state, 'carpet', '7.9').totals.carpet.wastage).toBe(7);
  });

  it('rounds every total to 2 decimals from the unrounded room areas', () => {
    let state = metricRoom(1.111, 1.111);
    state = metricRoom(1.111, 1.111, addRow(state));
    // Each room is 1.234321 m²: rounded rooms would sum to 2.46, the true sum is 2.468642.
    expect(state.rows[0]?.total).toBe(1.23);
    expect(state.totals.carpet.subTotal).toBe(2.47);
  });
});

describe('switching units', () => {
  it('keeps the room size, to a tenth of an inch, when switching from metric to imperial', () => {
    const metric = metricRoom(4, 5);
    const imperial = switchUnits(metric, 'imperial');
    expect(imperial.units).toBe('imperial');
    // 4 m is 157.48 in and 5 m 196.85 in: shown and counted as 13 ft 1.5 in and 16 ft 4.9 in,
    // as feet and inches switched to metric are counted in the centimetres shown.
    expect(imperial.rows[0]).toMatchObject({ widthFeet: 13, widthInches: 1.5 });
    expect(imperial.rows[0]).toMatchObject({ lengthFeet: 16, lengthInches: 4.9 });
    expect(imperial.totals.carpet.subTotalFeet).toBe(215.36);
    expect(imperial.totals.carpet.subTotalFeet).toBeCloseTo(metric.totals.carpet.subTotalFeet, 0);
    expect(imperial.totals.carpet.subTotal).toBeCloseTo(20, 1);
  });

  it('keeps the room size when switching from imperial to metric', () => {
    const imperial = updateRow(createCalculatorState('imperial'), 0, {
      widthFeet: 12,
      widthInches: 6,
      lengthFeet: 10,
    });
    const metric = switchUnits(imperial, 'metric');
    expect(metric.rows[0]).toMatchObject({ width: 3.81, length: 3.05 });
    expect(metric.totals.carpet.subTotalFeet).toBeCloseTo(125, 0);
  });

  it('comes back to the same figures after switching there and back', () => {
    const start: CalculatorState = metricRoom(3.3, 4.7);
    const back = switchUnits(switchUnits(start, 'imperial'), 'metric');
    expect(back).toEqual(start);
  });
});
