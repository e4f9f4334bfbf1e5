/**
 * The home page's ways into the ranges (issue 11): one large tile per range of the region's
 * primary navigation (Carpet and Hard Flooring in au and nz, Discover in na), so a visitor from
 * search reaches the products in one tap.
 */
import { type EntryTile, homeEntryTiles } from '@gh/shared/navigation';
import type { Region } from '@gh/shared/regions';
import { Link } from 'gatsby';
import { HydrationSlice } from '../hydration/HydrationSlice';
import './entry-tiles.css';

const LINES: Readonly<Record<EntryTile['type'], string>> = {
  CPT: 'Soft underfoot, in every colour and pile',
  HF: 'Timber looks, tiles and planks for busy floors',
};

/** What a tile's call to action names: the range, whatever the menu calls it ('Discover' in na). */
const RANGES: Readonly<Record<EntryTile['type'], string>> = {
  CPT: 'carpet',
  HF: 'hard flooring',
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
                  Shop {RANGES[tile.type]} →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </HydrationSlice>
  );
}
