/**
 * The region alert (SPEC.md sections 2.7 and 4), as the build writes it: a banner for each other
 * region, in a <template> each, with the CMS alert's wording for that region, else the shared
 * offer's. The <site-region-alert> island (src/islands/region-alert.ts) asks the visitor's
 * country once the page is idle, unless the alert was dismissed, and shows the banner of the
 * region it maps to, if that is another region: Continue switches region, Close only dismisses.
 */
import { REGIONS, type Region, regionAlertFor } from '@gh/shared/regions';
import { graphql, useStaticQuery } from 'gatsby';
import { CmsHtml } from '../ui/CmsHtml';
import { useRegionPage } from './RegionContext';
import './region-alert.css';

type AlertQuery = Queries.RegionAlertsQuery;

/** A country the geo-ip answer gives for each region. */
const COUNTRY_OF: Readonly<Record<Region, string>> = { au: 'au', nz: 'nz', na: 'us' };

export function RegionAlert() {
  const { region } = useRegionPage();
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
  const offers = REGIONS.flatMap((other) => {
    const offer = regionAlertFor({
      current: region,
      detectedCountry: COUNTRY_OF[other],
      dismissed: false,
    });
    return offer ? [offer] : [];
  });
  return (
    <site-region-alert region={region}>
      {offers.map((offer) => {
        const content = alerts.nodes.find((alert) => alert.field_region === offer.region);
        return (
          <template key={offer.region} data-region={offer.region}>
            <section className="region-alert" aria-label="Region" aria-live="polite">
              <div className="region-alert__text">
                <p className="region-alert__title">{content?.title ?? offer.message}</p>
                {content?.body?.html ? (
                  <CmsHtml html={content.body.html} className="region-alert__body" />
                ) : null}
              </div>
              <div className="region-alert__actions">
                <button type="button" className="button button--primary" data-action="continue">
                  {content?.field_continue_label || offer.continueLabel}
                </button>
                <button type="button" className="button button--secondary" data-action="close">
                  {content?.field_close_label || offer.closeLabel}
                </button>
              </div>
            </section>
          </template>
        );
      })}
    </site-region-alert>
  );
}
