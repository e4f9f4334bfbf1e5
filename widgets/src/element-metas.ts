import { calculatorMeta } from './calculator/meta';
import type { ElementMeta } from './internal/element-meta';

/** Every element of the suite; the loader (gh-widgets.ts) knows the same tags. */
export const elementMetas: readonly ElementMeta[] = [calculatorMeta];
