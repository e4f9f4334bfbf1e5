import {
  type AnalyticsEvent,
  type DataLayer,
  pushAnalyticsEvent,
  samplePurchaseEvent,
} from '@gh/shared/analytics';
import { type Region, toRegion } from '@gh/shared/regions';
import {
  basketProduct,
  buildOrderPayload,
  type FormattedSample,
  formatSample,
  isSampleStep,
  nextSampleStep,
  type OrderFormValues,
  orderFormSchema,
  productForSampleModal,
  requiresCompanyName,
  SAMPLE_MESSAGES,
  type SampleModalState,
  type SampleProduct,
  type SampleStep,
  type SampleStepEvent,
  type SampleVariant,
  type SubmitSampleOrderResult,
  sampleModalView,
  submitSampleOrder,
  variantForColourQuery,
} from '@gh/shared/samples';
import { lazy, Suspense, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { defaultApiBase } from '../internal/api-base';
import { useCommitEffect, useShowHideEvents } from '../internal/Dialog';
import type { WidgetCommand } from '../internal/define-widget';
import type { RequestCloseDetail } from '../internal/element-meta';
import { useSamplesBasket } from './basket';
import { ChooseSamples, RequestSamplesIntro } from './ChooseSamples';
import { useSampleProduct } from './product';
import { SamplesModal } from './SamplesModal';

export interface SamplesChange {
  samples: FormattedSample[];
  count: number;
  max: number;
}

export interface SamplesOrder {
  orderId?: string;
  transactionId: string;
  samples: FormattedSample[];
}

export interface SamplesProps {
  /** The product whose colours are offered, looked up in the catalogue API. */
  productCode?: string;
  /** The product itself, for React hosts that have it already; wins over productCode. */
  product?: SampleProduct;
  /** The step the modal opens at (choose-samples when absent or unknown). */
  step?: string;
  /** Opens the modal when it becomes true, closes it when it becomes false. */
  open?: boolean;
  region?: Region;
  website?: string;
  apiBase?: string;
  command?: WidgetCommand;
  onChange?(detail: SamplesChange): void;
  onOrder?(detail: SamplesOrder): void;
  /** The modal opened (however it was opened). */
  onShow?(): void;
  /** The modal closed (however it was closed). */
  onHide?(): void;
  /** The visitor asks to close the modal (Escape, its close button); false keeps it open. */
  onRequestClose?(detail: RequestCloseDetail): boolean | undefined;
}

/**
 * The order details (react-hook-form, the address search) load when first needed: a page of
 * product cards shows many buttons, and most visitors never order.
 */
const OrderForm = lazy(() =>
  import('./OrderForm').then((module) => ({ default: module.OrderForm })),
);

type ModalAction = SampleStepEvent | { type: 'open'; step: SampleStep } | { type: 'close' };

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

/** The page's tag-manager data layer, created when the tag manager has not loaded yet. */
function pageDataLayer(): DataLayer {
  const page = globalThis as { dataLayer?: DataLayer };
  page.dataLayer ??= [] as unknown as DataLayer;
  return page.dataLayer;
}

function newIdempotencyKey(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  // randomUUID exists only in secure contexts; a plain-http page gets random hex instead.
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function colourQuery(): string | null {
  const href = globalThis.location?.href;
  return href ? new URL(href).searchParams.get('colour') : null;
}

/**
 * The Free Samples button and the samples modal (SPEC.md sections 2.10, 3, 4, 5, 7, 8 and 9):
 * choose colours, give the order details, and see the order succeed.
 */
export function Samples(props: SamplesProps) {
  const { productCode, onChange, onOrder } = props;
  const region = toRegion(props.region);
  const website = props.website || 'GHRES';
  const apiBase = props.apiBase ?? defaultApiBase();
  const { store, variantSamples, productMap, maxSamples } = useSamplesBasket(website, region);
  const [modal, dispatch] = useReducer(modalReducer, { step: 'choose-samples', isOpen: false });
  const [everOpened, setEverOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const draft = useRef<Partial<OrderFormValues> | undefined>(undefined);
  const idempotencyKey = useRef<string | null>(null);

  const load = useSampleProduct({
    productCode,
    product: props.product,
    region,
    apiBase,
    enabled: everOpened,
  });
  const product = load.status === 'ready' ? productForSampleModal(load.product, website) : null;
  const basket = { variantSamples, productMap };
  const requireCompany = requiresCompanyName(website);
  const schema = useMemo(() => orderFormSchema({ requireCompany }), [requireCompany]);
  const count = variantSamples.length;

  const open = () => {
    setEverOpened(true);
    dispatch({ type: 'open', step: openingStep(props.step) });
  };
  const close = () => dispatch({ type: 'close' });
  const requestClose = (source: RequestCloseDetail['source']) => {
    if (props.onRequestClose?.({ source }) !== false) close();
  };
  useShowHideEvents(modal.isOpen, props.onShow, props.onHide);

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

  // SPEC.md section 4: the colour query adds its colour once the modal is open on the product.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening and on the product's arrival
  useEffect(() => {
    const variant = variantForColourQuery({
      colour: colourQuery(),
      isOpen: modal.isOpen,
      product,
      basket: store.getState(),
      region,
      max: maxSamples,
    });
    if (variant && product) store.getState().add([variant], [basketProduct(product)]);
  }, [modal.isOpen, product?.productCode]);

  // Reports every change of the chosen samples, whoever made it, after the first render.
  const reported = useRef(variantSamples);
  useEffect(() => {
    if (reported.current === variantSamples) return;
    reported.current = variantSamples;
    onChange?.({
      samples: variantSamples.map((variant) => formatSample(variant)),
      count: variantSamples.length,
      max: maxSamples,
    });
  }, [variantSamples, maxSamples, onChange]);

  const toggle = (variant: SampleVariant) => {
    const state = store.getState();
    if (state.variantSamples.some((chosen) => chosen.globalItemId === variant.globalItemId)) {
      state.remove(variant.globalItemId);
    } else {
      state.add([variant], product ? [basketProduct(product)] : []);
    }
  };

  const submit = async (values: OrderFormValues): Promise<SubmitSampleOrderResult> => {
    let payload: ReturnType<typeof buildOrderPayload>;
    try {
      payload = buildOrderPayload(store.getState().variantSamples, values);
    } catch {
      return { ok: false, message: SAMPLE_MESSAGES.formDataFailed };
    }
    // A retry after no response carries the same key, so the order counts once; a refused order
    // was not stored, and the corrected one gets a key of its own.
    idempotencyKey.current ??= newIdempotencyKey();
    const result = await submitSampleOrder({
      apiBase,
      website,
      region,
      payload,
      idempotencyKey: idempotencyKey.current,
    });
    if (!result.ok) {
      if (result.status !== undefined) idempotencyKey.current = null;
      return result;
    }
    idempotencyKey.current = null;
    draft.current = undefined;
    const purchase: AnalyticsEvent = samplePurchaseEvent(payload.variants, {
      affiliation: website,
    });
    pushAnalyticsEvent(pageDataLayer(), purchase);
    // SPEC.md section 4: on success the chosen samples are cleared.
    store.getState().clear();
    dispatch({ type: 'submitted' });
    onOrder?.({
      ...(result.orderId !== undefined && { orderId: result.orderId }),
      transactionId: String(purchase.transaction_id),
      samples: payload.variants,
    });
    return result;
  };

  const view = sampleModalView(modal.step, count, props.product ?? productCode ?? null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="samples-button"
        part="button"
        aria-haspopup="dialog"
        onClick={open}
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
      <SamplesModal
        isOpen={modal.isOpen}
        view={view}
        onClose={requestClose}
        onGoto={(step) => dispatch({ type: 'goto', step })}
        canGoto={(step) => nextSampleStep(modal, { type: 'goto', step }) !== modal}
        returnFocusTo={buttonRef}
      >
        {view === 'request-samples' && (
          <RequestSamplesIntro
            region={region}
            maxSamples={maxSamples}
            onClose={() => requestClose('close-button')}
          />
        )}
        {view === 'choose-samples' && (
          <ChooseSamples
            load={load}
            product={product}
            basket={basket}
            region={region}
            maxSamples={maxSamples}
            apiBase={apiBase}
            onToggle={toggle}
            onRemove={(globalItemId) => store.getState().remove(globalItemId)}
            onOrder={() => dispatch({ type: 'order', selectedCount: count })}
          />
        )}
        {view === 'order-samples' && (
          <Suspense fallback={<p role="status">Loading…</p>}>
            <OrderForm
              schema={schema}
              requireCompany={requireCompany}
              incompleteMessage={SAMPLE_MESSAGES.formDataFailed}
              region={region}
              website={website}
              apiBase={apiBase}
              samples={variantSamples}
              defaultValues={draft.current}
              onKeepDraft={(values) => {
                draft.current = values;
              }}
              onBack={() => dispatch({ type: 'back' })}
              onSubmit={submit}
            />
          </Suspense>
        )}
        {view === 'order-success' && (
          <div className="success">
            <p role="status">{SAMPLE_MESSAGES.submitted}</p>
            <button
              type="button"
              className="primary"
              part="primary-button"
              onClick={() => dispatch({ type: 'done' })}
            >
              Done
            </button>
          </div>
        )}
      </SamplesModal>
    </>
  );
}
