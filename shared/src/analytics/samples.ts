/** Analytics of the samples order (SPEC.md section 7): the purchase event and its transaction id. */
import type { FormattedSample } from '../samples';
import type { AnalyticsEvent, AnalyticsItem } from './events';

export const SAMPLE_ORDER_RANDOM_MAX = 100_000;

/** sample_order__{timestamp}__{random up to 100000}, with injectable clock and random source. */
export function sampleOrderTransactionId(
  now: () => number = Date.now,
  random: () => number = Math.random,
): string {
  return `sample_order__${now()}__${Math.floor(random() * SAMPLE_ORDER_RANDOM_MAX)}`;
}

/** A sample as an analytics item: the product is the item, the colour its variant. */
export function sampleAnalyticsItem(sample: FormattedSample, index: number): AnalyticsItem {
  return {
    item_id: sample.globalItemId,
    item_name: sample.productName || sample.name,
    item_variant: sample.name,
    item_variant_id: sample.colourId,
    index,
    quantity: 1,
  };
}

/** Samples are free: the purchase carries no value, so it needs no currency. */
export function samplePurchaseEvent(
  samples: readonly FormattedSample[],
  options: { now?: () => number; random?: () => number; affiliation?: string } = {},
): AnalyticsEvent {
  const event: AnalyticsEvent = {
    key: 'purchase',
    transaction_id: sampleOrderTransactionId(options.now, options.random),
    items: samples.map(sampleAnalyticsItem),
  };
  if (options.affiliation) event.affiliation = options.affiliation;
  return event;
}
