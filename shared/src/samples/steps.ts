/**
 * The samples modal (SPEC.md sections 2.10 and 4): its steps, what each button does, and whether
 * a variant can be chosen (the colour query that adds a variant by itself: colour-query.ts).
 */
import { maxSamplesFor, type Region } from '../regions';
import {
  isSampleInStock,
  type SampleBasket,
  type SampleProduct,
  type SampleVariant,
} from './basket';
import { SAMPLE_MESSAGES } from './messages';

export const SAMPLE_STEPS = ['choose-samples', 'order-samples', 'order-success'] as const;
export type SampleStep = (typeof SAMPLE_STEPS)[number];

export const SAMPLE_STEP_TITLES: Readonly<Record<SampleStep, string>> = {
  'choose-samples': 'Select Colours',
  'order-samples': 'Order Details',
  'order-success': 'Success',
};

/** Shown instead of a step when the modal has nothing to work on. */
export const REQUEST_SAMPLES_INTRO_TITLE = 'Request Samples';

export type SampleStepEvent =
  | { type: 'order'; selectedCount: number }
  | { type: 'back' }
  | { type: 'submitted' }
  | { type: 'done' }
  | { type: 'goto'; step: SampleStep };

export interface SampleModalState {
  step: SampleStep;
  isOpen: boolean;
}

export function isSampleStep(value: unknown): value is SampleStep {
  return typeof value === 'string' && (SAMPLE_STEPS as readonly string[]).includes(value);
}

/** Steps before the current one are complete and clickable in the progress bar. */
export function completedSteps(step: SampleStep): SampleStep[] {
  return SAMPLE_STEPS.slice(0, SAMPLE_STEPS.indexOf(step));
}

/** The Order Samples button is disabled while nothing is chosen. */
export const canOrder = (selectedCount: number) => selectedCount > 0;

/**
 * The step transition: Order Samples leads to the order details when something is chosen; Back
 * returns to choosing; a successful submit shows the success step; Done closes the modal and
 * returns to choosing; the progress bar only goes back to completed steps.
 */
export function nextSampleStep(state: SampleModalState, event: SampleStepEvent): SampleModalState {
  switch (event.type) {
    case 'order':
      return state.step === 'choose-samples' && canOrder(event.selectedCount)
        ? { ...state, step: 'order-samples' }
        : state;
    case 'back':
      return state.step === 'order-samples' ? { ...state, step: 'choose-samples' } : state;
    case 'submitted':
      return state.step === 'order-samples' ? { ...state, step: 'order-success' } : state;
    case 'done':
      return { step: 'choose-samples', isOpen: false };
    case 'goto':
      return completedSteps(state.step).includes(event.step) && state.step !== 'order-success'
        ? { ...state, step: event.step }
        : state;
  }
}

/** The modal reports an invalid step when the basket is empty and no product is selected. */
export function isInvalidSampleStep(basketCount: number, selectedProduct: unknown): boolean {
  return basketCount === 0 && !selectedProduct;
}

/** GHC is the hard-flooring site: every product opened there offers samples (SPEC.md section 4). */
export function productForSampleModal<P extends Pick<SampleProduct, 'sampleAvailable'>>(
  product: P,
  website: string,
): P {
  return website === 'GHC' ? { ...product, sampleAvailable: true } : product;
}

export type SampleAvailability =
  | 'available'
  | 'selected'
  | 'product-unavailable'
  | 'out-of-stock'
  | 'basket-full';

/** Whether a variant's add button works, and why not. */
export function sampleAvailability(
  product: Pick<SampleProduct, 'sampleAvailable'>,
  variant: SampleVariant,
  basket: SampleBasket,
  region: Region,
  max = maxSamplesFor(region),
): SampleAvailability {
  if (!product.sampleAvailable) return 'product-unavailable';
  if (basket.variantSamples.some((chosen) => chosen.globalItemId === variant.globalItemId)) {
    return 'selected';
  }
  if (!isSampleInStock(variant, region)) return 'out-of-stock';
  if (basket.variantSamples.length >= max) return 'basket-full';
  return 'available';
}

/** The SPEC.md section 8 text for an availability that blocks adding, if it has one. */
export function sampleAvailabilityMessage(availability: SampleAvailability): string | undefined {
  if (availability === 'product-unavailable') return SAMPLE_MESSAGES.productUnavailable;
  if (availability === 'out-of-stock') return SAMPLE_MESSAGES.outOfStock;
  return undefined;
}
