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
import { type ReactNode, useId, useRef, useState } from 'react';
import { useCommitEffect } from '../internal/dialog-events';
import { squareImageUrl } from '../internal/media';
import type { ProductLoad } from './product';

/** SPEC.md section 9: swatch crops are 150 px. */
const SWATCH_SIZE = 150;

export function swatchUrl(variant: SampleVariant, apiBase: string): string {
  return squareImageUrl(samplePublicId(variant), SWATCH_SIZE, apiBase);
}

/** SPEC.md section 2.13: a shimmer until the image loads; on failure the placeholder stays. */
export function Swatch({ variant, apiBase }: { variant: SampleVariant; apiBase: string }) {
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

export interface SampleListProps {
  samples: readonly SampleVariant[];
  apiBase: string;
  /** The products of the basket, for a sample stored without its product's name. */
  productMap?: SampleBasket['productMap'];
  /** A control at the end of each sample's row (the basket's Remove). */
  action?(variant: SampleVariant, index: number): ReactNode;
}

/**
 * Samples as a shopper recognises them: each with its swatch, its colour and its product. The
 * basket, the order details and the confirmation list them alike.
 */
export function SampleList({ samples, apiBase, productMap, action }: SampleListProps) {
  return (
    <ul className="sample-list">
      {samples.map((variant, index) => {
        const productName = variant.productName || productMap?.[variant.productCode]?.name;
        return (
          <li key={variant.globalItemId}>
            <Swatch variant={variant} apiBase={apiBase} />
            <span className="sample-name">
              <span className="colour-label">{variant.name}</span>
              {productName && <span className="product-name">{productName}</span>}
            </span>
            {action?.(variant, index)}
          </li>
        );
      })}
    </ul>
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
  const basketTitleId = useId();
  const basketTitleRef = useRef<HTMLHeadingElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // After Remove, focus goes to the Remove of the sample that took its place (or the one before
  // it), or to the list's heading once it is empty, rather than to the page's body.
  const focusAfterRemove = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const remove = (variant: SampleVariant, index: number) => {
    const samples = basket.variantSamples;
    const next = samples[index + 1] ?? samples[index - 1];
    focusAfterRemove.current = next ? next.globalItemId : '';
    setAnnouncement(`${variant.name} removed from your samples.`);
    props.onRemove(variant.globalItemId);
  };

  useCommitEffect(() => {
    const target = focusAfterRemove.current;
    if (target === null) return;
    focusAfterRemove.current = null;
    (removeButtons.current.get(target) ?? basketTitleRef.current)?.focus();
  }, [basket.variantSamples]);

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
        <section className="basket" part="basket" aria-labelledby={basketTitleId}>
          <h3 id={basketTitleId} ref={basketTitleRef} tabIndex={-1}>
            Your samples
          </h3>
          {count > 0 ? (
            <SampleList
              samples={basket.variantSamples}
              productMap={basket.productMap}
              apiBase={apiBase}
              action={(variant, index) => (
                <button
                  ref={(button) => {
                    if (button) removeButtons.current.set(variant.globalItemId, button);
                    else removeButtons.current.delete(variant.globalItemId);
                  }}
                  type="button"
                  className="remove"
                  onClick={() => remove(variant, index)}
                >
                  Remove<span className="visually-hidden"> {variant.name}</span>
                </button>
              )}
            />
          ) : (
            <p className="empty">None chosen yet: choose up to {maxSamples} colours.</p>
          )}
        </section>
        {notes.map((note) => (
          <p key={note} className="note">
            {note}
          </p>
        ))}
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
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

/**
 * The Request Samples intro: the modal has no product and nothing chosen (the invalid step), as
 * from the header's button. It says how samples are chosen and leads to the product list.
 */
export function RequestSamplesIntro({
  region,
  maxSamples,
  productsHref,
  onClose,
}: {
  region: Region;
  maxSamples: number;
  /** Where the product list is: Browse products goes there. */
  productsHref: string;
  onClose(): void;
}) {
  return (
    <div className="intro modal-step">
      {/* Text only: focusable so that the keyboard can scroll it where it is taller than the modal. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region with no control in it */}
      <section className="modal-scroll" aria-label="How samples work" tabIndex={0}>
        <p>
          Feel our carpet and hard flooring at home: choose up to {maxSamples} colours on any
          product page and we will send you free samples.
        </p>
        {sampleRegionNotes(region).map((note) => (
          <p key={note} className="note">
            {note}
          </p>
        ))}
      </section>
      <div className="modal-footer">
        <button type="button" className="secondary" onClick={onClose}>
          Close
        </button>
        <a className="primary button-link" part="primary-button" href={productsHref}>
          Browse products
        </a>
      </div>
    </div>
  );
}
