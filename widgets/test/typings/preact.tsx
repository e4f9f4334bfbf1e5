// A Preact app using the elements, compiled by tools/package-typings.test.ts against the
// package's generated typings (Preact's JSX). Each @ts-expect-error must be an error.
import { useRef } from 'preact/hooks';
import type { GhSamplesElement } from './types/elements';
import type {} from './types/preact';

export function ProductCard() {
  const samples = useRef<GhSamplesElement>(null);
  const openSamples = () => {
    samples.current?.show();
    if (samples.current) samples.current.open = true;
    // @ts-expect-error the element has no such method
    samples.current?.explode();
  };
  return (
    <div>
      <gh-calculator
        region="au"
        units="metric"
        allow-unit-switch
        save-label="Save my rooms"
        ongh-calculator-save={(event) => console.log(event.detail.totals.carpet.metres.toFixed(2))}
      />
      {/* @ts-expect-error units are 'metric' or 'imperial' */}
      <gh-calculator units="cubits" />
      <gh-samples
        ref={samples}
        product-code="GH1069"
        open={false}
        ongh-samples-change={(event) => console.log(event.detail.count, event.detail.max)}
        ongh-samples-show={(event) => console.log(event.type)}
        ongh-samples-request-close={(event) => {
          if (event.detail.source === 'escape') event.preventDefault();
        }}
      />
      <gh-store-locator radius={20} lat="-33.87" lng={151.21} maps-key="key" map-id="map" />
      {/* @ts-expect-error 15 is not one of the radii */}
      <gh-store-locator radius={15} />
      <gh-search
        placeholder="Search carpets"
        ongh-search-select={(event) => console.log(event.detail.item.name)}
      />
      <gh-visualiser product-code="GH1069" variant-id="GHRES-1069-03" class="visualiser" />
      <gh-store-link href="/au/find-stores" />
      <button type="button" onClick={openSamples}>
        Free samples
      </button>
    </div>
  );
}

document.querySelector('gh-visualiser')?.hide();
document.addEventListener('gh-calculator-save', (event) => console.log(event.detail.units));
