/**
 * What the samples modal needs beyond the button (SPEC.md sections 2.10, 3, 4, 5, 7, 8 and 9):
 * the dialog, the product's colours from the catalogue, the order details and the order itself.
 * A chunk of its own, fetched when the modal first opens (or the visitor reaches for the button,
 * Samples.tsx): a page, or the site's header, shows the button and its count without it.
 */
import {
  type AnalyticsEvent,
  type DataLayer,
  pushAnalyticsEvent,
  samplePurchaseEvent,
} from '@gh/shared/analytics';
import type { Region } from '@gh/shared/regions';
import {
  basketProduct,
  buildOrderPayload,
  nextSampleStep,
  type OrderFormValues,
  orderFormSchema,
  productForSampleModal,
  requiresCompanyName,
  SAMPLE_MESSAGES,
  type SampleBasket,
  type SampleModalState,
  type SampleProduct,
  type SampleVariant,
  type SubmitSampleOrderResult,
  sampleModalView,
  submitSampleOrder,
  variantForColourQuery,
} from '@gh/shared/samples';
import type { SamplesStore } from '@gh/shared/state';
import { lazy, type RefObject, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { RequestCloseDetail } from '../internal/element-meta';
import { ChooseSamples, RequestSamplesIntro, SampleList } from './ChooseSamples';
import { OrderConfirmation, type PlacedOrder } from './OrderConfirmation';
import { useSampleProduct } from './product';
import type { ModalAction, SamplesOrder } from './Samples';
import { SamplesModal } from './SamplesModal';

export interface SamplesPanelProps {
  modal: SampleModalState;
  dispatch(action: ModalAction): void;
  /** The visitor asks to close: Escape or a close button (the host may refuse). */
  requestClose(source: RequestCloseDetail['source']): void;
  productCode?: string;
  product?: SampleProduct;
  /** The colour (its name's slug) to choose as the modal opens on the product; wins over ?colour=. */
  colour?: string;
  /** Where Browse products leads from the Request Samples intro. */
  productsHref: string;
  region: Region;
  website: string;
  apiBase: string;
  /** The site's basket, shared with the button. */
  store: SamplesStore;
  variantSamples: SampleBasket['variantSamples'];
  productMap: SampleBasket['productMap'];
  maxSamples: number;
  /** The Free Samples button, where focus returns when the modal closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  onOrder?(detail: SamplesOrder): void;
}

/**
 * The order details (react-hook-form, the address search) load when first needed: most visitors
 * who open the modal never order.
 */
const OrderForm = lazy(() =>
  import('./OrderForm').then((module) => ({ default: module.OrderForm })),
);

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
 * The samples modal: choose colours, give the order details, and see the order succeed. Mounted
 * once the modal has first opened and kept mounted, so a draft of the order details and the
 * product's colours outlive a closing.
 */
export function SamplesPanel(props: SamplesPanelProps) {
  const { modal, dispatch, requestClose, region, website, apiBase, store, maxSamples } = props;
  const { productCode, variantSamples, onOrder } = props;
  const draft = useRef<Partial<OrderFormValues> | undefined>(undefined);
  const idempotencyKey = useRef<string | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  const load = useSampleProduct({
    productCode,
    product: props.product,
    region,
    apiBase,
    enabled: true,
  });
  const product = load.status === 'ready' ? productForSampleModal(load.product, website) : null;
  const basket = { variantSamples, productMap: props.productMap };
  const requireCompany = requiresCompanyName(website);
  const schema = useMemo(() => orderFormSchema({ requireCompany }), [requireCompany]);
  const count = variantSamples.length;

  // SPEC.md section 4: the colour query adds its colour once the modal is open on the product.
  // A colour given to the element (the page knows which colour the shopper is looking at) wins
  // over the page address's; without one the address's rule holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening, on the product's arrival and on a new colour
  useEffect(() => {
    const variant = variantForColourQuery({
      colour: props.colour || colourQuery(),
      isOpen: modal.isOpen,
      product,
      basket: store.getState(),
      region,
      max: maxSamples,
    });
    if (variant && product) store.getState().add([variant], [basketProduct(product)]);
  }, [modal.isOpen, product?.productCode, props.colour]);

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
    const { variantSamples: ordered, productMap: orderedProducts } = store.getState();
    try {
      payload = buildOrderPayload(ordered, values);
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
    setPlaced({
      ...(result.orderId !== undefined && { orderId: result.orderId }),
      samples: ordered.map((variant) => ({
        ...variant,
        productName: variant.productName || orderedProducts[variant.productCode]?.name,
      })),
      address: payload.values.address,
      email: payload.values.email,
    });
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
    <SamplesModal
      isOpen={modal.isOpen}
      view={view}
      onClose={requestClose}
      onGoto={(step) => dispatch({ type: 'goto', step })}
      canGoto={(step) => nextSampleStep(modal, { type: 'goto', step }) !== modal}
      returnFocusTo={props.returnFocusTo}
    >
      {view === 'request-samples' && (
        <RequestSamplesIntro
          region={region}
          maxSamples={maxSamples}
          productsHref={props.productsHref}
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
        <Suspense
          fallback={
            <div className="modal-step">
              <p className="modal-scroll" role="status">
                Loading…
              </p>
            </div>
          }
        >
          <OrderForm
            schema={schema}
            requireCompany={requireCompany}
            region={region}
            website={website}
            apiBase={apiBase}
            summary={
              <SampleList
                samples={variantSamples}
                productMap={props.productMap}
                apiBase={apiBase}
              />
            }
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
        <OrderConfirmation
          order={placed}
          region={region}
          apiBase={apiBase}
          onDone={() => dispatch({ type: 'done' })}
        />
      )}
    </SamplesModal>
  );
}
