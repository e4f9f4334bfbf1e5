/**
 * The Free Samples button and its count (SPEC.md section 2.10), with the site's basket: all a page
 * or the site's header loads. The modal (SamplesPanel.tsx: the colours, the order details, the
 * dialog) is a chunk of its own, fetched when the modal first opens, or ahead of that when the
 * visitor points at, touches or tabs to the button.
 */
import { toRegion, withRegionPrefix } from '@gh/shared/regions';
import {
  type FormattedSample,
  formatSample,
  isSampleStep,
  nextSampleStep,
  type SampleModalState,
  type SampleProduct,
  type SampleStep,
  type SampleStepEvent,
} from '@gh/shared/samples';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { defaultApiBase } from '../internal/api-base';
import type { DialogWidgetProps, WidgetProps } from '../internal/define-widget';
import { useCommitEffect, useShowHideEvents } from '../internal/dialog-events';
import type { RequestCloseDetail } from '../internal/element-meta';
import { useSamplesBasket } from './basket';

/** The basket as host pages hear of it, after each change. */
export interface SamplesChange {
  samples: FormattedSample[];
  count: number;
  max: number;
}

/** An order the service accepted, as host pages hear of it. */
export interface SamplesOrder {
  orderId?: string;
  transactionId: string;
  samples: FormattedSample[];
}

export interface SamplesProps extends WidgetProps, DialogWidgetProps {
  /** The product whose colours are offered, looked up in the catalogue API. */
  productCode?: string;
  /** The product itself, for React hosts that have it already; wins over productCode. */
  product?: SampleProduct;
  /**
   * The colour to choose as the modal opens on the product: its name's slug, as in the product
   * page's `?colour=`, which it wins over (SPEC.md section 4's rule holds without it).
   */
  colour?: string;
  /**
   * Where Browse products leads from the explanation shown with nothing chosen and no product:
   * `/{region}/products/` when absent; a sister brand site points it at its own list.
   */
  productsHref?: string;
  /** The step the modal opens at (choose-samples when absent or unknown). */
  step?: string;
  onChange?(detail: SamplesChange): void;
  onOrder?(detail: SamplesOrder): void;
}

export type ModalAction = SampleStepEvent | { type: 'open'; step: SampleStep } | { type: 'close' };

/**
 * The modal's step and openness belong to each element, so that two buttons on a page (two
 * product cards) open their own modal; only the basket is shared. The steps follow the shared
 * step machine.
 */
function modalReducer(state: SampleModalState, action: ModalAction): SampleModalState {
  if (action.type === 'open') return state.isOpen ? state : { isOpen: true, step: action.step };
  if (action.type === 'close') return state.isOpen ? { ...state, isOpen: false } : state;
  return nextSampleStep(state, action);
}

function openingStep(step: string | undefined): SampleStep {
  if (step === undefined || isSampleStep(step)) return step ?? 'choose-samples';
  console.warn(`[gh-samples] unknown step '${step}'; opening at choose-samples`);
  return 'choose-samples';
}

type SamplesPanelModule = typeof import('./SamplesPanel');
let panelModule: Promise<SamplesPanelModule> | undefined;
/** The modal's component once its chunk has arrived, for every element of the page. */
let loadedPanel: SamplesPanelModule['SamplesPanel'] | null = null;

/**
 * The modal's chunk, fetched once per page (a failed fetch is tried again on the next call). Also
 * called ahead of a click, when the visitor points at, touches or tabs to the button.
 */
export function loadSamplesPanel(): Promise<SamplesPanelModule> {
  panelModule ??= import('./SamplesPanel').then(
    (module) => {
      loadedPanel = module.SamplesPanel;
      return module;
    },
    (error: unknown) => {
      panelModule = undefined;
      throw error;
    },
  );
  return panelModule;
}

/**
 * The modal's component once it is wanted (the modal has opened) and its chunk has arrived; null
 * before. A chunk that cannot be fetched (the network failed) closes the modal again, so that the
 * next press of the button tries once more.
 */
