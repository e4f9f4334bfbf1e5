/**
 * /{region}/calculator: the floor calculator as a page (SPEC.md section 2.1). On mobile the
 * header's calculator link opens this page; on desktop it opens the same calculator in a modal
 * (HeaderCalculatorLink in components/widgets/HeaderWidgets.tsx), and this page remains for a shared or typed address.
 */
import { unitsFor } from '@gh/shared/regions';
import { Calculator, calculatorStyles } from '@gh/widgets/calculator';
import type { PageProps } from 'gatsby';
import { pageHead } from '../components/Seo';
import { ShadowWidget } from '../components/widgets/ShadowWidget';
import type { RegionPageContext } from '../routing';
import { CataloguePage } from '../sections/CataloguePage';
import '../catalogue/catalogue.css';

export const CALCULATOR_DESCRIPTION =
  'Add each room’s width and length to see how much flooring you need, wastage included.';

export default function CalculatorPage({ pageContext }: PageProps<object, RegionPageContext>) {
  const { region } = pageContext;
  return (
    <CataloguePage context={pageContext} title="Floor calculator">
      {/* The page's own h2, so the widget's h3 totals follow it (axe heading order). */}
      <h2>Your rooms</h2>
      <ShadowWidget
        css={calculatorStyles}
        widget="gh-calculator"
        className="calculator-page__widget"
      >
        <Calculator
          region={region}
          website="GHRES"
          units={unitsFor(region)}
          allowUnitSwitch
          description={CALCULATOR_DESCRIPTION}
        />
      </ShadowWidget>
    </CataloguePage>
  );
}

export const Head = pageHead({
  title: 'Floor calculator',
  description: 'Work out how much carpet or hard flooring you need for each room, with wastage.',
});
