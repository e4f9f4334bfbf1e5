/**
 * The collapsible search bar slot. The search box itself is the widget suite's Search component
 * (DESIGN.md section 5); its code is fetched the first time the visitor opens search, so pages
 * that are only read never pay for it. Each opening moves focus into the search field.
 */
import type { Region } from '@gh/shared/regions';
import { lazy, Suspense, useEffect, useState } from 'react';
import './search-slot.css';

const HeaderSearch = lazy(() => import('../widgets/HeaderSearch'));

export function SearchSlot({ id, open, region }: { id: string; open: boolean; region: Region }) {
  // How many times search was opened: 0 until the first, so nothing loads before it.
  const [openings, setOpenings] = useState(0);
  useEffect(() => {
    if (open) setOpenings((count) => count + 1);
  }, [open]);
  return (
    <div id={id} className="search-slot" hidden={!open}>
      {openings > 0 ? (
        <Suspense fallback={null}>
          <HeaderSearch region={region} focusKey={openings} />
        </Suspense>
      ) : null}
    </div>
  );
}
