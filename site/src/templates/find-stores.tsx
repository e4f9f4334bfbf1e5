/**
 * /{region}/find-stores (and /find-stores, which sends the visitor to their region, au by
 * default): the store locator of the widget suite.
 */

import { REGION_SETTINGS } from '@gh/shared/regions';
import { onIdle } from '@gh/shared/schedule';
import { StoreLocator, storeLocatorStyles } from '@gh/widgets/store-locator';
import type { PageProps } from 'gatsby';
import { useEffect } from 'react';
import { pageHead } from '../components/Seo';
import { storeLinkModule } from '../components/widgets/modules';
import { ShadowWidget } from '../components/widgets/ShadowWidget';
import type { RegionPageContext } from '../routing';
import { CataloguePage } from '../sections/CataloguePage';
import '../catalogue/catalogue.css';

/** A Google Maps key for the site's build; without one the locator draws its offline map. */
const MAPS_KEY = process.env.GATSBY_GOOGLE_MAPS_KEY || undefined;

export default function FindStores({ pageContext }: PageProps<object, RegionPageContext>) {
  const { region } = pageContext;
  // The header's store link follows the location chosen here; elsewhere it loads its code only
  // when a location is stored.
  useEffect(
    () =>
      onIdle(() => {
        storeLinkModule.load().catch(() => {
          // The header keeps its plain link.
        });
      }, 4000),
    [],
  );
  return (
    <CataloguePage
      context={pageContext}
      title="Find your nearest stores"
      intro={
        <p>
          Search by {REGION_SETTINGS[region].placeSearchTerms} to see our flooring in a store near
          you.
        </p>
      }
    >
      <ShadowWidget
        css={storeLocatorStyles}
        widget="gh-store-locator"
        className="store-page__locator"
        prerendered
      >
        <StoreLocator region={region} website="GHRES" mapsKey={MAPS_KEY} sharedLocation />
      </ShadowWidget>
    </CataloguePage>
  );
}

export const Head = pageHead({
  title: 'Find stores',
  description:
    'Find a flooring store near you: stores with our carpet and hard flooring on display, by distance.',
});
