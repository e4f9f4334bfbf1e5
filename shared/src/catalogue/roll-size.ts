/** Roll sizes as the catalogue writes them ('3.66m', '4m', '12ft', '15ft') and their widths. */

const METRES_PER_FOOT = 0.3048;
const ROLL_SIZE = /^\s*(\d+(?:\.\d+)?)\s*(m|ft)\s*$/i;

/**
 * The width in metres of a roll size: '3.66m' is 3.66, '12ft' is 3.6576 (kept to a tenth of a
 * millimetre). Undefined for no roll size or one in another form.
 */
export function rollWidthOfRollSize(rollSize: string | null | undefined): number | undefined {
  const match = ROLL_SIZE.exec(rollSize ?? '');
  if (!match) return undefined;
  const value = Number(match[1]);
  if (!(value > 0)) return undefined;
  const metres = match[2]?.toLowerCase() === 'ft' ? value * METRES_PER_FOOT : value;
  return Math.round(metres * 10_000) / 10_000;
}
