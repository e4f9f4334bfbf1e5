/** What the samples modal shows for its step and basket (SPEC.md section 2.10). */
import { canOrder, isInvalidSampleStep, type SampleStep } from './steps';

/** A step, or the Request Samples intro shown while the step is invalid. */
export type SampleModalView = SampleStep | 'request-samples';

/**
 * The success step always shows (the basket is emptied by the order itself); otherwise an empty
 * basket with no product is the invalid step, shown as the Request Samples intro, and the order
 * details need something to order, else the colours are chosen first.
 */
export function sampleModalView(
  step: SampleStep,
  basketCount: number,
  selectedProduct: unknown,
): SampleModalView {
  if (step === 'order-success') return step;
  if (isInvalidSampleStep(basketCount, selectedProduct)) return 'request-samples';
  if (step === 'order-samples' && !canOrder(basketCount)) return 'choose-samples';
  return step;
}
