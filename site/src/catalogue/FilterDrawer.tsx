/**
 * The product list's filters below 768 px: a modal drawer (a native <dialog> opened with
 * showModal, so the page behind is inert). Focus moves into it and Tab wraps inside it, Escape
 * and the close button close it, the page behind does not scroll while it is open, and focus
 * returns to the button that opened it. Its footer holds 'Clear all' and 'Show N products'.
 */
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface FilterDrawerProps {
  open: boolean;
  onClose(): void;
  /** The button that opens the drawer: focus returns to it on close. */
  opener: RefObject<HTMLButtonElement | null>;
  /** 'Show N products': closes the drawer on the results. */
  showLabel: string;
  onClearAll(): void;
  canClear: boolean;
  children: ReactNode;
}

export function FilterDrawer({
  open,
  onClose,
  opener,
  showLabel,
  onClearAll,
  canClear,
  children,
}: FilterDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    if (!element.open) element.showModal();
    // Scroll lock: the page behind keeps its place while the drawer scrolls on its own.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const returnTo = opener.current;
    return () => {
      root.style.overflow = overflow;
      if (element.open) element.close();
      returnTo?.focus();
    };
  }, [open, opener]);

  // The drawer belongs to narrow screens: widening the window closes it (the sidebar shows).
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia('(min-width: 768px)');
    const change = () => wide.matches && onClose();
    wide.addEventListener('change', change);
    return () => wide.removeEventListener('change', change);
  }, [open, onClose]);

  const keepFocusInside = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className="filter-drawer"
      aria-labelledby="filter-drawer-title"
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        // Escape: close through the list's state, so the drawer and the button agree.
        event.preventDefault();
        onClose();
      }}
      onClose={() => open && onClose()}
    >
      {open ? (
        <>
          <div className="filter-drawer__header">
            <h2 id="filter-drawer-title">Filters</h2>
            <button
              type="button"
              className="icon-button filter-drawer__close"
              aria-label="Close filters"
              onClick={onClose}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
          <div className="filter-drawer__body">{children}</div>
          <div className="filter-drawer__footer">
            <button type="button" className="button" onClick={onClearAll} disabled={!canClear}>
              Clear all
            </button>
            <button type="button" className="button button--primary" onClick={onClose}>
              {showLabel}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
