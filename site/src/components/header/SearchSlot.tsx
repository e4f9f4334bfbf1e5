/**
 * The collapsible search bar under the header. The search box is the widget suite's `<gh-search>`
 * (DESIGN.md section 5), which <site-header> (src/islands/site-header.ts) puts here the first time
 * the visitor opens search, so pages that are only read never pay for it.
 */
import './search-slot.css';

export function SearchSlot({ id }: { id: string }) {
  return <div id={id} className="search-slot" hidden />;
}
