/**
 * The collapsible search bar slot. The search box itself is the widget suite's <gh-search>
 * (DESIGN.md section 5); its loader is fetched the first time the visitor opens search, so pages
 * that are only read never pay for it.
 */
import type { Region } from '@gh/shared/regions';
import { createElement, useEffect, useState } from 'react';

/** Where the widget suite is served from (the same origin by default, DESIGN.md section 4). */
const WIDGETS_LOADER = process.env.GATSBY_WIDGETS_LOADER ?? '/widgets/gh-widgets.js';

export function SearchSlot({ id, open, region }: { id: string; open: boolean; region: Region }) {
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (!open || requested) return;
    setRequested(true);
    const script = document.createElement('script');
    script.type = 'module';
    script.src = WIDGETS_LOADER;
    script.onerror = () => console.warn(`Search is unavailable: ${WIDGETS_LOADER} did not load`);
    document.head.append(script);
  }, [open, requested]);
  return (
    <div id={id} className="search-slot" hidden={!open}>
      {requested
        ? createElement('gh-search', {
            region,
            website: 'GHRES',
            placeholder: 'Search products, colours and guides',
          })
        : null}
    </div>
  );
}
