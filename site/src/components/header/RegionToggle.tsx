/**
 * The region toggle: a button that shows the list of regions. Its behaviour is the
 * <site-region-toggle> island (src/islands/region-toggle.ts): choosing a region is the region
 * change of SPEC.md section 4, then the chosen region's home page opens. Without script each
 * region is a plain link to its home page.
 */
import type { RegionToggleOption } from '@gh/shared/navigation';
import { ChevronIcon } from '../ui/icons';
import './region-toggle.css';

export function RegionToggle({
  options,
  id = 'region-toggle-list',
}: {
  options: RegionToggleOption[];
  /** The list's id: the drawer holds a second toggle. */
  id?: string;
}) {
  const current = options.find((option) => option.current);
  return (
    <site-region-toggle class="region-toggle">
      <button
        type="button"
        className="region-toggle__button"
        aria-expanded="false"
        aria-controls={id}
      >
        <span className="visually-hidden">Region: </span>
        {current?.label}
        <ChevronIcon />
      </button>
      <ul id={id} className="region-toggle__list" hidden>
        {options.map((option) => (
          <li key={option.region}>
            <a
              href={option.href}
              data-region={option.region}
              aria-current={option.current ? 'true' : undefined}
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </site-region-toggle>
  );
}
