import type { Region } from '@gh/shared/regions';
import {
  type AddressDetails,
  deliveryAddressLines,
  orderNextSteps,
  SAMPLE_MESSAGES,
  type SampleVariant,
} from '@gh/shared/samples';
import { useId } from 'react';
import { SampleList } from './ChooseSamples';

/** The order just placed, as the success step shows it: the basket itself is emptied by it. */
export interface PlacedOrder {
  /** The server's reference for it (POST /samples answers 201 {"orderId"}). */
  orderId?: string;
  samples: SampleVariant[];
  /** The delivery address as the shopper entered it. */
  address: AddressDetails;
  email: string;
}

export interface OrderConfirmationProps {
  /** The order just placed; null when the modal was opened at this step without one. */
  order: PlacedOrder | null;
  region: Region;
  apiBase: string;
  onDone(): void;
}

/**
 * The success step, a confirmation worth keeping: SPEC.md's success text, the order's reference,
 * the samples ordered (swatch, colour and product), the delivery address as entered and what
 * happens next; Done stays in view under them.
 */
export function OrderConfirmation({ order, region, apiBase, onDone }: OrderConfirmationProps) {
  const id = useId();
  return (
    <div className="success modal-step">
      {/* Text only, and taller than a phone's modal: focusable so that the keyboard can scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region with no control in it */}
      <section className="modal-scroll" aria-label="Your order" tabIndex={0}>
        <p className="success-message" role="status">
          {SAMPLE_MESSAGES.submitted}
        </p>
        {order && (
          <>
            {order.orderId && (
              <dl className="reference" part="order-reference">
                <dt>Order reference</dt>
                <dd className="order-id">{order.orderId}</dd>
              </dl>
            )}
            <div className="confirmation">
              <section aria-labelledby={`${id}-samples`}>
                <h3 id={`${id}-samples`}>Samples ordered</h3>
                <SampleList samples={order.samples} apiBase={apiBase} />
              </section>
              <section aria-labelledby={`${id}-address`}>
                <h3 id={`${id}-address`}>Delivery address</h3>
                <p className="delivery-address">
                  {deliveryAddressLines(order.address).map((line, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the address
                    <span key={index}>{line}</span>
                  ))}
                </p>
              </section>
            </div>
            <section aria-labelledby={`${id}-next`}>
              <h3 id={`${id}-next`}>What happens next</h3>
              <p>{orderNextSteps(region, order.email)}</p>
            </section>
          </>
        )}
      </section>
      <div className="modal-footer">
        <button type="button" className="primary" part="primary-button" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
