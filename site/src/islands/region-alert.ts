/**
 * `<site-region-alert region="au">`: the region alert (SPEC.md sections 2.7 and 4). Once the page
 * is idle, unless the visitor dismissed it, the visitor's country is asked (GET /geo-ip); when it
 * maps to another region, that region's banner, which the build wrote into a <template> (the
 * CMS alert's wording, else the shared offer's), is shown. Continue is the region change; Close
 * only dismisses. The stores' code comes only with a banner to show.
 */
import { isRegion, regionAlertFor } from '@gh/shared/regions';
import { onIdle } from '@gh/shared/schedule';
import { isRegionAlertDismissed } from '@gh/shared/stored';

import { browserStorage } from './storage';

const GEO_IP_URL = process.env.GATSBY_GEO_IP_URL || '/geo-ip';

async function detectCountry(): Promise<string | null> {
  const response = await fetch(GEO_IP_URL, { headers: { accept: 'text/plain' } });
  if (!response.ok) throw new Error(`GET ${GEO_IP_URL} answered ${response.status}`);
  return (await response.text()).trim().replace(/^"|"$/g, '') || null;
}

export class SiteRegionAlertElement extends HTMLElement {
  private cancel: (() => void) | null = null;

  connectedCallback() {
    this.cancel = onIdle(() => {
      this.check()
        .catch((error: unknown) => console.warn('Region detection failed', error))
        .finally(() => {
          // For browser tests and monitoring: the check is over, with or without a banner.
          document.documentElement.dataset.regionChecked = 'true';
        });
    }, 2000);
  }

  disconnectedCallback() {
    this.cancel?.();
  }

  private region() {
    return this.getAttribute('region') ?? 'au';
  }

  private async check() {
    const current = this.region();
    if (!isRegion(current) || isRegionAlertDismissed(browserStorage)) return;
    const country = await detectCountry();
    const offer = regionAlertFor({ current, detectedCountry: country, dismissed: false });
    if (!offer) return;
    const template = this.querySelector<HTMLTemplateElement>(
      `template[data-region="${offer.region}"]`,
    );
    if (!template) return;
    const { storeCountry } = await import('./switch-region');
    await storeCountry(this.region(), country);
    const banner = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (!banner) return;
    banner.querySelector('[data-action="continue"]')?.addEventListener('click', () => {
      banner.remove();
      void import('./switch-region').then(({ switchRegion }) => switchRegion(offer.region));
    });
    banner.querySelector('[data-action="close"]')?.addEventListener('click', () => {
      banner.remove();
      void import('./switch-region').then(({ dismissRegionAlert }) =>
        dismissRegionAlert(this.region()),
      );
    });
    this.append(banner);
  }
}
