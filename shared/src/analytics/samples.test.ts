import { WOOL_HAVEN_CHARCOAL } from '../samples/testing';
import { sampleOrderTransactionId, samplePurchaseEvent } from './samples';

describe('sample order purchase event', () => {
  it('uses the transaction id sample_order__{timestamp}__{random up to 100000}', () => {
    expect(
      sampleOrderTransactionId(
        () => 1_700_000_000_000,
        () => 0.123456,
      ),
    ).toBe('sample_order__1700000000000__12345');
    expect(
      sampleOrderTransactionId(
        () => 5,
        () => 0.9999999,
      ),
    ).toBe('sample_order__5__99999');
    expect(sampleOrderTransactionId()).toMatch(/^sample_order__\d+__\d{1,5}$/);
  });

  it("sends the ordered samples under the event key 'purchase'", () => {
    const event = samplePurchaseEvent([WOOL_HAVEN_CHARCOAL], { now: () => 10, random: () => 0.5 });
    expect(event).toEqual({
      key: 'purchase',
      transaction_id: 'sample_order__10__50000',
      items: [
        {
          item_id: 'GHRES-1001-03',
          item_name: 'Wool Haven',
          item_variant: 'Charcoal',
          item_variant_id: '03',
          index: 0,
          quantity: 1,
        },
      ],
    });
  });
});
