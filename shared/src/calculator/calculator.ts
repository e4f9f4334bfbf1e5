/**
 * The floor calculator engine (SPEC.md sections 2.11, 3, 4, 5, 9; formulas in DESIGN.md section
 * 7). Every function takes a state and returns a new one with all totals recomputed; the widget
 * and its store only render what comes back.
 *
 * Each row keeps its size in both unit systems: the fields of the active units are what the
 * visitor types (and are clamped); the other system's fields mirror them, so switching units
 * keeps every room's size without drifting on a round trip. Both `total` (m²) and `squareFeet`
 * are always filled, from the active units' dimensions.
 */
import type { Units } from '../regions';
import {
  DEFAULT_FLOORING,
  DEFAULT_WASTAGE,
  FLOORING_OPTIONS,
  FLOORING_TYPES,
  type FlooringOption,
  type FlooringType,
  INCHES_PER_METRE,
  METRES_PER_LINEAL_METRE,
  SQUARE_INCHES_PER_SQUARE_FOOT,
  SQUARE_YARDS_PER_SQUARE_FOOT,
} from './constants';
import {
  clampDimension,
  clampWastage,
  feetAndInchesToMetres,
  metresToFeetAndInches,
  normaliseFeetAndInches,
  roundResult,
  totalInches,
} from './dimensions';

export interface CalculatorRow {
  flooring: FlooringType;
  room: string;
  /** Metres. */
  width: number;
  length: number;
  widthFeet: number;
  widthInches: number;
  lengthFeet: number;
  lengthInches: number;
  /** Square metres, rounded to 2 decimals. */
  total: number;
  /** Square feet, rounded to 2 decimals. */
  squareFeet: number;
}

export interface FlooringTotals {
  /** 'Total square feet': subTotalFeet plus wastage. */
  feet: number;
  /** 'Total blm' (broadloom metres): carpet only, 0 for hard flooring. */
  lineal: number;
  /** 'Total m2': subTotal plus wastage. */
  metres: number;
  /** 'Sub total' in square metres. */
  subTotal: number;
  /** 'Sub total' in square feet. */
  subTotalFeet: number;
  /** 'Wastage (%)', an integer 0 to 100. */
  wastage: number;
  /** 'Total square yards'. */
  yards: number;
}

export type CalculatorTotals = Record<FlooringType, FlooringTotals>;

export interface CalculatorState {
  units: Units;
  rows: CalculatorRow[];
  totals: CalculatorTotals;
}

/** What a visitor can change on a row; values come straight from the form. */
export interface RowPatch {
  flooring?: FlooringType;
  room?: string;
  width?: unknown;
  length?: unknown;
  widthFeet?: unknown;
  widthInches?: unknown;
  lengthFeet?: unknown;
  lengthInches?: unknown;
}

const SQUARE_FEET_PER_SQUARE_METRE = INCHES_PER_METRE ** 2 / SQUARE_INCHES_PER_SQUARE_FOOT;

export function createRow(flooring: FlooringType = DEFAULT_FLOORING): CalculatorRow {
  return {
    flooring,
    room: '',
    width: 0,
    length: 0,
    widthFeet: 0,
    widthInches: 0,
    lengthFeet: 0,
    lengthInches: 0,
    total: 0,
    squareFeet: 0,
  };
}

export function createCalculatorState(
  units: Units = 'metric',
  flooring: FlooringType = DEFAULT_FLOORING,
): CalculatorState {
  const rows = [createRow(flooring)];
  return {
    units,
    rows,
    totals: computeTotals(rows, units, {
      carpet: DEFAULT_WASTAGE,
      hardFlooring: DEFAULT_WASTAGE,
    }),
  };
}

/** A row's area in square metres and square feet, unrounded, from the active units' fields. */
function rowArea(row: CalculatorRow, units: Units): { squareMetres: number; squareFeet: number } {
  if (units === 'metric') {
    const squareMetres = row.width * row.length;
    return { squareMetres, squareFeet: squareMetres * SQUARE_FEET_PER_SQUARE_METRE };
  }
  const squareFeet =
    (totalInches({ feet: row.widthFeet, inches: row.widthInches }) *
      totalInches({ feet: row.lengthFeet, inches: row.lengthInches })) /
    SQUARE_INCHES_PER_SQUARE_FOOT;
  return { squareMetres: squareFeet / SQUARE_FEET_PER_SQUARE_METRE, squareFeet };
}

/** Totals of every flooring type from unrounded row areas; each figure rounded to 2 decimals. */
export function computeTotals(
  rows: readonly CalculatorRow[],
  units: Units,
  wastage: Record<FlooringType, number>,
): CalculatorTotals {
  const totalsFor = (flooring: FlooringType): FlooringTotals => {
    let subTotal = 0;
    let subTotalFeet = 0;
    for (const row of rows) {
      if (row.flooring !== flooring) continue;
      const area = rowArea(row, units);
      subTotal += area.squareMetres;
      subTotalFeet += area.squareFeet;
    }
    const percent = wastage[flooring];
    const metres = subTotal * (1 + percent / 100);
    const feet = subTotalFeet * (1 + percent / 100);
    return {
      feet: roundResult(feet),
      lineal: flooring === 'carpet' ? roundResult(metres / METRES_PER_LINEAL_METRE) : 0,
      metres: roundResult(metres),
      subTotal: roundResult(subTotal),
      subTotalFeet: roundResult(subTotalFeet),
      wastage: percent,
      yards: roundResult(feet * SQUARE_YARDS_PER_SQUARE_FOOT),
    };
  };
  return { carpet: totalsFor('carpet'), hardFlooring: totalsFor('hardFlooring') };
}

