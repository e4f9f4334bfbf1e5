/**
 * `<site-region-redirect base-path="/news">`: an unprefixed path sends the visitor to the same
 * page in their region (DESIGN.md section 6): the stored choice, else the geo-ip answer, else au.
 * The page itself lists the three regions as links, for a visitor without script.
 */
import { DEFAULT_REGION, type Region, regionFromCountry } from '@gh/shared/regions';
import { storedRegion } from '../components/region/storage';

export const regionalPath = (region: Region, basePath: string) =>
  basePath === '/' ? `/${region}` : `/${region}${basePath}`;

async function visitorRegion(): Promise<Region> {
  const stored = storedRegion();
  if (stored) return stored;
  try {
    const response = await fetch('/geo-ip', { headers: { accept: 'text/plain' } });
    if (response.ok) {
      const country = (await response.text()).trim().replace(/^"|"$/g, '');
      if (country) return regionFromCountry(country);
    }
  } catch {
    // Offline or blocked: the default region.
  }
  return DEFAULT_REGION;
}

export class SiteRegionRedirectElement extends HTMLElement {
  connectedCallback() {
    const basePath = this.getAttribute('base-path') ?? '/';
    void visitorRegion().then((region) => {
      const { search, hash } = window.location;
      window.location.replace(`${regionalPath(region, basePath)}${search}${hash}`);
    });
  }
}
