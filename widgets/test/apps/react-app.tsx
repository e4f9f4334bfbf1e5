/**
 * A retailer's React app using the packed @gh/widgets (tools/package.test.ts installs the tarball
 * beside React 18 and beside React 19): the components with their props and styles, type-checked
 * against the shipped declarations, then rendered. It prints what it rendered as JSON.
 */
import { Calculator, type CalculatorProps, calculatorStyles } from '@gh/widgets/calculator';
import { Samples } from '@gh/widgets/samples';
import { StoreLocator, storeLocatorStyles } from '@gh/widgets/store-locator';
import { version } from 'react';
import { renderToString } from 'react-dom/server';

const calculator: CalculatorProps = { region: 'au' };

const html = renderToString(
  <main>
    <style>{calculatorStyles + storeLocatorStyles}</style>
    <Calculator {...calculator} />
    <StoreLocator region="au" radius={20} />
    <Samples region="au" productCode="GH1069" website="GHRES" />
  </main>,
);

console.log(
  JSON.stringify({
    react: version,
    checks: {
      calculator: html.includes('Total'),
      // The radius given as a prop is the one selected.
      locator:
        html.includes('Address, suburb or postcode') &&
        /<option value="20" selected="">20 km<\/option>/.test(html),
      samples: html.includes('Free Samples'),
    },
  }),
);