/** The wastage amount shown beside the 'Wastage (%)' input, in the active units' area. */
export function wastageAmount(totals: FlooringTotals, units: Units): number {
  const subTotal = units === 'metric' ? totals.subTotal : totals.subTotalFeet;
  return roundResult((subTotal * totals.wastage) / 100);
}

function withTotals(units: Units, rows: CalculatorRow[], previous: CalculatorTotals) {
  const measured = rows.map((row) => {
    const area = rowArea(row, units);
    return {
      ...row,
      total: roundResult(area.squareMetres),
      squareFeet: roundResult(area.squareFeet),
    };
  });
  return {
    units,
    rows: measured,
    totals: computeTotals(measured, units, {
      carpet: previous.carpet.wastage,
      hardFlooring: previous.hardFlooring.wastage,
    }),
  };
}

/** Appends a row (the plus icon on the last row) with the previous row's flooring type. */
export function addRow(state: CalculatorState): CalculatorState {
  const flooring = state.rows.at(-1)?.flooring ?? DEFAULT_FLOORING;
  return withTotals(state.units, [...state.rows, createRow(flooring)], state.totals);
}

/**
 * Deletes a row; with no rows left the calculator goes back to one default row. A calculator
 * limited to one flooring type passes it as `flooring` so the default row uses it.
 */
export function removeRow(
  state: CalculatorState,
  index: number,
  flooring: FlooringType = DEFAULT_FLOORING,
): CalculatorState {
  const rows = state.rows.filter((_, i) => i !== index);
  return withTotals(state.units, rows.length > 0 ? rows : [createRow(flooring)], state.totals);
}

/**
 * Puts a removed row back at its index (the Undo after a removal), with its values as they were
 * and every total recomputed; an index past the last row appends it.
 */
export function restoreRow(
  state: CalculatorState,
  index: number,
  row: CalculatorRow,
): CalculatorState {
  const rows = [...state.rows];
  rows.splice(index, 0, row);
  return withTotals(state.units, rows, state.totals);
}

/**
 * Back to one default row (SPEC.md section 4, also on a region change). The unit system and the
 * wastage percentages are the visitor's settings rather than data they entered, so they stay.
 */
export function resetCalculator(
  state: CalculatorState,
  flooring: FlooringType = DEFAULT_FLOORING,
): CalculatorState {
  return withTotals(state.units, [createRow(flooring)], state.totals);
}

function applyPatch(row: CalculatorRow, patch: RowPatch, units: Units): CalculatorRow {
  const next = { ...row };
  if (patch.flooring !== undefined) next.flooring = patch.flooring;
  if (patch.room !== undefined) next.room = patch.room;
  for (const side of ['width', 'length'] as const) {
    if (units === 'metric' && patch[side] !== undefined) {
      next[side] = clampDimension(patch[side]);
      const mirrored = metresToFeetAndInches(next[side]);
      next[`${side}Feet`] = mirrored.feet;
      next[`${side}Inches`] = mirrored.inches;
    }
    const feetPatch = patch[`${side}Feet`];
    const inchesPatch = patch[`${side}Inches`];
    if (units === 'imperial' && (feetPatch !== undefined || inchesPatch !== undefined)) {
      const normalised = normaliseFeetAndInches(
        feetPatch ?? row[`${side}Feet`],
        inchesPatch ?? row[`${side}Inches`],
      );
      next[`${side}Feet`] = normalised.feet;
      next[`${side}Inches`] = normalised.inches;
      next[side] = feetAndInchesToMetres(normalised);
    }
  }
  return next;
}

/**
 * Applies a visitor's edit to one row. Only the active units' dimension fields are taken (the
 * others are mirrors); an index past the last row changes nothing.
 */
export function updateRow(state: CalculatorState, index: number, patch: RowPatch): CalculatorState {
  const rows = state.rows.map((row, i) =>
    i === index ? applyPatch(row, patch, state.units) : row,
  );
  return withTotals(state.units, rows, state.totals);
}

export function setWastage(
  state: CalculatorState,
  flooring: FlooringType,
  value: unknown,
): CalculatorState {
  const totals = { ...state.totals, [flooring]: { ...state.totals[flooring] } };
  totals[flooring].wastage = clampWastage(value);
  return withTotals(state.units, state.rows, totals);
}

/** Switches unit system; every room keeps its size (the mirrored fields become the inputs). */
export function switchUnits(state: CalculatorState, units: Units): CalculatorState {
  return withTotals(units, state.rows, state.totals);
}

/** The flooring choices to offer: all, or only the allowed ones (the selector hides at one). */
export function flooringOptionsFor(
  allowed: readonly FlooringType[] = FLOORING_TYPES,
): FlooringOption[] {
  return FLOORING_OPTIONS.filter((option) => allowed.includes(option.value));
}
