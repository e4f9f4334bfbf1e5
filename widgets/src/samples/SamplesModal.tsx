import {
  REQUEST_SAMPLES_INTRO_TITLE,
  SAMPLE_STEP_TITLES,
  SAMPLE_STEPS,
  type SampleModalView,
  type SampleStep,
} from '@gh/shared/samples';
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { useCommitEffect, WidgetModal } from '../internal/Dialog';
import type { RequestCloseDetail } from '../internal/element-meta';

export interface SamplesModalProps {
  isOpen: boolean;
  view: SampleModalView;
  /** The visitor asks to close: Escape or the close button. */
  onClose(source: RequestCloseDetail['source']): void;
  onGoto(step: SampleStep): void;
  /** Whether the progress bar may go back to a step (completed earlier steps only). */
  canGoto(step: SampleStep): boolean;
  /** Where focus goes when the modal closes: the Free Samples button. */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The modal, on the shared dialog (internal/Dialog.tsx: focus kept inside, Escape, focus back to
 * the Free Samples button, page scroll locked): its title, Close, the progress and the step.
 *
 * The title, Close and the progress stay at the top; the title takes focus as each step shows. Each step (its children) is laid out as
 * `.modal-step`: a `.modal-scroll` part that scrolls, then a `.modal-footer` with the step's
 * primary action, which stays in view however long the step is (styles.css).
 */
export function SamplesModal(props: SamplesModalProps) {
  const { isOpen, view, onClose, returnFocusTo } = props;
  const titleId = useId();
  const title = view === 'request-samples' ? REQUEST_SAMPLES_INTRO_TITLE : SAMPLE_STEP_TITLES[view];
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Each new step (Order Samples, Back, the order sent, the basket emptied) takes focus to its
  // title, which a screen reader reads out: the control that led there has gone with its step.
  // Not as the modal opens, when the dialog places focus itself.
  const shown = useRef<{ isOpen: boolean; view: SampleModalView }>({ isOpen: false, view });
  useCommitEffect(() => {
    const before = shown.current;
    shown.current = { isOpen, view };
    if (isOpen && before.isOpen && before.view !== view) titleRef.current?.focus();
  }, [isOpen, view]);

  return (
    <WidgetModal
      isOpen={isOpen}
      onRequestClose={() => onClose('escape')}
      returnFocusTo={returnFocusTo}
      labelledBy={titleId}
      data={{ 'data-view': view }}
      header={
        <>
          <div className="modal-title">
            <h2 id={titleId} ref={titleRef} tabIndex={-1}>
              {title}
            </h2>
            <button
              type="button"
              className="close"
              aria-label="Close"
              onClick={() => onClose('close-button')}
            >
              ×
            </button>
          </div>
          {view !== 'request-samples' && <Progress {...props} view={view} />}
        </>
      }
    >
      {props.children}
    </WidgetModal>
  );
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
