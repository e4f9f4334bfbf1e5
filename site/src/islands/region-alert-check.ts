/**
 * The region alert's check (region-alert.ts), fetched once the page is idle unless the visitor
 * dismissed the alert: the visitor's country (GET /geo-ip), and the banner of the region it maps
 * to when that is another region.
 */
import { isRegion, regionAlertFor } from '@gh/shared/regions';

const GEO_IP_URL = process.env.GATSBY_GEO_IP_URL || '/geo-ip';

async function detectCountry(): Promise<string | null> {
  const response = await fetch(GEO_IP_URL, { headers: { accept: 'text/plain' } });
  if (!response.ok) throw new Error(`GET ${GEO_IP_URL} answered ${response.status}`);
  return (await response.text()).trim().replace(/^"|"$/g, '') || null;
}

export async function checkRegion(host: HTMLElement, current: string): Promise<void> {
  if (!isRegion(current)) return;
  const country = await detectCountry();
  const offer = regionAlertFor({ current, detectedCountry: country, dismissed: false });
  if (!offer) return;
  const template = host.querySelector<HTMLTemplateElement>(
    `template[data-region="${offer.region}"]`,
  );
  if (!template) return;
  const { storeCountry } = await import('./switch-region');
  await storeCountry(current, country);
  const banner = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!banner) return;
  banner.querySelector('[data-action="continue"]')?.addEventListener('click', () => {
    banner.remove();
    void import('./switch-region').then(({ switchRegion }) => switchRegion(offer.region));
  });
  banner.querySelector('[data-action="close"]')?.addEventListener('click', () => {
    banner.remove();
    void import('./switch-region').then(({ dismissRegionAlert }) => dismissRegionAlert(current));
  });
  host.append(banner);
}
