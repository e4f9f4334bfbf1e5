/**
 * The product list's filters (SPEC.md sections 2.1 and 2.3): type, sub type (shown once a type is
 * chosen: the sub types belong to a type), rooms, brand, colour, budget and features. Colour is one
 * swatch control per colour family plus the shortcuts that select several families ('Light',
 * 'Dark', 'Natural'); 'Grey' is the gray family's own control. Each change is a new filter set;
 * the list puts it in the URL. The same form is the sidebar from 768 px and the drawer's content
 * below. Given counts (the products each value would show), a group shows them beside its values
 * and offers no value that would show nothing; with counts of sub types, the styles are those
 * counted, whatever the type (the search results page).
 */
import {
  COLOUR_FAMILY_HEX,
  COLOUR_OPTIONS,
  colourShortcuts,
  type FacetCounts,
  type ProductFilters as Filters,
  toggleColourShortcut,
} from '@gh/shared/catalogue';
import {
  BUDGETS,
  CARPET_SUBTYPES,
  HARD_FLOORING_SUBTYPES,
  INSPIRATION_ROOMS,
  PRODUCT_TYPES,
  subTypeLabel,
} from '@gh/shared/navigation';
import type { Region } from '@gh/shared/regions';
import './product-filters.css';

const TYPE_LABELS = { CPT: 'Carpet', HF: 'Hard Flooring' } as const;

export type FilterKey = 'type' | 'subType' | 'rooms' | 'brand' | 'colour' | 'budget' | 'feature';

interface Option {
  value: string;
  label: string;
}

export interface ProductFiltersProps {
  region: Region;
  filters: Filters;
  brands: readonly { name: string; slug: string }[];
  /** The region's features (highlights): the Features group's values. */
  features?: readonly { slug: string; title: string }[];
  /** The products each value of a group would show, for the groups that show counts. */
  counts?: FacetCounts;
  onChange(filters: Filters): void;
  /** Filter groups a page fixes and so does not offer (a product-type page: type and style). */
  fixed?: readonly FilterKey[];
}

const roomOptions: Option[] = INSPIRATION_ROOMS.map((room) => ({
  value: room.href.split('/').pop() ?? room.href,
  label: room.label,
}));

function toggled(list: readonly string[] | undefined, value: string, on: boolean): string[] {
  const rest = (list ?? []).filter((item) => item !== value);
  return on ? [...rest, value] : rest;
}

function Group({
  legend,
  name,
  options,
  filters,
  counts,
  onToggle,
}: {
  legend: string;
  name: FilterKey;
  options: readonly Option[];
  filters: Filters;
  counts?: FacetCounts;
  onToggle(key: FilterKey, value: string, on: boolean): void;
}) {
  const counted = counts?.[name];
  const shown = counted
    ? options.filter(
        (option) => (counted[option.value] ?? 0) > 0 || filters[name]?.includes(option.value),
      )
    : options;
  if (shown.length === 0) return null;
  return (
    <fieldset className="product-filters__group">
      <legend>{legend}</legend>
      {shown.map((option) => (
        <label key={option.value} className="product-filters__option">
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={filters[name]?.includes(option.value) ?? false}
            onChange={(event) => onToggle(name, option.value, event.currentTarget.checked)}
          />
          {option.label}
          {counted ? <FilterCount count={counted[option.value] ?? 0} /> : null}
        </label>
      ))}
    </fieldset>
  );
}

/** How many products a value would show: '(12)', read as part of its label. */
function FilterCount({ count }: { count: number }) {
  return <span className="product-filters__count">({count})</span>;
}

export function ProductFilters({
  region,
  filters,
  brands,
  features = [],
  counts,
  onChange,
  fixed = [],
}: ProductFiltersProps) {
  const types = filters.type ?? [];
  const subTypes = counts?.subType
    ? [...CARPET_SUBTYPES[region], ...HARD_FLOORING_SUBTYPES[region]]
    : [
        ...(types.includes('CPT') ? CARPET_SUBTYPES[region] : []),
        ...(types.includes('HF') ? HARD_FLOORING_SUBTYPES[region] : []),
      ];
  const onToggle = (key: FilterKey, value: string, on: boolean) =>
    onChange({ ...filters, [key]: toggled(filters[key], value, on) });
  const colours = filters.colour ?? [];
  const offered = (key: FilterKey) => !fixed.includes(key);
  return (
    <form
      className="product-filters"
      aria-label="Filter products"
      onSubmit={(event) => event.preventDefault()}
    >
      {offered('type') ? (
        <Group
          legend="Type"
          name="type"
          options={PRODUCT_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
          filters={filters}
          counts={counts}
          onToggle={onToggle}
        />
      ) : null}
      {offered('subType') ? (
        <Group
          legend="Style"
          name="subType"
          options={subTypes.map((value) => ({ value, label: subTypeLabel(value) }))}
          filters={filters}
          counts={counts}
          onToggle={onToggle}
        />
      ) : null}
      <fieldset className="product-filters__group">
        <legend>Colour</legend>
        <div className="product-filters__shortcuts">
          {colourShortcuts(filters).map((shortcut) => (
            <button
              key={shortcut.label}
              type="button"
              className="product-filters__shortcut"
              aria-pressed={shortcut.selected}
              onClick={() => onChange(toggleColourShortcut(filters, shortcut))}
            >
              <span className="product-filters__shortcut-chips" aria-hidden="true">
                {shortcut.colours.map((colour) => (
                  <span key={colour} style={{ background: COLOUR_FAMILY_HEX[colour] }} />
                ))}
              </span>
              {shortcut.label}
            </button>
          ))}
        </div>
        <div className="product-filters__swatches">
          {COLOUR_OPTIONS.filter(
            (option) =>
              !counts?.colour ||
              (counts.colour[option.value] ?? 0) > 0 ||
              colours.includes(option.value),
          ).map((option) => (
            <label key={option.value} className="product-filters__swatch">
              <input
                type="checkbox"
                name="colour"
                value={option.value}
                checked={colours.includes(option.value)}
                onChange={(event) => onToggle('colour', option.value, event.currentTarget.checked)}
              />
              <span
                className="product-filters__chip"
                aria-hidden="true"
                style={{ background: option.hex }}
              />
              {option.label}
              {counts?.colour ? <FilterCount count={counts.colour[option.value] ?? 0} /> : null}
            </label>
          ))}
        </div>
      </fieldset>
      <Group
        legend="Room"
        name="rooms"
        options={roomOptions}
        filters={filters}
        counts={counts}
        onToggle={onToggle}
      />
      <Group
        legend="Brand"
        name="brand"
        options={brands.map((brand) => ({ value: brand.slug, label: brand.name }))}
        filters={filters}
        counts={counts}
        onToggle={onToggle}
      />
      <Group
        legend="Budget"
        name="budget"
        options={BUDGETS.map((budget) => ({
          value: budget.value,
          label: `${budget.symbol} ${budget.label}`,
        }))}
        filters={filters}
        counts={counts}
        onToggle={onToggle}
      />
      {offered('feature') ? (
        <Group
          legend="Features"
          name="feature"
          options={features.map((feature) => ({ value: feature.slug, label: feature.title }))}
          filters={filters}
          counts={counts}
          onToggle={onToggle}
        />
      ) : null}
    </form>
  );
}
