import './src/styles/global.css';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrateInSlices } from './src/hydration/slices';

/**
 * The first hydration runs in slices (src/hydration), so no single task holds a phone's main
 * thread for the whole page. (Gatsby's own type for this API is react-dom's legacy `render`.)
 */
export function replaceHydrateFunction() {
  return (element: ReactElement, container: Element) => {
    hydrateInSlices(() => {
      hydrateRoot(container, element);
    });
  };
}
