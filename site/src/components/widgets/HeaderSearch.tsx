/**
 * The header's search box: the widget suite's Search component (DESIGN.md section 5) in its shadow
 * root. The header imports this module lazily, the first time the visitor opens search.
 */
import type { Region } from '@gh/shared/regions';
import { Search, searchStyles } from '@gh/widgets/search';
import { ShadowWidget } from './ShadowWidget';

export default function HeaderSearch({ region }: { region: Region }) {
  return (
    <ShadowWidget css={searchStyles} widget="gh-search">
      <Search region={region} website="GHRES" placeholder="Search products, colours and guides" />
    </ShadowWidget>
  );
}
