/**
 * The room view in place of the host page's main product image (issue 12, "in view"): with a
 * `gallery` selector the widget puts its own element just before that image, hides the image
 * while the room view is shown, and renders the room view there, in a shadow root of its own with
 * the widget's styles and the theme (--gh-*) the widget's element has. Without a selector, or
 * when nothing on the page matches it, the room view stays below the button.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import baseCss from '../internal/base.css';
import { THEME_CSS_PROPERTIES } from '../internal/theme';
import css from './styles.css';

/** The class of the element standing in for the gallery image, for the host page's layout. */
export const GALLERY_ROOM_CLASS = 'gh-visualiser-room';

function findTarget(selector: string): HTMLElement | null {
  try {
    const found = document.querySelector(selector);
    return found instanceof HTMLElement ? found : null;
  } catch {
    console.warn(`Room visualiser: gallery '${selector}' is not a CSS selector.`);
    return null;
  }
}

export function InGallery({ selector, children }: { selector?: string; children: ReactNode }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (!selector) return;
    const target = findTarget(selector);
    if (!target) {
      setMissing(true);
      return;
    }
    const host = document.createElement('div');
    host.className = GALLERY_ROOM_CLASS;
    // The theme of the widget's own element, where the page set it.
    const widget = anchor.current?.getRootNode();
    const themed = widget instanceof ShadowRoot ? widget.host : null;
    if (themed) {
      const style = getComputedStyle(themed);
      for (const { name } of THEME_CSS_PROPERTIES) {
        const value = style.getPropertyValue(name);
        if (value) host.style.setProperty(name, value);
      }
    }
    target.before(host);
    const display = target.style.display;
    target.style.display = 'none';
    setRoot(host.attachShadow({ mode: 'open' }));
    return () => {
      host.remove();
      target.style.display = display;
      setRoot(null);
    };
  }, [selector]);

  if (!selector || missing) return <>{children}</>;
  return (
    <span ref={anchor} hidden>
      {root &&
        createPortal(
          <>
            <style>{baseCss + css}</style>
            {children}
          </>,
          root,
        )}
    </span>
  );
}
