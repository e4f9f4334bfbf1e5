/**
 * The shoppers' vocabulary (issue 40, item 2; DESIGN.md section 4): what the words people type
 * mean in the catalogue's own terms, as data. One row per word or phrase: the product-list filter
 * it sets and the values it takes (those of the product list's `type`, `subType`, `colour`,
 * `feature`, `rooms`, `budget`, `shape` and `brand` filters, beside them in
 * shared/src/catalogue and shared/src/navigation/filters.ts), or nothing for a word that carries
 * no constraint ('for', 'flooring', 'colours'). The server reads queries with it, the site's
 * results page and the header's search box show what it understood with its labels.
 *
 * The catalogue's own words come first and are made from its tables (its types, sub types,
 * colour families and shortcuts, budgets and rooms); the catalogue data a build or a server reads
 * (features, brands, collections) adds its rows through catalogueVocabulary(). The shoppers'
 * words follow, written out.
 */
import {
  BUDGETS,
  COLOUR_FAMILIES,
  COLOUR_SHORTCUTS,
  SUBTYPE_LABELS,
  type SubType,
} from '../navigation/filters';
import { INSPIRATION_ROOMS } from '../navigation/menus';

/** The catalogue attributes a query can constrain: product-list filters, and a collection. */
export const SEARCH_FACETS = [
  'type',
  'subType',
  'colour',
  'feature',
  'rooms',
  'budget',
  'shape',
  'brand',
  'collection',
] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];

/** What a word or phrase means: for each attribute it constrains, the values that satisfy it. */
export type Meaning = Partial<Record<SearchFacet, readonly string[]>>;

/**
 * A word or phrase and what it means. A phrase on several rows means all they say together
 * ('wool' is the sub types labelled Wool, and the other wools its row adds).
 */
export interface VocabularyRow {
  /** Lower case, words separated by single spaces, no punctuation: 'pet friendly'. */
  phrase: string;
  /** {} for a word that carries no constraint. */
  means: Meaning;
}

/**
 * How two constraints on one attribute combine. A product has one type, sub type, budget, shape,
 * brand and collection, so 'wool nylon' asks for either; it has many colours and rooms, and a
 * shopper naming two ('grey or black', 'bedroom and study') asks for either too. Features add up:
 * 'pet friendly waterproof' asks for both.
 */
export const FACET_JOIN: Readonly<Record<SearchFacet, 'any' | 'all'>> = {
  type: 'any',
  subType: 'any',
  colour: 'any',
  feature: 'all',
  rooms: 'any',
  budget: 'any',
  shape: 'any',
  brand: 'any',
  collection: 'any',
};

const row = (phrase: string, means: Meaning): VocabularyRow => ({ phrase, means });
/** A word that carries no constraint. */
const noConstraint = (phrase: string): VocabularyRow => ({ phrase, means: {} });

/** A label as a phrase: 'Living Room' → 'living room', 'Mid-range' → 'mid range'. */
export const phraseOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const CARPET = ['CPT'];
const HARD_FLOORING = ['HF'];
const TIMBER: SubType[] = ['engineered_timber_hf'];
const VINYL_PLANK: SubType[] = ['vinyl_plank_hf'];
const VINYL_SHEET: SubType[] = ['vinyl_sheet_hf'];
const HYBRID: SubType[] = ['hybrid_hf'];
/** Every sub type whose fibre is wool: wool, New Zealand wool, wool blend. */
const WOOL: SubType[] = ['wool_cpt', 'wool_cpt_na', 'nz_wool_cpt_na', 'wool_blend_na'];
/** DuraTuft is a solution dyed nylon; Everlux is nylon. */
const NYLON: SubType[] = ['solution_dyed_nylon_cpt', 'duratuft_cpt', 'everlux_nylon_cpt'];
/** SmartStrand and SmartStrand Silk are triexta. */
const TRIEXTA: SubType[] = ['triexta_cpt', 'smartstrand', 'smartstrand_silk'];

/**
 * Each sub type label as a phrase for its codes ('wool' → wool_cpt and wool_cpt_na). A one-word
 * label also stands for the labels that begin with it: SmartStrand Silk is a SmartStrand.
 */
function subTypeRows(): VocabularyRow[] {
  const codes = new Map<string, SubType[]>();
  for (const [code, label] of Object.entries(SUBTYPE_LABELS) as [SubType, string][]) {
    const phrase = phraseOf(label);
    codes.set(phrase, [...(codes.get(phrase) ?? []), code]);
  }
  return [...codes].map(([phrase, subType]) => {
    const kinds = phrase.includes(' ')
      ? []
      : [...codes].flatMap(([other, more]) => (other.startsWith(`${phrase} `) ? more : []));
    return row(phrase, { subType: [...subType, ...kinds] });
  });
}

