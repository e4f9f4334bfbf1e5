/**
 * A widget of @gh/widgets whose code is fetched when its place comes near the viewport, not with
 * the page: a product page's samples button, room visualiser and store link sit below the fold
 * on a phone, so the page's start does not pay for them. Until the module arrives the host
 * element is there, empty, with the space its CSS reserves; on a wide screen it is in view and
 * loads at once.
 */

import { onNear } from '@gh/shared/schedule';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ShadowWidget } from './ShadowWidget';

/** How far below the viewport a widget starts loading. */
const NEAR_MARGIN = '300px 0px';

export interface DeferredWidgetProps<T> {
  /** Fetches the widget's module, once per page (`samplesModule.load` of ./modules); stable. */
  load: () => Promise<T>;
  /** The widget's styles in its module. */
  styles: (module: T) => string;
  widget: string;
  className?: string;
  children: (module: T) => ReactNode;
}

export function DeferredWidget<T>({
  load,
  styles,
  widget,
  className,
  children,
}: DeferredWidgetProps<T>) {
  const host = useRef<HTMLDivElement>(null);
  const [module, setModule] = useState<T | null>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let cancelled = false;
    const start = () => {
      void load().then((loaded) => {
        if (!cancelled) setModule(() => loaded);
      });
    };
    const stop = onNear(element, NEAR_MARGIN, start);
    return () => {
      cancelled = true;
      stop();
    };
  }, [load]);
  return (
    <ShadowWidget
      css={module ? styles(module) : ''}
      widget={widget}
      className={className}
      hostRef={host}
    >
      {module ? children(module) : null}
    </ShadowWidget>
  );
}
