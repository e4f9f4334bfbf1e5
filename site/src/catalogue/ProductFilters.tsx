/**
 * The product list's filters (SPEC.md sections 2.1 and 2.3): type, sub type (shown once a type is
 * chosen: the sub types belong to a type), rooms, brand, colour with the colour-family shortcuts,
 * and budget. Each change is a new filter set; the list puts it in the URL.
 */
import type { ProductFilters as Filters } from '@gh/shared/catalogue';
import {
  BUDGETS,
  CARPET_SUBTYPES,
  COLOUR_FAMILIES,
  COLOUR_SHORTCUTS,
  HARD_FLOORING_SUBTYPES,
  INSPIRATION_ROOMS,
  PRODUCT_TYPES,
  subTypeLabel,
} from '@gh/shared/navigation';
import type { Region } from '@gh/shared/regions';

const TYPE_LABELS = { CPT: 'Carpet', HF: 'Hard Flooring' } as const;

type FilterKey = 'type' | 'subType' | 'rooms' | 'brand' | 'colour' | 'budget';

interface Option {
  value: string;
  label: string;
}

export interface ProductFiltersProps {
  region: Region;
  filters: Filters;
  brands: readonly { name: string; slug: string }[];
  onChange(filters: Filters): void;
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

export function ProductFilters({ region, filters, brands, onChange }: ProductFiltersProps) {
  const types = filters.type ?? [];
  const subTypes = [
    ...(types.includes('CPT') ? CARPET_SUBTYPES[region] : []),
    ...(types.includes('HF') ? HARD_FLOORING_SUBTYPES[region] : []),
  ];
  const onToggle = (key: FilterKey, value: string, on: boolean) =>
    onChange({ ...filters, [key]: toggled(filters[key], value, on) });
  // A shortcut is on when all its families are; choosing it adds them, choosing it again removes them.
  const shortcuts =
    types.length === 1 ? COLOUR_SHORTCUTS[types[0] as 'CPT' | 'HF'] : COLOUR_SHORTCUTS.CPT;
  const colours = filters.colour ?? [];
  return (
    <form
      className="product-filters"
      aria-label="Filter products"
      onSubmit={(event) => event.preventDefault()}
    >
      <Group
        legend="Type"
        name="type"
        options={PRODUCT_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
        filters={filters}
        onToggle={onToggle}
      />
      <Group
        legend="Style"
        name="subType"
        options={subTypes.map((value) => ({ value, label: subTypeLabel(value) }))}
        filters={filters}
        onToggle={onToggle}
      />
      <fieldset className="product-filters__group">
        <legend>Colour</legend>
        <div className="product-filters__shortcuts">
          {shortcuts.map((shortcut) => {
            const on = shortcut.colours.every((colour) => colours.includes(colour));
            return (
              <button
                key={shortcut.label}
                type="button"
                className="product-filters__shortcut"
                aria-pressed={on}
                onClick={() =>
                  onChange({
                    ...filters,
                    colour: on
                      ? colours.filter(
                          (colour) => !(shortcut.colours as readonly string[]).includes(colour),
                        )
                      : [...new Set([...colours, ...shortcut.colours])],
                  })
                }
              >
                {shortcut.label}
              </button>
            );
          })}
        </div>
        {COLOUR_FAMILIES.map((value) => (
          <label key={value} className="product-filters__option">
            <input
              type="checkbox"
              name="colour"
              value={value}
              checked={colours.includes(value)}
              onChange={(event) => onToggle('colour', value, event.currentTarget.checked)}
            />
            {value.charAt(0).toUpperCase() + value.slice(1)}
          </label>
        ))}
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