/** The catalogue's own words, from its tables. */
const CATALOGUE_ROWS: readonly VocabularyRow[] = [
  row('carpet', { type: CARPET }),
  row('hard flooring', { type: HARD_FLOORING }),
  ...subTypeRows(),
  ...COLOUR_FAMILIES.map((family) => row(family, { colour: [family] })),
  ...COLOUR_SHORTCUTS.CPT.map((shortcut) =>
    row(phraseOf(shortcut.label), { colour: shortcut.colours }),
  ),
  ...BUDGETS.map((budget) => row(phraseOf(budget.label), { budget: [budget.value] })),
  ...INSPIRATION_ROOMS.map((room) =>
    row(phraseOf(room.label), { rooms: [room.href.split('/').pop() as string] }),
  ),
  row('plank', { shape: ['plank'] }),
  row('tile', { shape: ['tile'] }),
  row('sheet', { shape: ['sheet'] }),
  row('broadloom', { shape: ['broadloom'] }),
];

/**
 * Rooms and uses the catalogue does not tag, read through the features a floor there needs: a
 * bathroom, an ensuite, a laundry or a wet area needs a waterproof floor; a home with pets needs a
 * pet-friendly one; allergies and asthma need a low-allergen one; spills need a stain-resistant
 * one. (A kids' room is a bedroom, a hallway an entry: those the catalogue tags.)
 */
export const UNTAGGED_USES: readonly VocabularyRow[] = [
  row('bathroom', { feature: ['waterproof'] }),
  row('bathrooms', { feature: ['waterproof'] }),
  row('ensuite', { feature: ['waterproof'] }),
  row('laundry', { feature: ['waterproof'] }),
  row('wet area', { feature: ['waterproof'] }),
  row('wet room', { feature: ['waterproof'] }),
  row('mudroom', { feature: ['waterproof'] }),
  row('basement', { feature: ['waterproof'] }),
  row('pets', { feature: ['pet-friendly'] }),
  row('pet', { feature: ['pet-friendly'] }),
  row('dog', { feature: ['pet-friendly'] }),
  row('dogs', { feature: ['pet-friendly'] }),
  row('puppy', { feature: ['pet-friendly'] }),
  row('cat', { feature: ['pet-friendly'] }),
  row('cats', { feature: ['pet-friendly'] }),
  row('allergies', { feature: ['low-allergen'] }),
  row('allergy', { feature: ['low-allergen'] }),
  row('asthma', { feature: ['low-allergen'] }),
  row('spills', { feature: ['stain-resistant'] }),
];