function useSamplesPanel(wanted: boolean, onFailed: () => void) {
  const [Panel, setPanel] = useState<SamplesPanelModule['SamplesPanel'] | null>(null);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  // In the commit that opens the modal, so that a chunk already fetched (by another element of
  // the page, or ahead of the click) shows the modal without a frame of delay.
  useCommitEffect(() => {
    if (!wanted || Panel) return;
    if (loadedPanel) {
      setPanel(() => loadedPanel);
      return;
    }
    let current = true;
    loadSamplesPanel().then(
      (module) => current && setPanel(() => module.SamplesPanel),
      (error: unknown) => {
        console.warn('[gh-samples] could not load the samples modal', error);
        if (current) failed.current();
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, Panel]);
  return Panel;
}

/**
 * The Free Samples button and the samples modal (SPEC.md sections 2.10, 3, 4, 5, 7, 8 and 9):
 * choose colours, give the order details, and see the order succeed. The button, its count and
 * the modal's state live here; the modal itself arrives with its chunk (SamplesPanel.tsx).
 */
export function Samples(props: SamplesProps) {
  const { productCode, onChange } = props;
  const region = toRegion(props.region);
  const website = props.website || 'GHRES';
  const apiBase = props.apiBase ?? defaultApiBase();
  const { store, variantSamples, productMap, maxSamples } = useSamplesBasket(website, region);
  const [modal, dispatch] = useReducer(modalReducer, { step: 'choose-samples', isOpen: false });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const count = variantSamples.length;

  const open = () => dispatch({ type: 'open', step: openingStep(props.step) });
  const close = () => dispatch({ type: 'close' });
  const requestClose = (source: RequestCloseDetail['source']) => {
    if (props.onRequestClose?.({ source }) !== false) close();
  };
  useShowHideEvents(modal.isOpen, props.onShow, props.onHide);
  const Panel = useSamplesPanel(modal.isOpen, close);

  // The host page: the open attribute (show() and hide() set it), and the reset() method.
  const seen = useRef({ open: false, command: props.command?.seq, region });
  useCommitEffect(() => {
    const before = seen.current;
    seen.current = { open: Boolean(props.open), command: props.command?.seq, region };
    if (props.open && !before.open) open();
    if (!props.open && before.open) close();
    if (props.command && props.command.seq !== before.command) {
      if (props.command.name === 'reset') {
        store.getState().clear();
        dispatch({ type: 'done' });
      }
    }
    // DESIGN.md section 7: a region change empties the basket and applies the new maximum.
    if (region !== before.region) {
      store.getState().clear();
      store.getState().setRegion(region);
    }
  });

  // The site's store may have been made by an element of another region; this element's region
  // applies from its first render (once: two elements disagreeing must not undo each other).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on the first render only
  useEffect(() => {
    if (store.getState().region !== region) store.getState().setRegion(region);
  }, []);

  // Reports every change of the chosen samples, whoever made it, after the first render: as it is
  // committed to the screen (not after the next paint), so the last event and the screen agree.
  const reported = useRef(variantSamples);
  useLayoutEffect(() => {
    if (reported.current === variantSamples) return;
    reported.current = variantSamples;
    onChange?.({
      samples: variantSamples.map((variant) => formatSample(variant)),
      count: variantSamples.length,
      max: maxSamples,
    });
  }, [variantSamples, maxSamples, onChange]);

  // The modal's code is fetched as soon as the visitor reaches for the button.
  const prefetch = () => {
    loadSamplesPanel().catch(() => {
      // Tried again when the modal opens, which reports a failure.
    });
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="samples-button"
        part="button"
        aria-haspopup="dialog"
        // While the modal's code is on its way after a press.
        aria-busy={modal.isOpen && !Panel ? true : undefined}
        onClick={open}
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
      >
        {count > 0 ? (
          <>
            Samples{' '}
            <span className="count" part="count">
              {count}
            </span>
          </>
        ) : (
          'Free Samples'
        )}
      </button>
      {Panel && (
        <Panel
          modal={modal}
          dispatch={dispatch}
          requestClose={requestClose}
          productCode={productCode}
          product={props.product}
          colour={props.colour}
          productsHref={props.productsHref || withRegionPrefix('/products/', region)}
          region={region}
          website={website}
          apiBase={apiBase}
          store={store}
          variantSamples={variantSamples}
          productMap={productMap}
          maxSamples={maxSamples}
          returnFocusTo={buttonRef}
          onOrder={props.onOrder}
        />
      )}
    </>
  );
}
