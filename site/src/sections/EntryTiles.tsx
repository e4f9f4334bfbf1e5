/**
 * The home page's ways into the ranges (issue 11): one large tile per range of the region's
 * primary navigation (Carpet and Hard Flooring in au and nz, Discover in na), so a visitor from
 * search reaches the products in one tap.
 */
import { type EntryTile, homeEntryTiles } from '@gh/shared/navigation';
import type { Region } from '@gh/shared/regions';
import { Link } from 'gatsby';
import { HydrationSlice } from '../hydration/HydrationSlice';

const LINES: Readonly<Record<EntryTile['type'], string>> = {
  CPT: 'Soft underfoot, in every colour and pile',
  HF: 'Timber looks, tiles and planks for busy floors',
};

export function EntryTiles({ region }: { region: Region }) {
  const tiles = homeEntryTiles({ region });
  return (
    <HydrationSlice>
      <nav className="entry-tiles" aria-label="Our ranges" data-count={tiles.length}>
        <ul>
          {tiles.map((tile) => (
            <li key={tile.href}>
              <Link to={tile.href} className={`entry-tile entry-tile--${tile.type.toLowerCase()}`}>
                <span className="entry-tile__label">{tile.label}</span>
                <span className="entry-tile__line">{LINES[tile.type]}</span>
                <span className="entry-tile__cta" aria-hidden="true">
                  Shop {tile.label.toLowerCase()} →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </HydrationSlice>
  );
}
