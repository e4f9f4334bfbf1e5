/** Input clamps, the feet-and-inches normalisation and unit conversion (SPEC.md sections 4, 5). */
import type { Units } from '../regions';
import {
  CONVERTED_INCH_DECIMALS,
  DIMENSION_UNITS,
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

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

export function roundResult(value: number): number {
  return roundTo(value, RESULT_DECIMALS);
}

/** Width or length in metres or feet: 0 through 199, anything non-numeric is 0. */
export function clampDimension(value: unknown): number {
  const number = toNumber(value);
  if (!Number.isFinite(number)) return number === Number.POSITIVE_INFINITY ? MAX_DIMENSION : 0;
  return Math.min(MAX_DIMENSION, Math.max(MIN_DIMENSION, number));
}

/** Which end of the 0 through 199 range a typed width or length was held to. */
export type DimensionLimit = 'smallest' | 'largest';

/**
 * The limit a typed width or length (metres or feet) lies beyond, so the visitor can be told
 * why 250 became 199; undefined when it is taken as typed, or is not a number at all.
 */
export function dimensionLimitReached(value: unknown): DimensionLimit | undefined {
  const number = toNumber(value);
  if (number > MAX_DIMENSION) return 'largest';
  if (number < MIN_DIMENSION) return 'smallest';
  return undefined;
}

/**
 * The same for feet and inches typed together (normaliseFeetAndInches): the feet themselves,
 * then the feet after 12 inches or more carry into them, and negative inches with no foot to
 * borrow. Inches of -12 or below become 0 by SPEC.md section 4 rather than by a limit.
 */
export function feetAndInchesLimitReached(
  feetValue: unknown,
  inchesValue: unknown,
): DimensionLimit | undefined {
  const byFeet = dimensionLimitReached(feetValue);
  if (byFeet) return byFeet;
  const feet = clampDimension(feetValue);
  const inches = toNumber(inchesValue);
  // Rounded as normaliseFeetAndInches rounds them, so 11.999 in carries here as it does there.
  const rounded = roundResult(inches);
  if (rounded >= INCHES_PER_FOOT) {
    return dimensionLimitReached(feet + Math.floor(rounded / INCHES_PER_FOOT));
  }
  if (inches < 0 && inches > -INCHES_PER_FOOT && feet <= MIN_DIMENSION) return 'smallest';
  return undefined;
}

/** What the visitor is told beside a clamped field: 'Largest width is 199 m'. */
export function dimensionLimitMessage(
  side: 'width' | 'length',
  limit: DimensionLimit,
  units: Units,
): string {
  const unit = DIMENSION_UNITS[units];
  return limit === 'largest'
    ? `Largest ${side} is ${MAX_DIMENSION} ${unit}`
    : `Smallest ${side} is ${MIN_DIMENSION} ${unit}`;
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
 * after the carry. Inches are rounded to 2 decimals, and inches that round up to 12 carry too:
 * 5 ft 11.999 in is 6 ft 0 in, never 5 ft 12 in.
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
  inches = roundResult(inches);
  if (inches >= INCHES_PER_FOOT) {
    feet += 1;
    inches = 0;
  }
  return { feet: clampDimension(feet), inches };
}

export function totalInches({ feet, inches }: FeetAndInches): number {
  return feet * INCHES_PER_FOOT + inches;
}

/**
 * Metres in feet and inches, to a tenth of an inch (CONVERTED_INCH_DECIMALS). The whole length
 * is rounded before it is split, so what rounds up to a whole foot carries into the feet:
 * 1.8285 m (71.99 in) is 6 ft 0 in, never 5 ft 12 in.
 */
export function metresToFeetAndInches(metres: number): FeetAndInches {
  const inchesTotal = roundTo(metres * INCHES_PER_METRE, CONVERTED_INCH_DECIMALS);
  const feet = Math.floor(inchesTotal / INCHES_PER_FOOT);
  return { feet, inches: roundTo(inchesTotal - feet * INCHES_PER_FOOT, CONVERTED_INCH_DECIMALS) };
}

export function feetAndInchesToMetres(length: FeetAndInches): number {
  return roundResult(totalInches(length) / INCHES_PER_METRE);
}
