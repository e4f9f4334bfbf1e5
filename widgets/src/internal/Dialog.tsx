import { focusableIn, lockPageScroll, wrapFocus } from '@gh/shared/dialog';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useCommitEffect, useShowHideEvents } from './dialog-events';
import { tabFromUntabbable } from './focus';

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
 *   to the browser's own controls, and from a heading a step has focused to the controls around it),
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

  useEffect(() => {
    const root = dialogRef.current?.ownerDocument.documentElement;
    return isOpen && root ? lockPageScroll(root) : undefined;
  }, [isOpen]);

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
          const prevent = () => event.preventDefault();
          // From a step's heading (focused as the step showed), Shift+Tab wraps to the last control.
          if (!tabFromUntabbable(dialogRef.current, event.shiftKey, prevent)) {
            wrapFocus(dialogRef.current, event.shiftKey, prevent);
          }
        }
      }}
    >
      {isOpen && props.children}
    </dialog>
  );
}

export interface WidgetModalProps extends Omit<DialogProps, 'className' | 'part'> {
  /** The modal's header: its title, and whatever stays above the content with it. */
  header: ReactNode;
}

/**
 * A widget's modal (the samples and visualiser modals): the dialog as base.css's `.modal`, its
 * `modal` part, holding `.modal-body` with the `.modal-header`, then the content.
 */
export function WidgetModal({ header, children, ...dialog }: WidgetModalProps) {
  return (
    <Dialog {...dialog} className="modal" part="modal">
      <div className="modal-body">
        <header className="modal-header">{header}</header>
        {children}
      </div>
    </Dialog>
  );
}
