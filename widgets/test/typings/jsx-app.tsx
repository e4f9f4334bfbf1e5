// An app using the elements in JSX, compiled by tools/package-typings.test.ts once with
// react.tsx (React 19's module JSX) and once with preact.tsx (Preact's JSX, `react` resolving to
// preact/compat as a Preact app aliases it), each against the package's generated typings of its
// framework. Each @ts-expect-error must be an error.
import { useRef } from 'react';
import type { GhSamplesElement } from './types/elements';

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
      <gh-visualiser product-code="GH1069" variant-id="GHRES-1069-03" className="visualiser" />
      <gh-store-link href="/au/find-stores" />
      <button type="button" onClick={openSamples}>
        Free samples
      </button>
    </div>
  );
}

document.querySelector('gh-visualiser')?.hide();
document.addEventListener('gh-calculator-save', (event) => console.log(event.detail.units));
