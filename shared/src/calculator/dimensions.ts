/** Input clamps, the feet-and-inches normalisation and unit conversion (SPEC.md sections 4, 5). */
import {
  INCHES_PER_FOOT,
  INCHES_PER_METRE,
  MAX_DIMENSION,
  MAX_WASTAGE,
  MIN_DIMENSION,
  MIN_WASTAGE,
  RESULT_DECIMALS,
} from './constants';

/** A number from a form value: numbers pass, numeric strings parse, anything else is NaN. */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

export function roundResult(value: number): number {
  const factor = 10 ** RESULT_DECIMALS;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** Width or length in metres or feet: 0 through 199, anything non-numeric is 0. */
export function clampDimension(value: unknown): number {
  const number = toNumber(value);
  if (!Number.isFinite(number)) return number === Number.POSITIVE_INFINITY ? MAX_DIMENSION : 0;
  return Math.min(MAX_DIMENSION, Math.max(MIN_DIMENSION, number));
}

/** Wastage percentage: read as an integer (fraction dropped), 0 through 100, non-numeric is 0. */
export function clampWastage(value: unknown): number {
  const number = Math.trunc(toNumber(value));
  if (Number.isNaN(number)) return 0;
  return Math.min(MAX_WASTAGE, Math.max(MIN_WASTAGE, number));
}

export interface FeetAndInches {
  feet: number;
  inches: number;
}

/**
 * Inches of 12 or more carry into feet; negative inches between -12 and 0 (both exclusive)
 * borrow a foot when feet are above 0; any other inches value (non-numeric, -12 or below, or
 * negative with no foot to borrow) becomes 0. Feet are clamped like any dimension, before and
 * after the carry.
 */
export function normaliseFeetAndInches(feetValue: unknown, inchesValue: unknown): FeetAndInches {
  let feet = clampDimension(feetValue);
  let inches = toNumber(inchesValue);
  if (!Number.isFinite(inches)) {
    inches = 0;
  } else if (inches >= INCHES_PER_FOOT) {
    feet += Math.floor(inches / INCHES_PER_FOOT);
    inches %= INCHES_PER_FOOT;
  } else if (inches < 0 && inches > -INCHES_PER_FOOT && feet > 0) {
    feet -= 1;
    inches += INCHES_PER_FOOT;
  } else if (inches < 0) {
    inches = 0;
  }
  return { feet: clampDimension(feet), inches: roundResult(inches) };
}

export function totalInches({ feet, inches }: FeetAndInches): number {
  return feet * INCHES_PER_FOOT + inches;
}

export function metresToFeetAndInches(metres: number): FeetAndInches {
  const inchesTotal = roundResult(metres * INCHES_PER_METRE);
  const feet = Math.floor(inchesTotal / INCHES_PER_FOOT);
  return { feet, inches: roundResult(inchesTotal - feet * INCHES_PER_FOOT) };
}

export function feetAndInchesToMetres(length: FeetAndInches): number {
  return roundResult(totalInches(length) / INCHES_PER_METRE);
}
