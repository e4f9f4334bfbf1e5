/**
 * `<site-region-alert region="au">`: the region alert (SPEC.md sections 2.7 and 4). Once the page
 * is idle, unless the visitor dismissed it, the visitor's country is asked and, when it maps to
 * another region, that region's banner, which the build wrote into a <template> (the CMS alert's
 * wording, else the shared offer's), is shown (region-alert-check.ts, fetched then). Continue is
 * the region change; Close only dismisses. The stores' code comes only with a banner to show.
 */
import { onIdle } from '@gh/shared/schedule';
import { isRegionAlertDismissed } from '@gh/shared/stored';
import { browserStorage } from './storage';

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

  private async check() {
    if (isRegionAlertDismissed(browserStorage)) return;
    const { checkRegion } = await import('./region-alert-check');
    await checkRegion(this, this.getAttribute('region') ?? 'au');
  }
}
