/**
 * The vocabulary the demo catalogue is generated from: brands, segments, highlights, colours,
 * name parts and the per-subtype specifications. Product rules (subtypes per region, colour
 * families, budgets) come from @gh/shared; this file only holds demo wording.
 */
import type { BrandCode } from '@gh/shared/catalogue';
import type { ColourFamily, SubType } from '@gh/shared/navigation';
import type { Region } from '@gh/shared/regions';

export interface BrandSeed {
  code: BrandCode;
  name: string;
  slug: string;
  description: string;
  regions: Region[];
  /** Sites whose brand lists show it. */
  websites: BrandCode[];
}

export const BRANDS: readonly BrandSeed[] = [
  {
    code: 'GHRES',
    name: 'GH Residential',
    slug: 'gh-residential',
    description: 'Carpet and hard flooring made for the way families live.',
    regions: ['au', 'nz', 'na'],
    websites: ['GHRES'],
  },
  {
    code: 'GHC',
    name: 'GH Commercial',
    slug: 'gh-commercial',
    description: 'Hard flooring engineered for busy homes and workplaces.',
    regions: ['au', 'nz'],
    websites: ['GHRES', 'GHC'],
  },
  {
    code: 'FTX',
    name: 'Floortex',
    slug: 'floortex',
    description: 'Soft, hard-wearing carpets in easy-care fibres.',
    regions: ['au', 'nz'],
    websites: ['GHRES'],
  },
  {
    code: 'RBK',
    name: 'Redbank',
    slug: 'redbank',
    description: 'Value carpets sold through our retail partners.',
    regions: ['au'],
    websites: ['GHRES'],
  },
  {
    code: 'TFF',
    name: 'The Flooring Foundation',
    slug: 'the-flooring-foundation',
    description: 'Training and standards for flooring installers.',
    regions: ['nz'],
    websites: ['GHRES'],
  },
];

export const SEGMENTS = [
  { id: 'seg-essentials', name: 'Essentials' },
  { id: 'seg-core', name: 'Core' },
  { id: 'seg-signature', name: 'Signature' },
] as const;

/** Product features the search's highlights group finds (features pages, SPEC.md section 2.1). */
export const HIGHLIGHTS = [
  {
    slug: 'red-list-free',
    title: 'Red List Free',
    text: 'Free of the chemicals on the building Red List',
    regions: ['au', 'nz', 'na'],
  },
  {
    slug: 'australian-made',
    title: 'Australian Made',
    text: 'Made in our Australian mills',
    regions: ['au'],
  },
  {
    slug: 'stain-resistant',
    title: 'Stain Resistant',
    text: 'Spills wipe away with water',
    regions: ['au', 'nz', 'na'],
  },
  {
    slug: 'pet-friendly',
    title: 'Pet Friendly',
    text: 'Stands up to claws, paws and accidents',
    regions: ['au', 'nz', 'na'],
  },
  {
    slug: 'waterproof',
    title: 'Waterproof',
    text: 'Waterproof core for kitchens and laundries',
    regions: ['au', 'nz'],
  },
  {
    slug: 'low-allergen',
    title: 'Low Allergen',
    text: 'Certified for asthma and allergy sufferers',
    regions: ['au', 'nz', 'na'],
  },
  {
    slug: 'carbon-neutral',
    title: 'Carbon Neutral',
    text: 'Certified carbon neutral across its life',
    regions: ['au', 'nz'],
  },
  {
    slug: 'soft-underfoot',
    title: 'Soft Underfoot',
    text: 'Extra-fine fibres for a soft feel',
    regions: ['au', 'nz', 'na'],
  },
] as const;

export const ROOMS = [
  'bedroom',
  'living-room',
  'kitchen',
  'dining-room',
  'study',
  'entry',
] as const;

export interface Colour {
  name: string;
  family: ColourFamily;
  hex: string;
}

