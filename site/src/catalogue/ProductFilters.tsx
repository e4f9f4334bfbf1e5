/**
 * The product list's filters (SPEC.md sections 2.1 and 2.3): type, sub type (shown once a type is
 * chosen: the sub types belong to a type), rooms, brand, colour and budget. Colour is one swatch
 * control per colour family plus the shortcuts that select several families ('Light', 'Dark',
 * 'Natural'); 'Grey' is the gray family's own control. Each change is a new filter set; the list
 * puts it in the URL. The same form is the sidebar from 768 px and the drawer's content below.
 */
import {
  COLOUR_FAMILY_HEX,
  COLOUR_OPTIONS,
  colourShortcuts,
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

export type FilterKey = 'type' | 'subType' | 'rooms' | 'brand' | 'colour' | 'budget';

interface Option {
  value: string;
  label: string;
}

export interface ProductFiltersProps {
  region: Region;
  filters: Filters;
  brands: readonly { name: string; slug: string }[];
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
  onToggle,
}: {
  legend: string;
  name: FilterKey;
  options: readonly Option[];
  filters: Filters;
  onToggle(key: FilterKey, value: string, on: boolean): void;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className="product-filters__group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="product-filters__option">
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={filters[name]?.includes(option.value) ?? false}
            onChange={(event) => onToggle(name, option.value, event.currentTarget.checked)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

export function ProductFilters({
  region,
  filters,
  brands,
  onChange,
  fixed = [],
}: ProductFiltersProps) {
  const types = filters.type ?? [];
  const subTypes = [
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
          onToggle={onToggle}
        />
      ) : null}
      {offered('subType') ? (
        <Group
          legend="Style"
          name="subType"
          options={subTypes.map((value) => ({ value, label: subTypeLabel(value) }))}
          filters={filters}
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
          {COLOUR_OPTIONS.map((option) => (
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
            </label>
          ))}
        </div>
      </fieldset>
      <Group
        legend="Room"
        name="rooms"
        options={roomOptions}
        filters={filters}
        onToggle={onToggle}
      />
      <Group
        legend="Brand"
        name="brand"
        options={brands.map((brand) => ({ value: brand.slug, label: brand.name }))}
        filters={filters}
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
        onToggle={onToggle}
      />
    </form>
  );
}
