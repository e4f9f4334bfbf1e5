import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useCommitEffect, useShowHideEvents } from './dialog-events';

// The open and close hooks of a widget with a dialog, kept apart so that a widget's first chunk
// can use them without the dialog itself (the samples button, internal/dialog-events.ts).
export { useCommitEffect, useShowHideEvents };

export interface DialogProps {
  isOpen: boolean;
  /** Escape (the dialog's cancel) asks to close; the widget decides and sets isOpen. */
  onRequestClose(): void;
  /** Where focus goes when the dialog closes: the control that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** The id of the dialog's title. */
  labelledBy: string;
  className?: string;
  part?: string;
  /** Extra `data-*` attributes for styling by state. */
  data?: Record<`data-${string}`, string>;
  /** Rendered only while the dialog is open. */
  children: ReactNode;
}

/**
 * The widgets' one modal dialog (the samples and visualiser modals): a native <dialog> opened
 * with showModal(), so it shows in the top layer above any host page's stacking contexts and the
 * page behind it is inert. On top of that it
 * - keeps Tab and Shift+Tab inside (from the last control to the first and back, rather than out
 *   to the browser's own controls),
 * - turns Escape into onRequestClose (the dialog's cancel event, and keydown where there is no
 *   showModal(), as in jsdom, where it opens as a plain dialog with focus on its first control),
 * - gives focus back to `returnFocusTo` when it closes, and
 * - locks the page's scrolling while it is open.
 */
export function Dialog(props: DialogProps) {
  const { isOpen, returnFocusTo } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const requestCloseRef = useRef(props.onRequestClose);
  requestCloseRef.current = props.onRequestClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const cancel = (event: Event) => {
      event.preventDefault();
      requestCloseRef.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => dialog.removeEventListener('cancel', cancel);
  }, []);

  const wasOpen = useRef(false);
  useCommitEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else {
        dialog.setAttribute('open', '');
        focusableIn(dialog)[0]?.focus();
      }
    } else if (!isOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    if (!isOpen && wasOpen.current) returnFocusTo.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen, returnFocusTo]);

  useEffect(() => (isOpen ? lockPageScroll() : undefined), [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      className={props.className}
      part={props.part}
      aria-labelledby={props.labelledBy}
      {...props.data}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          requestCloseRef.current();
        }
        if (event.key === 'Tab' && dialogRef.current) {
          wrapFocus(dialogRef.current, event.shiftKey, () => event.preventDefault());
        }
      }}
    >
      {isOpen && props.children}
    </dialog>
  );
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

function focusableIn(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) =>
      !control.matches(':disabled, [tabindex="-1"], [hidden]') &&
      // jsdom lays nothing out, so there every control counts as shown.
      (control.getClientRects().length > 0 || typeof dialog.showModal !== 'function'),
  );
}

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last. The
 * modal dialog already makes the page behind it inert; without this, focus would leave for the
 * browser's own controls between the last control and the first.
 */
function wrapFocus(dialog: HTMLDialogElement, backwards: boolean, preventDefault: () => void) {
  const controls = focusableIn(dialog);
  const first = controls[0];
  const last = controls.at(-1);
  const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
  if (!first || !last) return;
  if (backwards && (active === first || active === dialog)) {
    preventDefault();
    last.focus();
  } else if (!backwards && active === last) {
    preventDefault();
    first.focus();
  }
}

let scrollLocks = 0;
let pageOverflow = '';

/**
 * Stops the page behind an open dialog from scrolling (the wheel and touch would otherwise move
 * it); returns the unlock. Counted, so two widgets' dialogs open at once unlock only when both
 * have closed, and the page's own overflow style comes back as it was.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (scrollLocks === 0) {
    pageOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  let unlocked = false;
  return () => {
    if (unlocked) return;
    unlocked = true;
    scrollLocks -= 1;
    if (scrollLocks === 0) root.style.overflow = pageOverflow;
  };
}
