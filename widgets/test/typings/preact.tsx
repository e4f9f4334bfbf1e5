// A Preact app using the elements (jsx-app.tsx, and Preact's own `class` below), compiled by
// tools/package-typings.test.ts against the package's generated typings (Preact's JSX).
import type {} from './types/preact';

export { ProductCard } from './jsx-app';

export const visualiser = (
  <gh-visualiser product-code="GH1069" variant-id="GHRES-1069-03" class="visualiser" />
);
