import type { GatsbySSR } from 'gatsby';
import { cloneElement, isValidElement, type ReactElement } from 'react';

/** The site's icons (site/static/), the same on every page. */
const ICON_LINKS = [
  <link key="icon-ico" rel="icon" href="/favicon.ico" sizes="32x32" />,
  <link key="icon-svg" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
  <link key="manifest" rel="manifest" href="/manifest.webmanifest" />,
];

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents(ICON_LINKS);
};

/**
 * The one inline script Gatsby writes that differs from page to page sets `window.pagePath`.
 * Written with the path in a data attribute and the same text on every page, it has one hash for
 * the whole site, so the server's content policy allows it by that hash (site/scripts/csp.mjs
 * lists the build's inline scripts) rather than by 'unsafe-inline'.
 */
const PAGE_PATH_SCRIPT = 'window.pagePath=document.currentScript.dataset.pagePath;';

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  replacePostBodyComponents(
    getPostBodyComponents().map((component) => {
      if (!isValidElement(component) || component.props.id !== 'gatsby-script-loader') {
        return component;
      }
      const html = String(component.props.dangerouslySetInnerHTML?.__html ?? '');
      const path = /window\.pagePath=("(?:[^"\\]|\\.)*")/.exec(html)?.[1];
      // Anything beyond the path (inline page data) would make the text page-specific again.
      if (
        path === undefined ||
        html.replace(/window\.pagePath=("(?:[^"\\]|\\.)*");?/, '') !== '/*<![CDATA[*//*]]>*/'
      ) {
        throw new Error(`Unexpected gatsby-script-loader on ${pathname}: ${html.slice(0, 200)}`);
      }
      return cloneElement(component as ReactElement<Record<string, unknown>>, {
        'data-page-path': JSON.parse(path),
        dangerouslySetInnerHTML: { __html: PAGE_PATH_SCRIPT },
      });
    }),
  );
};
