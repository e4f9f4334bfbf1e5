/** The region change of SPEC.md section 4 (and DESIGN.md section 7 for the widgets' attribute). */
import { resetCalculator, switchUnits } from '../calculator';
import { type Region, unitsFor } from '../regions';
import type { RootStore } from './root';
import type { SamplesStore } from './samples';

export interface ClientStores {
  root: RootStore;
  samples: SamplesStore;
}

/**
 * Switches the region: clears the stored location, resets the calculator to one default row
 * (in the new region's units), empties the samples basket, and marks the region alert
 * dismissed. Returns the home page of the chosen locale, where the site navigates.
 */
export function changeRegion(stores: ClientStores, region: Region): { homePath: string } {
  const root = stores.root.getState();
  const reset = resetCalculator(root.rows);
  stores.root.setState({
    region: { ...root.region, region, dismissed: true },
    regionAlert: { dismissed: true },
    location: null,
    rows: reset.units === unitsFor(region) ? reset : switchUnits(reset, unitsFor(region)),
  });
  stores.samples.getState().clear();
  stores.samples.getState().setRegion(region);
  return { homePath: `/${region}` };
}
