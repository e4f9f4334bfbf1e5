/**
 * The header's search box: the widget suite's Search component (DESIGN.md section 5) in its shadow
 * root. The header imports this module lazily, the first time the visitor opens search.
 */
import type { Region } from '@gh/shared/regions';
import { Search, searchStyles } from '@gh/widgets/search';
import { navigate } from 'gatsby';
import { type RefObject, useEffect, useRef } from 'react';
import { searchPageHref, searchResultHref } from '../../search/links';
import { ShadowWidget } from './ShadowWidget';

/**
 * Focuses the search field inside the widget's shadow root each time `focusKey` changes (each
 * time the visitor opens search), once the field exists: the widget renders into its shadow root
 * after this component has mounted.
 */
function useFocusField(host: RefObject<HTMLDivElement>, focusKey: number) {
  useEffect(() => {
    const root = host.current?.shadowRoot;
    if (!root || focusKey === 0) return;
    const focus = () => {
      const field = root.querySelector<HTMLInputElement>('input');
      field?.focus();
      return Boolean(field);
    };
    if (focus()) return;
    const observer = new MutationObserver(() => {
      if (focus()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host, focusKey]);
}

export default function HeaderSearch({ region, focusKey }: { region: Region; focusKey: number }) {
  const host = useRef<HTMLDivElement>(null);
  useFocusField(host, focusKey);
  return (
    <ShadowWidget css={searchStyles} widget="gh-search" hostRef={host}>
      <Search
        region={region}
        website="GHRES"
        placeholder="Search products, colours and guides"
        // A chosen result opens its page; Enter on the query opens the results page.
        onSelect={({ group, item }) => {
          const href = searchResultHref(group, item, region);
          void navigate(href ?? searchPageHref(region, item.name));
        }}
        onSearch={({ query }) => void navigate(searchPageHref(region, query))}
      />
    </ShadowWidget>
  );
}
