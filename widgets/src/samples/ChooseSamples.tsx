import { imageUrl } from '@gh/shared/media';
import type { Region } from '@gh/shared/regions';
import {
  canOrder,
  SAMPLE_MESSAGES,
  type SampleBasket,
  type SampleProduct,
  type SampleVariant,
  sampleAvailability,
  sampleAvailabilityMessage,
  sampleLimitMessage,
  samplePublicId,
  sampleRegionNotes,
} from '@gh/shared/samples';
import { useState } from 'react';
import type { ProductLoad } from './product';

/** SPEC.md section 9: swatch crops are 150 px. */
const SWATCH_SIZE = 150;

export function swatchUrl(variant: SampleVariant, apiBase: string): string {
  return imageUrl(samplePublicId(variant), {
    base: `${apiBase.replace(/\/+$/, '')}/media`,
    ext: 'jpg',
    transformations: {
      crop: 'fill',
      width: SWATCH_SIZE,
      height: SWATCH_SIZE,
      quality: 'auto',
      format: 'auto',
    },
  });
}

/** SPEC.md section 2.13: a shimmer until the image loads; on failure the placeholder stays. */
function Swatch({ variant, apiBase }: { variant: SampleVariant; apiBase: string }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <span className={`swatch is-${state}`}>
      <img
        src={swatchUrl(variant, apiBase)}
        alt=""
        width={SWATCH_SIZE}
        height={SWATCH_SIZE}
        loading="lazy"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
    </span>
  );
}

export interface ChooseSamplesProps {
  load: ProductLoad;
  /** The product as the modal offers it (flagged sampleAvailable on GHC). */
  product: SampleProduct | null;
  basket: SampleBasket;
  region: Region;
  maxSamples: number;
  apiBase: string;
  onToggle(variant: SampleVariant): void;
  onRemove(globalItemId: string): void;
  onOrder(): void;
}

/**
 * Select Colours: the product's colours and the samples chosen so far, which scroll, and under
 * them the count and Order Samples, which stay in view.
 */
export function ChooseSamples(props: ChooseSamplesProps) {
  const { load, product, basket, region, maxSamples, apiBase } = props;
  const count = basket.variantSamples.length;
  const notes = sampleRegionNotes(region);
  return (
    <div className="choose modal-step">
      <div className="modal-scroll">
        {product && <ProductColours {...props} product={product} />}
        {load.status === 'loading' && <p role="status">Loading colours…</p>}
        {load.status === 'missing' && <p className="message">This product could not be found.</p>}
        {load.status === 'failed' && (
          <p className="message" part="error">
            The colours could not be loaded. Please try again later.
          </p>
        )}
        {count >= maxSamples && (
          <p className="limit" role="status">
            {sampleLimitMessage(region)}
          </p>
        )}
        {count > 0 && (
          <section className="basket" part="basket" aria-label="Your samples">
            <h3>Your samples</h3>
            <ul>
              {basket.variantSamples.map((variant) => (
                <li key={variant.globalItemId}>
                  <Swatch variant={variant} apiBase={apiBase} />
                  <span className="sample-name">
                    {variant.name}
                    {variant.productName && (
                      <span className="product-name">{variant.productName}</span>
                    )}
                  </span>
                  <button
                    type="button"
                    className="remove"
                    onClick={() => props.onRemove(variant.globalItemId)}
                  >
                    Remove<span className="visually-hidden"> {variant.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {notes.map((note) => (
          <p key={note} className="note">
            {note}
          </p>
        ))}
      </div>
      <div className="modal-footer">
        <p className="counter" aria-live="polite">
          {count} of {maxSamples} samples chosen
        </p>
        <button
          type="button"
          className="primary"
          part="primary-button"
          disabled={!canOrder(count)}
          onClick={props.onOrder}
        >
          Order Samples
        </button>
      </div>
    </div>
  );
}

function ProductColours(props: ChooseSamplesProps & { product: SampleProduct }) {
  const { product, basket, region, maxSamples, apiBase, onToggle } = props;
  const variants = product.variants ?? [];
  if (!product.sampleAvailable) {
    return (
      <section className="product" aria-label={product.name}>
        <h3>{product.name}</h3>
        <p className="message">{SAMPLE_MESSAGES.productUnavailable}</p>
      </section>
    );
  }
  return (
    <section className="product" aria-label={product.name}>
      <h3>{product.name}</h3>
      <ul className="colours" part="colours">
        {variants.map((variant) => {
          const availability = sampleAvailability(product, variant, basket, region, maxSamples);
          const selected = availability === 'selected';
          const reason = sampleAvailabilityMessage(availability);
          return (
            <li key={variant.globalItemId} className="colour" part="colour">
              <button
                type="button"
                aria-pressed={selected}
                disabled={!selected && availability !== 'available'}
                onClick={() => onToggle(variant)}
              >
                <Swatch variant={variant} apiBase={apiBase} />
                <span className="colour-name">{variant.name}</span>
                {reason && <span className="stock">{reason}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The Request Samples intro: the modal has no product and nothing chosen (the invalid step). */
export function RequestSamplesIntro({
  region,
  maxSamples,
  onClose,
}: {
  region: Region;
  maxSamples: number;
  onClose(): void;
}) {
  return (
    <div className="intro modal-step">
      <div className="modal-scroll">
        <p>
          Feel our carpet and hard flooring at home: choose up to {maxSamples} colours on any
          product page and we will send you free samples.
        </p>
        {sampleRegionNotes(region).map((note) => (
          <p key={note} className="note">
            {note}
          </p>
        ))}
      </div>
      <div className="modal-footer">
        <button type="button" className="primary" part="primary-button" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
