import type { GatsbySSR } from 'gatsby';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { ISLANDS_PATH } from './src/islands/path';
import { WITHOUT_RUNTIME } from './src/page-runtime';

/** The site's icons (site/static/), the same on every page. */
const ICON_LINKS = [
  <link key="icon-ico" rel="icon" href="/favicon.ico" sizes="32x32" />,
  <link key="icon-svg" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
  <link key="manifest" rel="manifest" href="/manifest.webmanifest" />,
];

/**
 * Every page runs the site's islands (src/islands/, built by gatsby/islands.ts): the header's
 * behaviour, the region alert, the tag manager. A module script: it runs once the page is parsed.
 */
const ISLANDS_SCRIPT = <script key="islands" type="module" src={ISLANDS_PATH} />;

/**
 * A page without Gatsby's runtime opens another page as a full load; these rules have the browser
 * fetch a same-site page as the visitor's pointer rests on its link (or presses it), so it opens
 * at once. Constant text, so the content policy allows it by its hash (site/scripts/csp.mjs).
 */
const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/*\\?*' } },
          { not: { selector_matches: '[rel~=nofollow], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

/** The region a page belongs to, from its path ('/au/news/' is au); none for the 404. */
const regionOf = (pathname: string) => /^\/(au|nz|na)(?:\/|$)/.exec(pathname)?.[1];

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
  pathname,
}) => {
  const region = regionOf(pathname);
  setHtmlAttributes({ lang: 'en', ...(region ? { 'data-region': region } : {}) });
  setHeadComponents([...ICON_LINKS, ISLANDS_SCRIPT]);
};

/**
 * The paths rendered in this build worker whose page is built without Gatsby's runtime: their
 * template is a content template (src/page-runtime.ts), which gatsby/pages marks in the context.
 * wrapPageElement sees the context as the page renders; onPreRenderHTML, which follows for the
 * same path, only its path.
 */
const pathsWithoutRuntime = new Set<string>();

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => {
  if ((props.pageContext as Record<string, unknown>)?.[WITHOUT_RUNTIME] === true) {
    pathsWithoutRuntime.add(props.location.pathname);
  }
  return element;
};

/** Whether a head or body component is one of Gatsby's scripts or script preloads. */
function isRuntimeComponent(component: ReactNode): boolean {
  if (!isValidElement(component)) return false;
  const props = component.props as Record<string, unknown>;
  if (component.type === 'script') {
    const inline = String((props.dangerouslySetInnerHTML as { __html?: unknown })?.__html ?? '');
    return (
      String(props.id ?? '').startsWith('gatsby-') ||
      (typeof props.src === 'string' && props.src !== ISLANDS_PATH) ||
      inline.includes('___webpackCompilationHash')
    );
  }
  if (component.type === 'link') {
    return props.as === 'script' || props.rel === 'modulepreload' || props.as === 'fetch';
  }
  // The script slice (Gatsby's slices build writes its scripts through one).
  return typeof component.type !== 'string' && props.sliceId === '_gatsby-scripts';
}

/** A content page's markup, checked: it must not name any of Gatsby's runtime files. */
const RUNTIME_REFERENCE =
  /(?:webpack-runtime|framework|app|component---[\w-]+)-[0-9a-f]{8,}\.js|___chunkMapping|window\.pagePath/;

function withoutRuntime(
  pathname: string,
  {
    getHeadComponents,
    replaceHeadComponents,
    getPostBodyComponents,
    replacePostBodyComponents,
  }: Parameters<NonNullable<GatsbySSR['onPreRenderHTML']>>[0],
) {
  const head = getHeadComponents().filter((component) => !isRuntimeComponent(component));
  const body = getPostBodyComponents().filter((component) => !isRuntimeComponent(component));
  for (const component of [...head, ...body]) {
    if (!isValidElement(component)) continue;
    const text = String(
      JSON.stringify(component.props, (key, value) => (key === '_owner' ? undefined : value)),
    );
    if (RUNTIME_REFERENCE.test(text)) {
      throw new Error(
        `${pathname} is built without Gatsby's runtime, yet refers to it: ${text.slice(0, 200)}`,
      );
    }
  }
  replaceHeadComponents([
    ...head,
    <script
      key="speculation-rules"
      type="speculationrules"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this codebase
      dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
    />,
  ]);
  replacePostBodyComponents(body);
}

/**
 * The one inline script Gatsby writes that differs from page to page sets `window.pagePath`.
 * Written with the path in a data attribute and the same text on every page, it has one hash for
 * the whole site, so the server's content policy allows it by that hash (site/scripts/csp.mjs
 * lists the build's inline scripts) rather than by 'unsafe-inline'.
 */
const PAGE_PATH_SCRIPT = 'window.pagePath=document.currentScript.dataset.pagePath;';

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = (args) => {
  const { getPostBodyComponents, replacePostBodyComponents, pathname } = args;
  if (pathsWithoutRuntime.delete(pathname)) {
    withoutRuntime(pathname, args);
    return;
  }
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
