/**
 * The region alert (SPEC.md sections 2.7 and 4): on first load, unless dismissed, the visitor's
 * country is detected (GET /geo-ip); when it maps to another region a banner offers it. Continue
 * switches to that region (the full region change) and Close only dismisses. The wording comes
 * from the CMS alert for the detected region, else the shared offer.
 */
import { type Region, type RegionAlertOffer, regionAlertFor } from '@gh/shared/regions';
import { onIdle } from '@gh/shared/schedule';
import { isRegionAlertDismissed } from '@gh/shared/stored';
import { graphql, useStaticQuery } from 'gatsby';
import { useEffect, useState } from 'react';
import { switchRegion } from '../header/RegionToggle';
import { CmsHtml } from '../ui/CmsHtml';
import { useRegionPage } from './RegionContext';
import './region-alert.css';

const GEO_IP_URL = process.env.GATSBY_GEO_IP_URL ?? '/geo-ip';

type AlertQuery = Queries.RegionAlertsQuery;

async function detectCountry(): Promise<string | null> {
  const response = await fetch(GEO_IP_URL, { headers: { accept: 'text/plain' } });
  if (!response.ok) throw new Error(`GET ${GEO_IP_URL} answered ${response.status}`);
  return (await response.text()).trim().replace(/^"|"$/g, '') || null;
}

export function RegionAlert() {
  const { region } = useRegionPage();
  const [offer, setOffer] = useState<RegionAlertOffer | null>(null);
  const { alerts } = useStaticQuery<AlertQuery>(graphql`
    query RegionAlerts {
      alerts: allNodeAlert {
        nodes {
          title
          field_region
          field_continue_label
          field_close_label
          body {
            html
          }
        }
      }
    }
  `);

  // Checked once the page is idle: the offer can wait, the page's first moments cannot. The
  // shared stores' code comes only with an offer to show (the visitor is from another region).
  useEffect(() => {
    let cancelled = false;
    const check = async () => {
      if (isRegionAlertDismissed(window.localStorage)) return;
      const country = await detectCountry();
      const next = regionAlertFor({ current: region, detectedCountry: country, dismissed: false });
      if (!next) return;
      const { clientStores, hydrated } = await import('../../state/stores');
      const { root } = clientStores(region);
      await hydrated(root);
      root.getState().setCountry(country);
      if (!cancelled) setOffer(next);
    };
    const cancel = onIdle(() => {
      check()
        .catch((error: unknown) => console.warn('Region detection failed', error))
        .finally(() => {
          // For browser tests and monitoring: the check is over, with or without an offer shown.
          if (!cancelled) document.documentElement.dataset.regionChecked = 'true';
        });
    }, 2000);
    return () => {
      cancelled = true;
      cancel();
    };
  }, [region]);

  if (!offer) return null;
  const content = alerts.nodes.find((alert) => alert.field_region === offer.region);
  const close = async () => {
    setOffer(null);
    const { clientStores } = await import('../../state/stores');
    clientStores(region).root.getState().dismissRegionAlert();
  };
  const accept = async (target: Region) => {
    setOffer(null);
    await switchRegion(target);
  };
  return (
    <section className="region-alert" aria-label="Region" aria-live="polite">
      <div className="region-alert__text">
        <p className="region-alert__title">{content?.title ?? offer.message}</p>
        {content?.body?.html ? (
          <CmsHtml html={content.body.html} className="region-alert__body" />
        ) : null}
      </div>
      <div className="region-alert__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void accept(offer.region)}
        >
          {content?.field_continue_label || offer.continueLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void close()}>
          {content?.field_close_label || offer.closeLabel}
        </button>
      </div>
    </section>
  );
}