/** Colour names by family: the menu's Light, Grey, Dark and Natural shortcuts combine families. */
export const COLOURS: readonly Colour[] = [
  { name: 'Honey', family: 'orange', hex: '#c8924e' },
  { name: 'Terracotta', family: 'orange', hex: '#b8673f' },
  { name: 'Apricot Glow', family: 'orange', hex: '#e0a574' },
  { name: 'Copper Sand', family: 'orange', hex: '#b97a4f' },
  { name: 'Amber Oak', family: 'orange', hex: '#c68a4c' },
  { name: 'Desert Sun', family: 'orange', hex: '#d29a63' },
  { name: 'Linen', family: 'yellow', hex: '#e6dcc3' },
  { name: 'Wheat', family: 'yellow', hex: '#dcc79b' },
  { name: 'Champagne', family: 'yellow', hex: '#e8d9b0' },
  { name: 'Blonde Oak', family: 'yellow', hex: '#d8bd8a' },
  { name: 'Buttermilk', family: 'yellow', hex: '#efe2bb' },
  { name: 'Straw', family: 'yellow', hex: '#d9c07e' },
  { name: 'Silver Fog', family: 'gray', hex: '#b4b5b2' },
  { name: 'Pebble', family: 'gray', hex: '#9d9a93' },
  { name: 'Concrete', family: 'gray', hex: '#8e8f8c' },
  { name: 'Ash Grey', family: 'gray', hex: '#a7a49c' },
  { name: 'Storm', family: 'gray', hex: '#6f7377' },
  { name: 'Dove', family: 'gray', hex: '#c2c0ba' },
  { name: 'Charcoal', family: 'black', hex: '#3b3c3e' },
  { name: 'Ebony', family: 'black', hex: '#2b2724' },
  { name: 'Midnight', family: 'black', hex: '#24272d' },
  { name: 'Graphite', family: 'black', hex: '#45474a' },
  { name: 'Ink', family: 'black', hex: '#1f2228' },
  { name: 'Basalt', family: 'black', hex: '#3f3e3b' },
  { name: 'Plum', family: 'purple', hex: '#5d4556' },
  { name: 'Heather', family: 'purple', hex: '#8a7a8c' },
  { name: 'Aubergine', family: 'purple', hex: '#4a3443' },
  { name: 'Mulberry', family: 'purple', hex: '#6b4257' },
  { name: 'Lavender Haze', family: 'purple', hex: '#a59aad' },
  { name: 'Walnut', family: 'brown', hex: '#6b4a33' },
  { name: 'Chestnut', family: 'brown', hex: '#7c5236' },
  { name: 'Mocha', family: 'brown', hex: '#7a6354' },
  { name: 'Spotted Gum', family: 'brown', hex: '#8a6547' },
  { name: 'Cocoa', family: 'brown', hex: '#5c4536' },
  { name: 'Driftwood', family: 'brown', hex: '#9b8468' },
  { name: 'Tobacco', family: 'brown', hex: '#6e5238' },
  { name: 'Sage', family: 'green', hex: '#9aa58b' },
  { name: 'Olive Grove', family: 'green', hex: '#6f7352' },
  { name: 'Eucalypt', family: 'green', hex: '#7d8c79' },
  { name: 'Moss', family: 'green', hex: '#5f6a4a' },
  { name: 'Fern', family: 'green', hex: '#6b7d5c' },
  { name: 'Seagrass', family: 'green', hex: '#8d9476' },
];

/** First words of product names. */
export const NAME_FIRST = [
  'Coastal',
  'Heritage',
  'Highland',
  'Harbour',
  'Meadow',
  'Alpine',
  'Riverstone',
  'Bayside',
  'Woodland',
  'Summit',
  'Canyon',
  'Seaview',
  'Prairie',
  'Orchard',
  'Ironbark',
  'Kauri',
  'Otway',
  'Tasman',
  'Aurora',
  'Bellevue',
  'Cascade',
  'Driftwood',
  'Ember',
  'Fairhaven',
  'Glenrock',
  'Hawthorn',
  'Juniper',
  'Kingsford',
  'Lakeside',
  'Marlowe',
  'Northcote',
  'Oakridge',
  'Pemberton',
  'Queensbury',
  'Rosedale',
  'Sandridge',
  'Thornbury',
  'Upland',
  'Valley',
  'Westbury',
  'Yarra',
  'Zenith',
  'Avalon',
  'Brighton',
  'Clifton',
  'Dunmore',
  'Elwood',
  'Fitzroy',
  'Granville',
  'Hampton',
  'Inverness',
  'Jarrah',
  'Kelso',
  'Lorne',
  'Mornington',
  'Newport',
  'Oxley',
  'Portsea',
  'Richmond',
  'Sorrento',
];

/** Second words of carpet names, by construction. */
export const CARPET_STYLES = [
  { word: 'Twist', pile: 'twist' },
  { word: 'Loop', pile: 'loop' },
  { word: 'Velvet', pile: 'cut' },
  { word: 'Plush', pile: 'cut' },
  { word: 'Berber', pile: 'loop' },
  { word: 'Saxony', pile: 'cut' },
  { word: 'Weave', pile: 'loop' },
  { word: 'Tweed', pile: 'twist' },
  { word: 'Haven', pile: 'cut' },
  { word: 'Retreat', pile: 'cut' },
  { word: 'Cord', pile: 'loop' },
  { word: 'Boucle', pile: 'loop' },
] as const;

