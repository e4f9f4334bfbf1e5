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
      'site-samples': IslandAttributes & { 'product-code'?: string; colour?: string };
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
      'site-product': IslandAttributes;
      'site-carousel': IslandAttributes;
      'site-visualiser': IslandAttributes & {
        'product-code'?: string;
        'variant-id'?: string;
        gallery?: string;
        colours?: string;
      };
      /** Its other attributes are the widget's (`tag`'s). */
      'site-widget': IslandAttributes & { tag: string; [attribute: string]: unknown };
    }
  }
}
