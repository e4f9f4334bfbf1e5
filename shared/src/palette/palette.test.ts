import {
  BUILT_IN_TREND_CARDS,
  DEFAULT_PALETTE,
  normalisePalette,
  type PaletteColour,
  type PaletteOrientation,
  swatchOffset,
  type TrendCard,
  trendCardColours,
  trendCardWeight,
  withBuiltInTrendCards,
} from '.';

/** A random source that replays the given numbers in turn. */
function sequence(...values: number[]): () => number {
  let next = 0;
  return () => values[next++ % values.length] ?? 0;
}

const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/** The swatch percentages of a bar of these colours (the random source moves offsets only). */
const percentsOf = (colours: readonly PaletteColour[], orientation?: PaletteOrientation) =>
  normalisePalette(colours, { orientation, random: sequence(0) }).map((swatch) => swatch.percent);

describe('built-in trend cards', () => {
  it('always offers the seven cards of SPEC 3 with their slugs', () => {
    expect(BUILT_IN_TREND_CARDS.map(({ title, slug }) => [title, slug])).toEqual([
      ['Balanced Brights', 'balanced-brights'],
      ['Quirky Pastels', 'quirky-pastels'],
      ['Natural Tactiles', 'natural-tactiles'],
      ['Haven Hues', 'haven-hues'],
      ['Biophilic Home', 'biophilic-home'],
      ['Regenerative Living', 'regenerative-living'],
      ['Wellness', 'wellness'],
    ]);
  });

  it('gives each card a subtitle and a palette of 4 to 6 hex colours at the card weight', () => {
    for (const card of BUILT_IN_TREND_CARDS) {
      expect(card.subtitle).not.toBe('');
      expect(card.colors.length).toBeGreaterThanOrEqual(4);
      expect(card.colors.length).toBeLessThanOrEqual(6);
      for (const colour of card.colors) {
        expect(colour.hex).toMatch(/^#[0-9A-F]{6}$/);
        expect(colour.weight).toBe(trendCardWeight(card.colors.length));
      }
    }
  });

  it('keeps the built-in cards after the loaded ones, without repeating a slug', () => {
    const loaded: TrendCard[] = [
      { title: 'Wellness 2025', slug: 'wellness', subtitle: 'New', colors: [] },
      { title: 'Coastal', slug: 'coastal', subtitle: 'Sea and sand', colors: [] },
    ];
    const slugs = withBuiltInTrendCards(loaded).map((card) => card.slug);
    expect(slugs.slice(0, 2)).toEqual(['wellness', 'coastal']);
    expect(slugs).toHaveLength(8);
    expect(new Set(slugs).size).toBe(8);
    expect(withBuiltInTrendCards([])).toEqual(BUILT_IN_TREND_CARDS);
  });
});

describe('trend card weight', () => {
  it('is 100 divided by the number of swatches, rounded down', () => {
    expect(trendCardWeight(3)).toBe(33);
    expect(trendCardWeight(4)).toBe(25);
    expect(trendCardWeight(6)).toBe(16);
    expect(trendCardWeight(7)).toBe(14);
    expect(trendCardWeight(0)).toBe(0);
  });

  it('is given to every colour of a card', () => {
    expect(trendCardColours(['#111111', '#222222', '#333333'])).toEqual([
      { hex: '#111111', weight: 33 },
      { hex: '#222222', weight: 33 },
      { hex: '#333333', weight: 33 },
    ]);
  });
});

describe('palette bar normalisation', () => {
  it('turns weights into percentages that add up to 100', () => {
    const percents = percentsOf([
      { hex: '#111111', weight: 1 },
      { hex: '#222222', weight: 3 },
    ]);
    expect(percents).toEqual([25, 75]);
  });

  it('keeps percentages at 2 decimals and their total at 100', () => {
    const percents = percentsOf(trendCardColours(['#1', '#2', '#3']));
    expect(percents).toEqual([33.34, 33.33, 33.33]);
    expect(total(percents)).toBeCloseTo(100, 10);
  });

  it('gives every swatch at least 6% of a horizontal bar', () => {
    const colours: PaletteColour[] = [
      { hex: '#A', weight: 100 },
      { hex: '#B', weight: 1 },
      { hex: '#C', weight: 2 },
    ];
    const percents = percentsOf(colours);
    expect(percents).toEqual([88, 6, 6]);
  });

  it('gives every swatch at least 2% of a vertical bar', () => {
    const colours: PaletteColour[] = [
      { hex: '#A', weight: 100 },
      { hex: '#B', weight: 1 },
      { hex: '#C', weight: 5 },
    ];
    const percents = percentsOf(colours, 'vertical');
    expect(percents[1]).toBe(2);
    expect(percents[2]).toBeCloseTo((5 / 105) * 98, 2);
    expect(total(percents)).toBeCloseTo(100, 10);
  });

  it('raises a swatch that falls below the minimum only after another one was raised', () => {
    // B starts at 6.2%; once C is raised from 0.8% to 6%, B's share of the 94% left is 5.875%.
    const colours: PaletteColour[] = [
      { hex: '#A', weight: 93 },
      { hex: '#B', weight: 6.2 },
      { hex: '#C', weight: 0.8 },
    ];
    const percents = percentsOf(colours);
    expect(percents).toEqual([88, 6, 6]);
  });

  it('shares the bar equally when weights are missing or not positive', () => {
    const colours: PaletteColour[] = [
      { hex: '#A', weight: 0 },
      { hex: '#B', weight: -3 },
      { hex: '#C', weight: Number.NaN },
      { hex: '#D', weight: 0 },
    ];
    const percents = percentsOf(colours);
    expect(percents).toEqual([25, 25, 25, 25]);
  });

  it('gives each swatch a random offset of at least 5%', () => {
    const swatches = normalisePalette(trendCardColours(['#1', '#2', '#3']), {
      random: sequence(0, 0.5, 0.999),
    });
    expect(swatches.map((swatch) => swatch.offset)).toEqual([5, 15, 24.98]);
  });

  it('draws a swatch offset alone the same way, for a bar the build laid out', () => {
    expect([0, 0.5, 0.999].map((value) => swatchOffset(() => value))).toEqual([5, 15, 24.98]);
  });

  it('lays out the same bar whatever the random source', () => {
    const colours = trendCardColours(['#1', '#2', '#3', '#4']);
    const first = normalisePalette(colours, { random: sequence(0.1) });
    const second = normalisePalette(colours, { random: sequence(0.9) });
    expect(first.map((s) => s.percent)).toEqual(second.map((s) => s.percent));
    expect(first.map((s) => s.offset)).not.toEqual(second.map((s) => s.offset));
  });

  it('draws black and white at equal weight by default', () => {
    expect(DEFAULT_PALETTE).toEqual([
      { hex: '#000000', weight: 50 },
      { hex: '#FFFFFF', weight: 50 },
    ]);
    expect(normalisePalette([], { random: sequence(0) })).toEqual([
      { hex: '#000000', percent: 50, offset: 5 },
      { hex: '#FFFFFF', percent: 50, offset: 5 },
    ]);
  });
});
