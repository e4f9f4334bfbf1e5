/**
 * The collapsible search bar slot. The search box itself is the widget suite's Search component
 * (DESIGN.md section 5); its code is fetched the first time the visitor opens search, so pages
 * that are only read never pay for it.
 */
import type { Region } from '@gh/shared/regions';
import { lazy, Suspense, useEffect, useState } from 'react';

const HeaderSearch = lazy(() => import('../widgets/HeaderSearch'));

export function SearchSlot({ id, open, region }: { id: string; open: boolean; region: Region }) {
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (open) setRequested(true);
  }, [open]);
  return (
    <div id={id} className="search-slot" hidden={!open}>
      {requested ? (
        <Suspense fallback={null}>
          <HeaderSearch region={region} />
        </Suspense>
      ) : null}
    </div>
  );
}
