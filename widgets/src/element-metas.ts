import { calculatorMeta } from './calculator/meta';
import type { ElementMeta } from './internal/element-meta';
import { samplesMeta } from './samples/meta';
import { searchMeta } from './search/meta';
import { storeLinkMeta } from './store-link/meta';
import { storeLocatorMeta } from './store-locator/meta';
import { visualiserMeta } from './visualiser/meta';

/** Every element of the suite; the loader (gh-widgets.ts) knows the same tags. */
export const elementMetas: readonly ElementMeta[] = [
  calculatorMeta,
  samplesMeta,
  searchMeta,
  storeLocatorMeta,
  storeLinkMeta,
  visualiserMeta,
];