/** Second words of hard-flooring names. */
export const HARD_FLOORING_WORDS = [
  'Oak',
  'Blackbutt',
  'Walnut',
  'Elm',
  'Maple',
  'Hickory',
  'Ash',
  'Chestnut',
  'Stone',
  'Slate',
  'Timber',
  'Grain',
];

/** Third words, used once two-word names run out at scale. */
export const NAME_THIRD = [
  'Classic',
  'Select',
  'Plus',
  'Luxe',
  'Prestige',
  'Natural',
  'Studio',
  'Estate',
  'Reserve',
  'Signature',
  'Essence',
  'Origin',
  'Nordic',
  'Urban',
  'Villa',
  'Vintage',
  'Grand',
  'Lodge',
];

export const COLLECTIONS = [
  'Heritage Collection',
  'Coastal Living Collection',
  'Urban Edge Collection',
  'Natural Fibres Collection',
  'Family Tough Collection',
  'Designer Collection',
  'Outback Collection',
  'Timber Tones Collection',
  'Modern Classics Collection',
  'Signature Series',
];

/**
 * How a floor is made, which decides the features it carries (catalogue.ts featuresOf): a carpet's
 * fibre and whether it is dyed before it is spun (solution dyed: the colour goes through the whole
 * fibre, so bleach and spills cannot lift it); a hard floor's core and the surface over it.
 */
export interface Construction {
  fibre?: 'wool' | 'wool-blend' | 'nylon' | 'triexta' | 'polyester' | 'polypropylene';
  solutionDyed?: boolean;
  core?: 'timber' | 'hdf' | 'rigid-spc' | 'flexible-vinyl';
  surface?: 'lacquer' | 'scratch-resistant-wear-layer' | 'vinyl-wear-layer';
}

export interface SubTypeSpec {
  type: 'CPT' | 'HF';
  construction: Construction;
  /** Regions for a subtype no region's menu lists (the menus of @gh/shared decide the rest). */
  regions?: Region[];
  /** Media kind of its images: the flooring look. */
  look: 'carpet' | 'timber' | 'hybrid' | 'laminate' | 'vinyl';
  vinylStyle?: 'plank' | 'sheet';
  yarn?: string;
  shapes: string[];
  thicknesses: string[];
  rollSizes: string[];
  rooms: readonly (typeof ROOMS)[number][];
  /** A collection every product of the subtype belongs to. */
  collection?: string;
}

const CARPET_ROOMS = ['bedroom', 'living-room', 'dining-room', 'study', 'entry'] as const;
const METRIC_ROLLS = ['3.66m', '4m'];
const IMPERIAL_ROLLS = ['12ft', '15ft'];
const PILE = ['9mm', '10mm', '12mm', '14mm'];

