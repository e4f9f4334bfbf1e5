/**
 * How a filtered product list presents itself (issue 11): its heading, its order, the chips of
 * its active filters and the colour controls of SPEC.md section 2.3. Plain functions of the
 * filters, so the built page, the browser and the tests read the same rules.
 */
import {
  BUDGETS,
  CARPET_SUBTYPE_CODES,
  COLOUR_FAMILIES,
  COLOUR_SHORTCUTS,
  type ColourFamily,
  type ColourShortcutLabel,
  HARD_FLOORING_SUBTYPE_CODES,
  subTypeLabel,
} from '../navigation/filters';
import { INSPIRATION_ROOMS } from '../navigation/menus';
import { PRODUCT_SORTS, type ProductSort } from './paging';
import { clearTypeDependentFilters, type ProductListQuery } from './query';
import { PRODUCT_FILTER_KEYS, type ProductFilterKey, type ProductFilters } from './types';

/** What each product-list type is called in a heading. */
const TYPE_HEADINGS = { CPT: 'Carpet', HF: 'Hard flooring' } as const;
/** The noun a sub type qualifies: 'Wool carpet', 'Hybrid flooring'. */
const SUB_TYPE_NOUNS = { CPT: 'carpet', HF: 'flooring' } as const;

/** The product-list type a sub type belongs to, or null for a code neither list knows. */
export function subTypeListType(code: string): 'CPT' | 'HF' | null {
  if ((CARPET_SUBTYPE_CODES as readonly string[]).includes(code)) return 'CPT';
  if ((HARD_FLOORING_SUBTYPE_CODES as readonly string[]).includes(code)) return 'HF';
  return null;
}

/**
 * The heading (and document title) of a product list. One type names the list ('Carpet',
 * 'Hard flooring'); one sub type of that type, and no other, qualifies it ('Wool carpet',
 * 'Hybrid flooring'); anything else (no type, both types, sub types of both) is 'Products'.
 * Colours, rooms, brands and budgets narrow the list without renaming it.
 */
export function productListHeading(filters: ProductFilters): string {
  const types = filters.type ?? [];
  if (types.length !== 1) return 'Products';
  const type = types[0] as 'CPT' | 'HF';
  const subTypes = (filters.subType ?? []).filter((code) => subTypeListType(code) === type);
  if (subTypes.length === 1 && filters.subType?.length === 1) {
    return `${subTypeLabel(subTypes[0] as string)} ${SUB_TYPE_NOUNS[type]}`;
  }
  return TYPE_HEADINGS[type];
}

/** The list's order from its query: `sort=` when it is one of PRODUCT_SORTS, else 'featured'. */
export function parseProductSort(query: ProductListQuery): ProductSort {
  const value =
    typeof query === 'string' || query instanceof URLSearchParams
      ? new URLSearchParams(query).get('sort')
      : [query.sort].flat()[0];
  return (PRODUCT_SORTS as readonly string[]).includes(value ?? '')
    ? (value as ProductSort)
    : 'featured';
}

/** The sort control's choices, in the order it lists them. */
export const PRODUCT_SORT_OPTIONS: readonly { value: ProductSort; label: string }[] = [
  { value: 'featured', label: 'Featured' },
  { value: 'name', label: 'Name A–Z' },
  { value: '-name', label: 'Name Z–A' },
  { value: 'colours', label: 'Most colours' },
];

/** The query of a product list: its filters, its order (unless featured) and its pages (from 2). */
export function productListSearch(
  filters: ProductFilters,
  { sort = 'featured', pages = 1 }: { sort?: ProductSort; pages?: number } = {},
): string {
  const params = new URLSearchParams();
  for (const key of PRODUCT_FILTER_KEYS) {
    for (const value of filters[key] ?? []) params.append(key, value);
  }
  if (sort !== 'featured') params.set('sort', sort);
  if (pages > 1) params.set('pages', String(pages));
  return params.toString();
}

/**
 * The colour controls of the list: one per colour family, labelled as SPEC.md section 2.3's
 * shortcuts name them where a shortcut is a single family ('Grey' is the gray family, so there is
 * one 'Grey' control and no 'Gray' beside it).
 */
export interface ColourOption {
  value: ColourFamily;
  label: string;
  /** The chip a swatch control draws for the family, as a CSS colour. */
  hex: string;
}

/** A representative colour of each family, for the filter's swatches. */
export const COLOUR_FAMILY_HEX: Readonly<Record<ColourFamily, string>> = {
  orange: '#d9822b',
  yellow: '#e6c655',
  gray: '#9a9a96',
  black: '#232427',
  purple: '#6b4a7a',
  brown: '#7a5234',
  green: '#5f7a4a',
};

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The label of a colour family: the shortcut's name for a one-family shortcut, else the family. */
export function colourLabel(family: string): string {
  const single = COLOUR_SHORTCUTS.CPT.find(
    (shortcut) => shortcut.colours.length === 1 && shortcut.colours[0] === family,
  );
  return single?.label ?? capitalised(family);
}

export const COLOUR_OPTIONS: readonly ColourOption[] = COLOUR_FAMILIES.map((value) => ({
  value,
  label: colourLabel(value),
  hex: COLOUR_FAMILY_HEX[value],
}));

