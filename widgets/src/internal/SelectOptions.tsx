/** A choice a <select> offers: the value it submits and the label the visitor reads. */
export interface SelectOption {
  value: string | number;
  label: string;
}

/**
 * A <select>'s options, one <option> per choice in the list's order: the calculator's flooring,
 * the store locator's radius, brand and category, and the site's product list order.
 */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return (
    <>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
