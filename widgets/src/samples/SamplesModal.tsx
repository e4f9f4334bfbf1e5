import {
  REQUEST_SAMPLES_INTRO_TITLE,
  SAMPLE_STEP_TITLES,
  SAMPLE_STEPS,
  type SampleModalView,
  type SampleStep,
} from '@gh/shared/samples';
import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';

// The dialog opens in the commit that renders its content (no frame of content in a closed
// dialog); on the server, where there is no layout, a plain effect stands in without warnings.
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export interface SamplesModalProps {
  isOpen: boolean;
  view: SampleModalView;
  onClose(): void;
  onGoto(step: SampleStep): void;
  /** Whether the progress bar may go back to a step (completed earlier steps only). */
  canGoto(step: SampleStep): boolean;
  /** Where focus goes when the modal closes: the Free Samples button. */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The modal: a native <dialog> opened with showModal(), which keeps focus inside it and makes
 * the rest of the page inert, shows in the top layer above any host page's stacking contexts,
 * and turns Escape into a cancel event. Where showModal() does not exist (old browsers, jsdom)
 * it opens as a plain dialog and Escape is handled on keydown.
 */
export function SamplesModal(props: SamplesModalProps) {
  const { isOpen, view, onClose, returnFocusTo } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const cancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
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
        dialog.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus();
      }
    } else if (!isOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    if (!isOpen && wasOpen.current) returnFocusTo.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen, returnFocusTo]);

  const title = view === 'request-samples' ? REQUEST_SAMPLES_INTRO_TITLE : SAMPLE_STEP_TITLES[view];

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      part="modal"
      aria-labelledby={titleId}
      data-view={view}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          onClose();
        }
        if (event.key === 'Tab' && dialogRef.current) {
          wrapFocus(dialogRef.current, event.shiftKey, () => event.preventDefault());
        }
      }}
    >
      {isOpen && (
        <div className="modal-body">
          <header className="modal-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </header>
          {view !== 'request-samples' && <Progress {...props} view={view} />}
          {props.children}
        </div>
      )}
    </dialog>
  );
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last. The
 * modal dialog already makes the page behind it inert; without this, focus would leave for the
 * browser's own controls between the last control and the first.
 */
function wrapFocus(dialog: HTMLDialogElement, backwards: boolean, preventDefault: () => void) {
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) =>
      !control.matches(':disabled, [tabindex="-1"]') && control.getClientRects().length > 0,
  );
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

/** The steps in order; completed earlier steps are buttons back to them. */
function Progress({
  view,
  onGoto,
  canGoto,
}: Pick<SamplesModalProps, 'onGoto' | 'canGoto'> & { view: SampleStep }) {
  const current = SAMPLE_STEPS.indexOf(view);
  return (
    <ol className="progress" part="progress" aria-label="Progress">
      {SAMPLE_STEPS.map((step, index) => {
        const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
        return (
          <li key={step} className={`progress-step is-${state}`}>
            {state === 'complete' && canGoto(step) ? (
              <button type="button" onClick={() => onGoto(step)}>
                {SAMPLE_STEP_TITLES[step]}
              </button>
            ) : (
              <span aria-current={state === 'current' ? 'step' : undefined}>
                {SAMPLE_STEP_TITLES[step]}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
