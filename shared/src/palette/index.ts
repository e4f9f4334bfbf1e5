/**
 * Trend cards and the colour palette bar (SPEC.md sections 2.13, 3 and 9).
 */

/** One swatch of a palette: a colour and its weight (any positive scale). */
export interface PaletteColour {
  hex: string;
  weight: number;
}

/** A trend report card of the inspiration menu and index. */
export interface TrendCard {
  title: string;
  slug: string;
  subtitle: string;
  colors: PaletteColour[];
}

/** A trend card's swatches share its bar equally: 100 / swatches, rounded down (SPEC.md §9). */
export function trendCardWeight(swatchCount: number): number {
  return swatchCount > 0 ? Math.floor(100 / swatchCount) : 0;
}

/** A trend card's palette from its hex colours, each at the card weight. */
export function trendCardColours(hexes: readonly string[]): PaletteColour[] {
  const weight = trendCardWeight(hexes.length);
  return hexes.map((hex) => ({ hex, weight }));
}

function builtInCard(title: string, slug: string, subtitle: string, hexes: string[]): TrendCard {
  return { title, slug, subtitle, colors: trendCardColours(hexes) };
}

/** The seven trend cards that are always available, whatever the content service answers. */
export const BUILT_IN_TREND_CARDS: readonly TrendCard[] = [
  builtInCard('Balanced Brights', 'balanced-brights', 'Joyful colour, grounded by calm neutrals', [
    '#E4572E',
    '#F3A712',
    '#29335C',
    '#A8C686',
    '#F0E6D8',
  ]),
  builtInCard('Quirky Pastels', 'quirky-pastels', 'Playful, softly saturated tones', [
    '#F7C6C7',
    '#C9E4DE',
    '#FAEDCB',
    '#C6DEF1',
    '#DBCDF0',
  ]),
  builtInCard('Natural Tactiles', 'natural-tactiles', 'Texture-rich wool, linen and stone', [
    '#D8CAB8',
    '#A68A64',
    '#7F6A4F',
    '#E9E3D5',
    '#5B5046',
  ]),
  builtInCard('Haven Hues', 'haven-hues', 'Cocooning shades for a restful home', [
    '#6B705C',
    '#A5A58D',
    '#B7B7A4',
    '#FFE8D6',
    '#CB997E',
  ]),
  builtInCard('Biophilic Home', 'biophilic-home', 'Bringing the outdoors in', [
    '#2D6A4F',
    '#52B788',
    '#95D5B2',
    '#8D6B48',
    '#D8E2DC',
  ]),
  builtInCard(
    'Regenerative Living',
    'regenerative-living',
    'Earthy colour for a considered, lasting home',
    ['#9C6644', '#7F5539', '#B08968', '#DDB892', '#606C38', '#283618'],
  ),
  builtInCard('Wellness', 'wellness', 'Soft, restorative tones for body and mind', [
    '#E3EBE5',
    '#A9C5C0',
    '#7A9E9F',
    '#F2E8DC',
  ]),
];

/**
 * The cards to show: the content service's cards first, then every built-in card whose slug they
 * do not already use. With no cards loaded (or a failed load) the built-in cards remain.
 */
export function withBuiltInTrendCards(loaded: readonly TrendCard[]): TrendCard[] {
  const slugs = new Set(loaded.map((card) => card.slug));
  return [...loaded, ...BUILT_IN_TREND_CARDS.filter((card) => !slugs.has(card.slug))];
}

/** The palette bar's palette when none is given: black and white at equal weight. */
export const DEFAULT_PALETTE: readonly PaletteColour[] = [
  { hex: '#000000', weight: 50 },
  { hex: '#FFFFFF', weight: 50 },
];

export type PaletteOrientation = 'horizontal' | 'vertical';
export type PalettePlacement = 'top' | 'bottom' | 'left' | 'right';
export const DEFAULT_PALETTE_ANIMATION = 'robotic';
export const DEFAULT_PALETTE_ORIENTATION: PaletteOrientation = 'horizontal';
export const DEFAULT_PALETTE_PLACEMENT: PalettePlacement = 'top';

/** Smallest share of the bar one swatch gets, in percent (SPEC.md §9). */
export const MIN_SWATCH_SHARE: Readonly<Record<PaletteOrientation, number>> = {
  vertical: 2,
  horizontal: 6,
};
/** Range of a swatch's random offset, in percent; SPEC.md §9 sets the minimum. */
export const MIN_SWATCH_OFFSET = 5;
export const MAX_SWATCH_OFFSET = 25;

/** A swatch as the bar draws it. */
export interface PaletteSwatch {
  hex: string;
  /** Share of the bar's length in percent; the shares add up to 100. */
  percent: number;
  /**
   * How far the swatch's edge drifts in the bar's animation, in percent of its share. Random so
   * that swatches move out of step; the layout itself (percent) is not random, so a server render
   * and the browser agree on it.
   */
  offset: number;
}

export interface NormaliseOptions {
  orientation?: PaletteOrientation;
  /** A source of numbers in [0, 1); Math.random by default. */
  random?: () => number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Shares in percent, proportional to the weights but none below `min` (if they can all fit). */
function shares(weights: readonly number[], min: number): number[] {
  const n = weights.length;
  if (n * min >= 100 || weights.every((weight) => weight === 0)) return weights.map(() => 100 / n);
  // Swatches below the minimum are raised to it; the rest share what remains in proportion, which
  // may push another swatch below the minimum, so repeat until none is.
  const raised = new Set<number>();
  for (;;) {
    const remaining = 100 - raised.size * min;
    const freeTotal = weights.reduce((sum, weight, i) => (raised.has(i) ? sum : sum + weight), 0);
    const below = weights.findIndex(
      (weight, i) => !raised.has(i) && (weight / freeTotal) * remaining < min,
    );
    if (below < 0) {
      return weights.map((weight, i) => (raised.has(i) ? min : (weight / freeTotal) * remaining));
    }
    raised.add(below);
  }
}

/**
 * The palette bar: weights normalised to percentages of the bar, at least 2% each in a vertical
 * bar and 6% in a horizontal one, each swatch with a random offset of at least 5%. Weights that
 * are not positive numbers count as 0; an empty palette draws the default black and white.
 */
/** A swatch's random offset (percent) its animation drifts by: 5 to 25, to 2 decimals. */
export function swatchOffset(random: () => number = Math.random): number {
  return round2(MIN_SWATCH_OFFSET + random() * (MAX_SWATCH_OFFSET - MIN_SWATCH_OFFSET));
}

export function normalisePalette(
  colours: readonly PaletteColour[],
  { orientation = DEFAULT_PALETTE_ORIENTATION, random = Math.random }: NormaliseOptions = {},
): PaletteSwatch[] {
  const palette = colours.length ? colours : DEFAULT_PALETTE;
  const weights = palette.map(({ weight }) => (Number.isFinite(weight) && weight > 0 ? weight : 0));
  const percents = shares(weights, MIN_SWATCH_SHARE[orientation]).map(round2);
  // Rounding may leave the total a hundredth off 100; the largest swatch absorbs it.
  const largest = percents.indexOf(Math.max(...percents));
  percents[largest] = round2(
    (percents[largest] ?? 0) + 100 - percents.reduce((sum, value) => sum + value, 0),
  );
  return palette.map(({ hex }, i) => ({
    hex,
    percent: percents[i] ?? 0,
    offset: swatchOffset(random),
  }));
}
