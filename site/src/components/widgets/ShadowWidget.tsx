/**
 * Renders a widget component of @gh/widgets the way its custom element does: inside an open
 * shadow root with the suite's base styles and its own, so the site's CSS and the widget's never
 * meet. The widgets read the browser (storage, location, the data layer), so they render after
 * hydration; the host element is in the built page and its CSS reserves the widget's space.
 * Until there is a widget to render (its module on its way) the host holds `fallback`, in the
 * page's own DOM and styles; the shadow root is made when the widget comes, in the same task as
 * the widget's first render, so the fallback gives way to it without an empty frame.
 *
 * A widget that is the page's main content can be `prerendered` instead: the build writes its
 * first view (what it shows before the browser is read) into a declarative shadow root, so it
 * paints with the page rather than after hydration. That copy is inert, as it cannot answer yet;
 * the live widget replaces it in the commit that first renders it, before the next paint.
 */
import { baseStyles as baseCss } from '@gh/widgets/runtime';
import {
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import type * as ReactDomServer from 'react-dom/server';

export interface ShadowWidgetProps {
  /** The widget's styles (the `...Styles` export of @gh/widgets). */
  css: string;
  className?: string;
  /** The element name it stands for, for tests and the reader of the DOM (e.g. 'gh-samples'). */
  widget: string;
  /** The host element, for a caller that watches it (DeferredWidget). */
  hostRef?: RefObject<HTMLDivElement>;
  /** Shown in the host until the widget renders (null or undefined children). */
  fallback?: ReactNode;
  /** Build the widget's first view into the page (no fallback then); see above. */
  prerendered?: boolean;
  children: ReactNode;
}

/**
 * The host's inner HTML: in the built page, a declarative shadow root with the widget's styles and
 * its first view, inert; in the browser, none, which hydration leaves as it found it.
 */
function prerenderedHtml(styles: string, widget: ReactNode): string {
  // Gatsby's webpack sets BUILD_STAGE, so this branch, and the server renderer with it, is left
  // out of the browser's bundle.
  if (process.env.BUILD_STAGE === 'build-html') {
    const { renderToStaticMarkup } = require('react-dom/server') as typeof ReactDomServer;
    const firstView = renderToStaticMarkup(widget);
    return `<template shadowrootmode="open"><style>${styles}</style><div inert style="display:contents">${firstView}</div></template>`;
  }
  return '';
}

export function ShadowWidget({
  css,
  className,
  widget,
  hostRef,
  fallback = null,
  prerendered = false,
  children,
}: ShadowWidgetProps) {
  const ownHost = useRef<HTMLDivElement>(null);
  const host = hostRef ?? ownHost;
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  /** The build's copy of the first view, until the live widget has rendered. */
  const firstView = useRef<ChildNode[]>([]);
  const hasWidget = children !== null && children !== undefined;
  useEffect(() => {
    const element = host.current;
    if (!element || !hasWidget) return;
    if (prerendered && element.shadowRoot) firstView.current = [...element.shadowRoot.childNodes];
    setRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  }, [host, hasWidget, prerendered]);
  useLayoutEffect(() => {
    if (!root) return;
    for (const node of firstView.current) node.remove();
    firstView.current = [];
  }, [root]);
  const styles = `${baseCss}\n${css}`;
  const live =
    root &&
    createPortal(
      <>
        <style>{styles}</style>
        {children}
      </>,
      root,
    );
  if (!prerendered) {
    return (
      <div ref={host} className={className} data-widget={widget}>
        {live ?? fallback}
      </div>
    );
  }
  return (
    <>
      <div
        ref={host}
        className={className}
        data-widget={widget}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the widget
        dangerouslySetInnerHTML={{ __html: prerenderedHtml(styles, children) }}
      />
      {live}
    </>
  );
}
