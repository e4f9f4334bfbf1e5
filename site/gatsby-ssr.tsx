import type { GatsbySSR } from 'gatsby';

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
