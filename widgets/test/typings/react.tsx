// A React 19 app using the elements (jsx-app.tsx), compiled by tools/package-typings.test.ts
// against the package's generated typings (React 19's module JSX).
import type {} from './types/react';

export { ProductCard } from './jsx-app';