/** The specs of every carpet fibre and hard-flooring subtype. */
export const SUBTYPE_SPECS: Readonly<Record<SubType, SubTypeSpec>> = {
  wool_cpt: {
    type: 'CPT',
    construction: { fibre: 'wool' },
    look: 'carpet',
    yarn: '100% New Zealand wool',
    shapes: ['broadloom'],
    thicknesses: PILE,
    rollSizes: METRIC_ROLLS,
    rooms: CARPET_ROOMS,
  },
  triexta_cpt: {
    type: 'CPT',
    construction: { fibre: 'triexta' },
    look: 'carpet',
    yarn: 'Triexta',
    shapes: ['broadloom'],
    thicknesses: PILE,
    rollSizes: METRIC_ROLLS,
    rooms: CARPET_ROOMS,
  },
  duratuft_cpt: {
    type: 'CPT',
    construction: { fibre: 'nylon', solutionDyed: true },
    look: 'carpet',
    yarn: 'DuraTuft solution dyed nylon',
    shapes: ['broadloom'],
    thicknesses: PILE,
    rollSizes: METRIC_ROLLS,
    rooms: CARPET_ROOMS,
  },
  solution_dyed_nylon_cpt: {
    type: 'CPT',
    construction: { fibre: 'nylon', solutionDyed: true },
    look: 'carpet',
    yarn: 'Solution dyed nylon',
    shapes: ['broadloom'],
    thicknesses: PILE,
    rollSizes: METRIC_ROLLS,
    rooms: CARPET_ROOMS,
  },
  polyester_cpt: {
    type: 'CPT',
    construction: { fibre: 'polyester' },
    look: 'carpet',
    yarn: 'Polyester',
    shapes: ['broadloom'],
    thicknesses: PILE,
    rollSizes: METRIC_ROLLS,
    rooms: CARPET_ROOMS,
  },
  polypropylene_cpt: {
    type: 'CPT',
    construction: { fibre: 'polypropylene', solutionDyed: true },
    regions: ['au', 'nz'],
    look: 'carpet',
    yarn: 'Polypropylene',
    shapes: ['broadloom'],
    thicknesses: PILE,
    rollSizes: METRIC_ROLLS,
    rooms: CARPET_ROOMS,
  },
  wool_cpt_na: {
    type: 'CPT',
    construction: { fibre: 'wool' },
    look: 'carpet',
    yarn: '100% wool',
    shapes: ['broadloom'],
    thicknesses: PILE,
    rollSizes: IMPERIAL_ROLLS,
    rooms: CARPET_ROOMS,
  },
  wool_blend_na: {
    type: 'CPT',
    construction: { fibre: 'wool-blend' },
    look: 'carpet',
    yarn: 'Wool blend',
    shapes: ['broadloom'],
    thicknesses: PILE,
    rollSizes: IMPERIAL_ROLLS,
    rooms: CARPET_ROOMS,
  },
  nz_wool_cpt_na: {
    type: 'CPT',
    construction: { fibre: 'wool' },
    look: 'carpet',
    yarn: '100% New Zealand wool',
    shapes: ['broadloom'],
    thicknesses: PILE,
    rollSizes: IMPERIAL_ROLLS,
    rooms: CARPET_ROOMS,
  },
  smartstrand: {
    type: 'CPT',
    construction: { fibre: 'triexta' },
    look: 'carpet',
    yarn: 'SmartStrand triexta',
    shapes: ['broadloom'],
    thicknesses: PILE,
    rollSizes: IMPERIAL_ROLLS,
    rooms: CARPET_ROOMS,
  },
  everlux_nylon_cpt: {
    type: 'CPT',
    construction: { fibre: 'nylon' },
    look: 'carpet',
    yarn: 'Everlux nylon',
    shapes: ['broadloom'],
    thicknesses: PILE,
    rollSizes: IMPERIAL_ROLLS,
    rooms: CARPET_ROOMS,
    collection: 'Everlux Xtra Collection',
  },
  smartstrand_silk: {
    type: 'CPT',
    construction: { fibre: 'triexta' },
    look: 'carpet',
    yarn: 'SmartStrand Silk triexta',
    shapes: ['broadloom'],
    thicknesses: PILE,
    rollSizes: IMPERIAL_ROLLS,
    rooms: CARPET_ROOMS,
  },
  engineered_timber_hf: {
    type: 'HF',
    construction: { core: 'timber', surface: 'lacquer' },
    look: 'timber',
    shapes: ['plank'],
    thicknesses: ['14mm', '15mm', '21mm'],
    rollSizes: [],
    rooms: ['bedroom', 'living-room', 'kitchen', 'dining-room', 'study', 'entry'],
  },
  hybrid_hf: {
    type: 'HF',
    construction: { core: 'rigid-spc', surface: 'scratch-resistant-wear-layer' },
    look: 'hybrid',
    shapes: ['plank'],
    thicknesses: ['6.5mm', '8mm', '9mm'],
    rollSizes: [],
    rooms: ['living-room', 'kitchen', 'dining-room', 'entry', 'study'],
  },
  laminate_hf: {
    type: 'HF',
    construction: { core: 'hdf', surface: 'scratch-resistant-wear-layer' },
    look: 'laminate',
    shapes: ['plank'],
    thicknesses: ['8mm', '12mm'],
    rollSizes: [],
    rooms: ['bedroom', 'living-room', 'dining-room', 'study'],
  },
  vinyl_plank_hf: {
    type: 'HF',
    construction: { core: 'rigid-spc', surface: 'scratch-resistant-wear-layer' },
    look: 'vinyl',
    vinylStyle: 'plank',
    shapes: ['plank', 'tile'],
    thicknesses: ['2.5mm', '5mm'],
    rollSizes: [],
    rooms: ['kitchen', 'living-room', 'entry', 'dining-room'],
  },
  vinyl_sheet_hf: {
    type: 'HF',
    construction: { core: 'flexible-vinyl', surface: 'vinyl-wear-layer' },
    look: 'vinyl',
    vinylStyle: 'sheet',
    shapes: ['sheet'],
    thicknesses: ['2mm'],
    rollSizes: ['2m', '4m'],
    rooms: ['kitchen', 'entry'],
  },
};