/** A colour shortcut that selects several families ('Light', 'Dark', 'Natural'). */
export interface ColourShortcutControl {
  label: ColourShortcutLabel;
  colours: readonly ColourFamily[];
  /** Every one of its families is selected. */
  selected: boolean;
}

/**
 * The shortcuts of SPEC.md section 2.3 that select more than one family, for the list's type (the
 * carpet order unless the list is hard flooring only). A one-family shortcut is its colour's own
 * control (see COLOUR_OPTIONS).
 */
export function colourShortcuts(filters: ProductFilters): ColourShortcutControl[] {
  const types = filters.type ?? [];
  const table =
    types.length === 1 && types[0] === 'HF' ? COLOUR_SHORTCUTS.HF : COLOUR_SHORTCUTS.CPT;
  const colours = filters.colour ?? [];
  return table
    .filter((shortcut) => shortcut.colours.length > 1)
    .map((shortcut) => ({
      label: shortcut.label,
      colours: shortcut.colours,
      selected: shortcut.colours.every((colour) => colours.includes(colour)),
    }));
}

/** Choosing a shortcut adds its families; choosing a selected one removes them. */
export function toggleColourShortcut(
  filters: ProductFilters,
  shortcut: Pick<ColourShortcutControl, 'colours' | 'selected'>,
): ProductFilters {
  const colours = filters.colour ?? [];
  const family = shortcut.colours as readonly string[];
  return {
    ...filters,
    colour: shortcut.selected
      ? colours.filter((colour) => !family.includes(colour))
      : [...new Set([...colours, ...family])],
  };
}

/** One active filter value, as a removable chip shows it. */
export interface ActiveFilter {
  key: ProductFilterKey;
  value: string;
  label: string;
}

const TYPE_LABELS: Record<string, string> = { CPT: 'Carpet', HF: 'Hard Flooring' };

/** The names of the brands and features a label may need, from the catalogue's lists. */
export interface FilterNames {
  brands?: readonly { name: string; slug: string }[];
  features?: readonly { title: string; slug: string }[];
}

/** A filter value as its control labels it ('gray' is 'Grey'); an unknown value as it is. */
export function filterLabel(
  key: ProductFilterKey,
  value: string,
  { brands = [], features = [] }: FilterNames = {},
): string {
  switch (key) {
    case 'type':
      return TYPE_LABELS[value] ?? value;
    case 'subType':
      return subTypeLabel(value);
    case 'colour':
      return colourLabel(value);
    case 'rooms':
      return INSPIRATION_ROOMS.find((room) => room.href.endsWith(`/${value}`))?.label ?? value;
    case 'brand':
      return brands.find((brand) => brand.slug === value)?.name ?? value;
    case 'feature':
      return features.find((feature) => feature.slug === value)?.title ?? value;
    case 'budget': {
      const budget = BUDGETS.find((option) => option.value === value);
      return budget ? `${budget.symbol} ${budget.label}` : value;
    }
    default:
      return value;
  }
}

/**
 * The active filters of a list as chips, in the order of the filter groups, with the labels the
 * filter controls use. Brands and features are named from the lists given; an unknown value shows
 * as is. Type-dependent filters without a type are not active (SPEC.md section 4) and have no chip.
 */
export function activeFilters(
  filters: ProductFilters,
  brands: readonly { name: string; slug: string }[] = [],
  features: readonly { title: string; slug: string }[] = [],
): ActiveFilter[] {
  const applied = clearTypeDependentFilters(filters);
  return PRODUCT_FILTER_KEYS.flatMap((key) =>
    (applied[key] ?? []).map((value) => ({
      key,
      value,
      label: filterLabel(key, value, { brands, features }),
    })),
  );
}

/** The filters without one value; removing the last type also removes what depends on it. */
export function withoutFilter(
  filters: ProductFilters,
  key: ProductFilterKey,
  value: string,
): ProductFilters {
  const rest = (filters[key] ?? []).filter((item) => item !== value);
  const next: ProductFilters = { ...filters, [key]: rest };
  if (rest.length === 0) delete next[key];
  return clearTypeDependentFilters(next);
}

/**
 * The colourway a card shows: under a colour filter, the first colour of the product in one of
 * the filtered families (a grey filter shows the grey colourway, not the default orange one);
 * otherwise, or when none matches, the product's first colour.
 */
export function matchingColourway<V extends { colour?: string | null }>(
  variants: readonly V[],
  colours: readonly string[] = [],
): V | undefined {
  if (colours.length) {
    const match = variants.find((variant) => variant.colour && colours.includes(variant.colour));
    if (match) return match;
  }
  return variants[0];
}

/** Colour dots a card draws at most; the rest are counted as '+N'. */
export const CARD_COLOUR_DOTS = 5;

/** The colours a card draws as dots, in catalogue order, and how many more there are. */
export function colourDots<V>(
  variants: readonly V[],
  max = CARD_COLOUR_DOTS,
): { dots: V[]; more: number } {
  return { dots: variants.slice(0, max), more: Math.max(0, variants.length - max) };
}
