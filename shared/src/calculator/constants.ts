/** Business constants of the floor calculator (SPEC.md sections 2.11, 3 and 9). */

export const FLOORING_TYPES = ['carpet', 'hardFlooring'] as const;
export type FlooringType = (typeof FLOORING_TYPES)[number];
export const DEFAULT_FLOORING: FlooringType = 'carpet';

export interface FlooringOption {
  label: string;
  value: FlooringType;
}

export const FLOORING_OPTIONS: readonly FlooringOption[] = [
  { label: 'Carpet', value: 'carpet' },
  { label: 'Hard flooring', value: 'hardFlooring' },
];

/** Room names offered when the room field takes focus. */
export const ROOM_PRESETS = [
  'Kitchen',
  'Lounge',
  'Dining',
  'Bedroom',
  'Bathroom',
  'Kids',
  'Stairs',
] as const;

export const INCHES_PER_METRE = 39.37;
export const INCHES_PER_FOOT = 12;
export const SQUARE_INCHES_PER_SQUARE_FOOT = 144;
/** Carpet comes off a 3.66 m wide roll: broadloom metres = square metres / 3.66. */
export const METRES_PER_LINEAL_METRE = 3.66;
export const SQUARE_YARDS_PER_SQUARE_FOOT = 0.111111;

export const MIN_DIMENSION = 0;
export const MAX_DIMENSION = 199;
export const DEFAULT_WASTAGE = 10;
export const MIN_WASTAGE = 0;
export const MAX_WASTAGE = 100;
export const RESULT_DECIMALS = 2;
/**
 * Inches worked out from metres are kept to a tenth of an inch (2.5 mm, finer than the
 * centimetres metres are kept to), so a room measured in metres reads 13 ft 9.4 in, not 13 ft
 * 9.35 in. Inches the visitor types keep RESULT_DECIMALS.
 */
export const CONVERTED_INCH_DECIMALS = 1;

/** The unit a width or length is typed in, per unit system (inches aside). */
export const DIMENSION_UNITS = { metric: 'm', imperial: 'ft' } as const;

export const TOTALS_LABELS = {
  metres: 'Total m2',
  feet: 'Total square feet',
  lineal: 'Total blm',
  yards: 'Total square yards',
  subTotal: 'Sub total',
  wastage: 'Wastage (%)',
} as const;

/** What the results are given in, per unit system. */
export const RESULT_UNIT_LABELS = { metric: 'SQM', imperial: 'SQR Feet' } as const;
