/**
 * Renders a widget component of @gh/widgets the way its custom element does: inside an open
 * shadow root with the suite's base styles and its own, so the site's CSS and the widget's never
 * meet. The widgets read the browser (storage, location, the data layer), so they render after
 * hydration; the host element is in the built page and its CSS reserves the widget's space.
 * Until there is a widget to render (its module on its way) the host holds `fallback`, in the
 * page's own DOM and styles; the shadow root is made when the widget comes, in the same task as
 * the widget's first render, so the fallback gives way to it without an empty frame.
 */
import { baseStyles as baseCss } from '@gh/widgets/runtime';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

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
  children: ReactNode;
}

export function ShadowWidget({
  css,
  className,
  widget,
  hostRef,
  fallback = null,
  children,
}: ShadowWidgetProps) {
  const ownHost = useRef<HTMLDivElement>(null);
  const host = hostRef ?? ownHost;
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const hasWidget = children !== null && children !== undefined;
  useEffect(() => {
    const element = host.current;
    if (!element || !hasWidget) return;
    setRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  }, [host, hasWidget]);
  return (
    <div ref={host} className={className} data-widget={widget}>
      {root
        ? createPortal(
            <>
              <style>{`${baseCss}\n${css}`}</style>
              {children}
            </>,
            root,
          )
        : fallback}
    </div>
  );
}
