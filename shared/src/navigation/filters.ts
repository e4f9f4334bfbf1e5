/**
 * The product-list filters the menus link to (SPEC.md section 2.3): product types, colour
 * shortcuts, budgets and subtypes per region, with their labels and the /products query links.
 */
import type { Region } from '../regions';

export const PRODUCT_TYPES = ['CPT', 'HF'] as const;
/** CPT is carpet, HF hard flooring. */
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Colour families the catalogue tags variants with; the menu shortcuts combine them. */
export const COLOUR_FAMILIES = [
  'orange',
  'yellow',
  'gray',
  'black',
  'purple',
  'brown',
  'green',
] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

export type ColourShortcutLabel = 'Light' | 'Grey' | 'Dark' | 'Natural';

export interface ColourShortcut {
  label: ColourShortcutLabel;
  /** Sent as repeated colour parameters, in this order. */
  colours: readonly ColourFamily[];
}

/** Menu colour shortcuts, in menu order, per product type. */
export const COLOUR_SHORTCUTS: Readonly<Record<ProductType, readonly ColourShortcut[]>> = {
  CPT: [
    { label: 'Light', colours: ['orange', 'yellow'] },
    { label: 'Grey', colours: ['gray'] },
    { label: 'Dark', colours: ['black', 'purple'] },
    { label: 'Natural', colours: ['brown', 'green'] },
  ],
  HF: [
    { label: 'Light', colours: ['orange', 'yellow'] },
    { label: 'Natural', colours: ['brown', 'green'] },
    { label: 'Grey', colours: ['gray'] },
    { label: 'Dark', colours: ['purple', 'black'] },
  ],
};

export const BUDGET_VALUES = ['affordable', 'mid-range', 'premium'] as const;
export type Budget = (typeof BUDGET_VALUES)[number];

export interface BudgetOption {
  value: Budget;
  /** The price-level sign the menu shows. */
  symbol: '$' | '$$' | '$$$';
  /** Accessible name of the sign. */
  label: string;
}

export const BUDGETS: readonly BudgetOption[] = [
  { value: 'affordable', symbol: '$', label: 'Affordable' },
  { value: 'mid-range', symbol: '$$', label: 'Mid-range' },
  { value: 'premium', symbol: '$$$', label: 'Premium' },
];

/** The North American carpet fibres; na's carpet menu lists every one of them. */
const NA_CARPET_FIBRES = [
  'wool_cpt_na',
  'wool_blend_na',
  'nz_wool_cpt_na',
  'smartstrand',
  'everlux_nylon_cpt',
  'smartstrand_silk',
] as const;

export const CARPET_SUBTYPE_CODES = [
  'wool_cpt',
  'triexta_cpt',
  'duratuft_cpt',
  'solution_dyed_nylon_cpt',
  'polyester_cpt',
  'polypropylene_cpt',
  ...NA_CARPET_FIBRES,
] as const;
export type CarpetSubType = (typeof CARPET_SUBTYPE_CODES)[number];

export const HARD_FLOORING_SUBTYPE_CODES = [
  'engineered_timber_hf',
  'hybrid_hf',
  'laminate_hf',
  'vinyl_plank_hf',
  'vinyl_sheet_hf',
] as const;
export type HardFlooringSubType = (typeof HARD_FLOORING_SUBTYPE_CODES)[number];

export type SubType = CarpetSubType | HardFlooringSubType;

/** Carpet fibre subtypes each region's carpet menu lists, in menu order. */
export const CARPET_SUBTYPES: Readonly<Record<Region, readonly CarpetSubType[]>> = {
  au: ['wool_cpt', 'triexta_cpt', 'duratuft_cpt', 'solution_dyed_nylon_cpt'],
  nz: ['wool_cpt', 'triexta_cpt', 'polyester_cpt', 'solution_dyed_nylon_cpt'],
  na: NA_CARPET_FIBRES,
};

/** Hard-flooring subtypes each region's menu lists: vinyl sheet in nz only, none in na. */
export const HARD_FLOORING_SUBTYPES: Readonly<Record<Region, readonly HardFlooringSubType[]>> = {
  au: ['engineered_timber_hf', 'hybrid_hf', 'laminate_hf', 'vinyl_plank_hf'],
  nz: ['engineered_timber_hf', 'hybrid_hf', 'laminate_hf', 'vinyl_plank_hf', 'vinyl_sheet_hf'],
  na: [],
};

/**
 * Human labels for every subtype code of SPEC.md sections 2.3 and 2.4. polypropylene_cpt is in no
 * menu but has a product-type page, so it is labelled too.
 */
export const SUBTYPE_LABELS: Readonly<Record<SubType, string>> = {
  wool_cpt: 'Wool',
  triexta_cpt: 'Triexta',
  duratuft_cpt: 'DuraTuft',
  solution_dyed_nylon_cpt: 'Solution Dyed Nylon',
  polyester_cpt: 'Polyester',
  polypropylene_cpt: 'Polypropylene',
  wool_cpt_na: 'Wool',
  wool_blend_na: 'Wool Blend',
  nz_wool_cpt_na: 'New Zealand Wool',
  smartstrand: 'SmartStrand',
  everlux_nylon_cpt: 'Everlux Nylon',
  smartstrand_silk: 'SmartStrand Silk',
  engineered_timber_hf: 'Engineered Timber',
  hybrid_hf: 'Hybrid',
  laminate_hf: 'Laminate',
  vinyl_plank_hf: 'Vinyl Plank',
  vinyl_sheet_hf: 'Vinyl Sheet',
};

export function isSubType(code: string): code is SubType {
  return Object.hasOwn(SUBTYPE_LABELS, code);
}

/**
 * The label of a subtype code. A code the table does not know yet (new catalogue data) still reads
 * as words: its type suffix is dropped and each word capitalised (cork_hf → 'Cork').
 */
export function subTypeLabel(code: string): string {
  if (isSubType(code)) return SUBTYPE_LABELS[code];
  return code
    .replace(/_(cpt|hf|na)$/i, '')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** The query parameters the menu links set on /products (SPEC.md section 2.3). */
export interface ProductListLinkQuery {
  type?: ProductType;
  colour?: readonly string[];
  subType?: string;
  budget?: Budget;
}

/** /products with the given filters, colour repeated once per value: /products?type=CPT&colour=orange&colour=yellow */
export function productListPath(query: ProductListLinkQuery = {}): string {
  const params = new URLSearchParams();
  if (query.type) params.append('type', query.type);
  for (const colour of query.colour ?? []) params.append('colour', colour);
  if (query.subType) params.append('subType', query.subType);
  if (query.budget) params.append('budget', query.budget);
  const search = params.toString();
  return search ? `/products?${search}` : '/products';
}