/** What shoppers call the catalogue's things. */
const SHOPPER_ROWS: readonly VocabularyRow[] = [
  // Types
  row('carpeting', { type: CARPET }),
  row('wall to wall', { type: CARPET }),
  row('hard floor', { type: HARD_FLOORING }),
  row('hard surface', { type: HARD_FLOORING }),
  row('hard surfaces', { type: HARD_FLOORING }),
  row('hardfloor', { type: HARD_FLOORING }),
  // Sub types and fibres
  row('timber', { subType: TIMBER }),
  row('wood', { subType: TIMBER }),
  row('wooden', { subType: TIMBER }),
  row('hardwood', { subType: TIMBER }),
  row('floorboards', { subType: TIMBER }),
  row('floor boards', { subType: TIMBER }),
  row('engineered', { subType: TIMBER }),
  row('engineered wood', { subType: TIMBER }),
  row('parquet', { subType: TIMBER }),
  row('vinyl', { subType: [...VINYL_PLANK, ...VINYL_SHEET] }),
  row('luxury vinyl', { subType: VINYL_PLANK }),
  row('luxury vinyl plank', { subType: VINYL_PLANK }),
  row('luxury vinyl tile', { subType: VINYL_PLANK }),
  // A look is not a material: wood-look floors are the hard floors, timber or not.
  row('wood look', { type: HARD_FLOORING }),
  row('timber look', { type: HARD_FLOORING }),
  row('wood effect', { type: HARD_FLOORING }),
  row('timber effect', { type: HARD_FLOORING }),
  row('wood grain', { type: HARD_FLOORING }),
  row('woodgrain', { type: HARD_FLOORING }),
  row('lvp', { subType: VINYL_PLANK }),
  row('lvt', { subType: VINYL_PLANK }),
  row('sheet vinyl', { subType: VINYL_SHEET }),
  row('lino', { subType: VINYL_SHEET }),
  row('linoleum', { subType: VINYL_SHEET }),
  row('spc', { subType: HYBRID }),
  row('rigid core', { subType: HYBRID }),
  row('wool', { subType: WOOL }),
  row('woollen', { subType: WOOL }),
  // The wool of wool_cpt is 100% New Zealand wool (its yarn), like New Zealand Wool's.
  row('new zealand wool', { subType: ['nz_wool_cpt_na', 'wool_cpt'] }),
  row('nz wool', { subType: ['nz_wool_cpt_na', 'wool_cpt'] }),
  row('solution dyed', { subType: ['solution_dyed_nylon_cpt', 'duratuft_cpt'] }),
  row('smart strand', { subType: ['smartstrand', 'smartstrand_silk'] }),
  row('nylon', { subType: NYLON }),
  row('sdn', { subType: ['solution_dyed_nylon_cpt'] }),
  row('triexta', { subType: TRIEXTA }),
  row('everlux', { subType: ['everlux_nylon_cpt'] }),
  row('olefin', { subType: ['polypropylene_cpt'] }),
  row('poly', { subType: ['polyester_cpt', 'polypropylene_cpt'] }),
  // Colours: families, and what shoppers call the colours in them
  row('greys', { colour: ['gray'] }),
  // A shade of a colour is that colour, not the Light or Dark shortcut besides it.
  row('light grey', { colour: ['gray'] }),
  row('light gray', { colour: ['gray'] }),
  row('dark grey', { colour: ['gray', 'black'] }),
  row('dark gray', { colour: ['gray', 'black'] }),
  row('light brown', { colour: ['brown'] }),
  row('dark brown', { colour: ['brown'] }),
  row('silver', { colour: ['gray'] }),
  row('charcoal', { colour: ['black'] }),
  row('beige', { colour: ['yellow'] }),
  row('cream', { colour: ['yellow'] }),
  row('ivory', { colour: ['yellow'] }),
  row('white', { colour: ['yellow'] }),
  row('off white', { colour: ['yellow'] }),
  row('blonde', { colour: ['yellow'] }),
  row('gold', { colour: ['yellow'] }),
  row('tan', { colour: ['brown'] }),
  row('chocolate', { colour: ['brown'] }),
  row('rust', { colour: ['orange'] }),
  row('mauve', { colour: ['purple'] }),
  row('lilac', { colour: ['purple'] }),
  row('olive', { colour: ['green'] }),
  // Colours the catalogue has none of: understood, so that the rest of the query still finds.
  row('blue', { colour: [] }),
  row('navy', { colour: [] }),
  row('red', { colour: [] }),
  row('pink', { colour: [] }),
  // Budgets
  row('cheap', { budget: ['affordable'] }),
  row('cheapest', { budget: ['affordable'] }),
  row('budget', { budget: ['affordable'] }),
  row('inexpensive', { budget: ['affordable'] }),
  row('low cost', { budget: ['affordable'] }),
  row('value', { budget: ['affordable'] }),
  row('economical', { budget: ['affordable'] }),
  row('midrange', { budget: ['mid-range'] }),
  row('mid priced', { budget: ['mid-range'] }),
  row('luxury', { budget: ['premium'] }),
  row('luxurious', { budget: ['premium'] }),
  row('high end', { budget: ['premium'] }),
  row('top end', { budget: ['premium'] }),
  row('expensive', { budget: ['premium'] }),
  // Rooms
  row('bedrooms', { rooms: ['bedroom'] }),
  row('master bedroom', { rooms: ['bedroom'] }),
  row('guest room', { rooms: ['bedroom'] }),
  row('kids room', { rooms: ['bedroom'] }),
  row('kids bedroom', { rooms: ['bedroom'] }),
  row('childrens room', { rooms: ['bedroom'] }),
  row('nursery', { rooms: ['bedroom'] }),
  row('lounge', { rooms: ['living-room'] }),
  row('lounge room', { rooms: ['living-room'] }),
  row('living', { rooms: ['living-room'] }),
  row('family room', { rooms: ['living-room'] }),
  row('sitting room', { rooms: ['living-room'] }),
  row('rumpus', { rooms: ['living-room'] }),
  row('rumpus room', { rooms: ['living-room'] }),
  row('media room', { rooms: ['living-room'] }),
  row('tv room', { rooms: ['living-room'] }),
  row('kitchens', { rooms: ['kitchen'] }),
  row('dining', { rooms: ['dining-room'] }),
  row('office', { rooms: ['study'] }),
  row('home office', { rooms: ['study'] }),
  row('library', { rooms: ['study'] }),
  row('entrance', { rooms: ['entry'] }),
  row('entryway', { rooms: ['entry'] }),
  row('hallway', { rooms: ['entry'] }),
  row('hallways', { rooms: ['entry'] }),
  row('hall', { rooms: ['entry'] }),
  row('foyer', { rooms: ['entry'] }),
  row('corridor', { rooms: ['entry'] }),
  row('stairs', { rooms: ['entry'] }),
  row('staircase', { rooms: ['entry'] }),
  // Features by other names
  row('pet proof', { feature: ['pet-friendly'] }),
  row('dog friendly', { feature: ['pet-friendly'] }),
  row('water proof', { feature: ['waterproof'] }),
  row('water resistant', { feature: ['waterproof'] }),
  row('moisture resistant', { feature: ['waterproof'] }),
  row('stain proof', { feature: ['stain-resistant'] }),
  row('stainproof', { feature: ['stain-resistant'] }),
  row('easy clean', { feature: ['stain-resistant'] }),
  row('easy care', { feature: ['stain-resistant'] }),
  row('spill proof', { feature: ['stain-resistant'] }),
  row('soft', { feature: ['soft-underfoot'] }),
  row('softest', { feature: ['soft-underfoot'] }),
  row('cosy', { feature: ['soft-underfoot'] }),
  row('cozy', { feature: ['soft-underfoot'] }),
  row('hypoallergenic', { feature: ['low-allergen'] }),
  row('allergy friendly', { feature: ['low-allergen'] }),
  row('non toxic', { feature: ['red-list-free'] }),
  row('eco friendly', { feature: ['red-list-free'] }),
  row('sustainable', { feature: ['carbon-neutral'] }),
  row('aussie made', { feature: ['australian-made'] }),
  row('made in australia', { feature: ['australian-made'] }),
  // Words that carry no constraint
  ...[
    'a',
    'an',
    'the',
    'for',
    'my',
    'our',
    'in',
    'on',
    'of',
    'to',
    'with',
    'and',
    'or',
    'not',
    'near',
    'me',
    'i',
    'is',
    'are',
    'that',
    'best',
    'good',
    'nice',
    'new',
    'flooring',
    'floorings',
    'floor',
    'floors',
    'floor covering',
    'floor coverings',
    'colour',
    'colours',
    'color',
    'colors',
    'shade',
    'shades',
    'tone',
    'tones',
    'hue',
    'hues',
    'collection',
    'collections',
    'series',
    'style',
    'styles',
    'range',
    'ranges',
    'options',
    'ideas',
    'products',
    'product',
    'type',
    'types',
    'look',
    'looks',
    'room',
    'rooms',
    'friendly',
    'suitable',
    'buy',
    'shop',
    'please',
    'want',
    'need',
    'looking',
    'show',
  ].map(noConstraint),
];

