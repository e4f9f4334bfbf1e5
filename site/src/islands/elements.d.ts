/**
 * The site's island elements (src/islands/) in JSX: each wraps the markup it enhances, with the
 * attributes it reads.
 */
import 'react';

type IslandAttributes = {
  class?: string;
  children?: import('react').ReactNode;
  region?: string;
  dangerouslySetInnerHTML?: { __html: string };
  [attribute: `data-${string}`]: string | undefined;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'site-header': IslandAttributes;
      'site-region-toggle': IslandAttributes;
      'site-samples': IslandAttributes;
      'site-store-link': IslandAttributes;
      'site-calculator-link': IslandAttributes & { units?: string };
      'site-region-alert': IslandAttributes;
      'site-region-redirect': IslandAttributes & { 'base-path'?: string };
      'site-tag-manager': IslandAttributes & { container?: string };
      'site-slideshow': IslandAttributes & {
        autoplay?: string;
        role?: string;
        'aria-label'?: string;
        'aria-roledescription'?: string;
      };
      'site-trend-cards': IslandAttributes;
      'site-product-list': IslandAttributes & { 'list-id'?: string; 'list-name'?: string };
    }
  }
}
