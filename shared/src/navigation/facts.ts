/** The footer's 'Did you know?' facts (SPEC.md section 2.6). */

export const DID_YOU_KNOW_TITLE = 'Did you know?';

export const DID_YOU_KNOW_FACTS: readonly string[] = [
  'Wool is naturally flame resistant: it is hard to ignite and tends to self-extinguish rather than melt and drip.',
  'Wool fibres can absorb up to about 30% of their own weight in moisture without feeling damp, which helps even out indoor humidity.',
  'Triexta fibre is made partly from plant-based ingredients: DuPont Sorona, used in SmartStrand carpet, is 37% renewably sourced by weight.',
  'In solution-dyed nylon the colour is added before the fibre is spun, so it runs right through each strand and resists fading from sunlight and bleach.',
  'Carpet over underlay absorbs footfall noise far better than hard floors, which is why it is popular in upstairs bedrooms and apartments.',
  'Engineered timber has a real hardwood top layer bonded to a cross-layered core, which makes it more stable than solid timber when humidity changes.',
  'Laminate flooring was developed in Sweden in the late 1970s and launched as Pergo in the 1980s.',
  'Most of the soil in carpet is dry grit, which wears fibres like sandpaper: regular vacuuming does more for its life than anything else.',
  'Blot a spill, never rub it: rubbing spreads the stain and can untwist and fuzz the carpet pile.',
  'Broadloom carpet is usually made 3.66 metres (12 feet) wide, which is why carpet is quoted in lineal metres as well as square metres.',
  'Floating floors such as laminate and hybrid need an expansion gap around the edges of the room, hidden by skirting boards or scotia.',
  'Strong sunlight fades natural fibres and timber over time; blinds, curtains and UV-filtering glass help floors keep their colour.',
  'Vinyl sheet flooring can be laid with very few seams, which makes it water resistant enough for laundries and bathrooms.',
  'All the carpet in a room should be laid with its pile running the same way, or neighbouring pieces look like different shades.',
  'Timber expands and contracts with humidity, so many timber floors are left to acclimatise in the room before they are installed.',
  'Carpet and underlay add thermal insulation to a floor, helping a room hold its warmth in winter.',
];

/**
 * A random fact. random is any source of numbers in [0, 1) such as Math.random or a seeded
 * generator; an out-of-range value is clamped (and NaN read as 0) so it always
 * yields a fact.
 */
export function pickFact(
  random: () => number = Math.random,
  facts: readonly string[] = DID_YOU_KNOW_FACTS,
): string {
  if (facts.length === 0) throw new Error('pickFact needs at least one fact');
  const scaled = Math.floor(random() * facts.length);
  const index = Number.isFinite(scaled) ? Math.min(facts.length - 1, Math.max(0, scaled)) : 0;
  return facts[index] as string;
}