/**
 * Whether a colour word names a colour family or a shortcut ('grey', 'gray', 'dark'): such a
 * word asks for the family alone. Any other colour word names colours too ('charcoal' also
 * finds the colour called Charcoal first).
 */
export function isFamilyWord(phrase: string): boolean {
  return (
    (COLOUR_FAMILIES as readonly string[]).includes(phrase) ||
    COLOUR_SHORTCUTS.CPT.some((shortcut) => phraseOf(shortcut.label) === phrase)
  );
}

/** The vocabulary every query is read with: the catalogue's words, its untagged uses, the shoppers'. */
export const SEARCH_VOCABULARY: readonly VocabularyRow[] = [
  ...CATALOGUE_ROWS,
  ...UNTAGGED_USES,
  ...SHOPPER_ROWS,
];

/** Catalogue data that adds words: the features, brands and collections of the catalogue read. */
export interface CatalogueWords {
  features: readonly { slug: string; title: string }[];
  brands: readonly { slug: string; name: string }[];
  collections: readonly string[];
}

/** Trailing words of a collection's name that are not part of what it is called. */
const COLLECTION_SUFFIX = /\s+(collection|series|range)$/;

/**
 * The rows of the catalogue's data: each feature by its title ('pet friendly'), each brand by its
 * name, each collection by its name and, when what remains has two words or more ('timber
 * tones'), by its name without 'Collection'. A one-word remainder ('Heritage') is a word of many
 * product names too, so it is searched as text rather than read as the collection.
 */
export function catalogueVocabulary({
  features,
  brands,
  collections,
}: CatalogueWords): VocabularyRow[] {
  return [
    ...features.map((feature) => row(phraseOf(feature.title), { feature: [feature.slug] })),
    ...brands.map((brand) => row(phraseOf(brand.name), { brand: [brand.slug] })),
    ...collections.flatMap((name) => {
      const phrase = phraseOf(name);
      const short = phrase.replace(COLLECTION_SUFFIX, '');
      const rows = [row(phrase, { collection: [name] })];
      if (short !== phrase && short.includes(' ')) rows.push(row(short, { collection: [name] }));
      return rows;
    }),
  ];
}
