/**
 * The region change of SPEC.md section 4, from the region toggle or the region alert: the shared
 * changeRegion clears the stored location, resets the calculator, empties the basket and
 * dismisses the region alert, on the very stores the widgets use; then the chosen region's home
 * page opens. Loaded only when a visitor changes region.
 */
import { isRegion } from '@gh/shared/regions';
import { rememberRegion } from '../components/region/storage';
import { changeRegion, clientStores, hydrated } from '../state/stores';
import { navigateTo } from './navigate';

export async function switchRegion(region: string): Promise<void> {
  if (!isRegion(region)) return;
  const stores = clientStores(region);
  await Promise.all([hydrated(stores.root), hydrated(stores.samples)]);
  const { homePath } = changeRegion(stores, region);
  rememberRegion(region);
  navigateTo(homePath);
}

/** The region alert's Close: dismissed, on the same store. */
export async function dismissRegionAlert(region: string): Promise<void> {
  if (!isRegion(region)) return;
  const { root } = clientStores(region);
  await hydrated(root);
  root.getState().dismissRegionAlert();
}

/** What the region alert detected, kept in the root store as the React alert did. */
export async function storeCountry(region: string, country: string | null): Promise<void> {
  if (!isRegion(region)) return;
  const { root } = clientStores(region);
  await hydrated(root);
  root.getState().setCountry(country);
}
