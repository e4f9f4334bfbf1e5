/**
 * How many square metres one box of each boxed hard floor covers, in the reference catalogue:
 * the calculator counts the boxes to buy from it (issue 24). Sheet vinyl comes off a roll, so it
 * has none; nor has carpet. A real catalogue gives each product its own figure.
 */
const BOX_COVERAGE_BY_SUBTYPE: Readonly<Record<string, number>> = {
  engineered_timber_hf: 1.86,
  hybrid_hf: 2.2,
  laminate_hf: 2.22,
  vinyl_plank_hf: 2.6,
};

/** The box coverage of a product by its subtypes (the first boxed one), or undefined. */
export function boxCoverageOf(subTypes: readonly string[]): number | undefined {
  for (const subType of subTypes) {
    const coverage = BOX_COVERAGE_BY_SUBTYPE[subType];
    if (coverage !== undefined) return coverage;
  }
  return undefined;
}
