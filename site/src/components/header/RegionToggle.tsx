/**
 * The region toggle. Choosing a region is the region change of SPEC.md section 4: the shared
 * changeRegion clears the stored location, resets the calculator, empties the basket and
 * dismisses the region alert; then the chosen region's home page opens.
 */
import type { RegionToggleOption } from '@gh/shared/navigation';
import type { Region } from '@gh/shared/regions';
import { navigate } from 'gatsby';
import { type MouseEvent, useState } from 'react';
import { rememberRegion } from '../region/storage';
import { ChevronIcon } from '../ui/icons';
import './region-toggle.css';

export async function switchRegion(region: Region): Promise<void> {
  const { changeRegion, clientStores, hydrated } = await import('../../state/stores');
  const stores = clientStores(region);
  await Promise.all([hydrated(stores.root), hydrated(stores.samples)]);
  const { homePath } = changeRegion(stores, region);
  rememberRegion(region);
  await navigate(homePath);
}

export function RegionToggle({
  options,
  id = 'region-toggle-list',
}: {
  options: RegionToggleOption[];
  /** The list's id: the drawer holds a second toggle. */
  id?: string;
}) {
  const [open, setOpen] = useState(false);
  const current = options.find((option) => option.current);
  const choose = (event: MouseEvent<HTMLAnchorElement>, option: RegionToggleOption) => {
    event.preventDefault();
    setOpen(false);
    void switchRegion(option.region);
  };
  return (
    <div className="region-toggle">
      <button
        type="button"
        className="region-toggle__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">Region: </span>
        {current?.label}
        <ChevronIcon />
      </button>
      <ul id={id} className="region-toggle__list" hidden={!open}>
        {options.map((option) => (
          <li key={option.region}>
            <a
              href={option.href}
              aria-current={option.current ? 'true' : undefined}
              onClick={(event) => choose(event, option)}
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
