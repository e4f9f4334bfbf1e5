/**
 * The product list's filters below 768 px: a modal drawer, the widgets' one Dialog
 * (@gh/widgets/runtime: a native <dialog> shown modal, so the page behind is inert). Focus moves
 * into it and Tab wraps inside it, Escape and the close button close it, the page behind does not
 * scroll while it is open, and focus returns to the button that opened it. Its footer holds
 * 'Clear all' and 'Show N products'.
 */
import { Dialog } from '@gh/widgets/runtime';
import { type ReactNode, type RefObject, useEffect } from 'react';
import './filter-drawer.css';

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
  // The drawer belongs to narrow screens: widening the window closes it (the sidebar shows).
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia('(min-width: 768px)');
    const change = () => wide.matches && onClose();
    wide.addEventListener('change', change);
    return () => wide.removeEventListener('change', change);
  }, [open, onClose]);

  return (
    <Dialog
      isOpen={open}
      onRequestClose={onClose}
      returnFocusTo={opener}
      labelledBy="filter-drawer-title"
      className="filter-drawer"
    >
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
    </Dialog>
  );
}
