/**
 * The header's widgets (SPEC.md sections 2.2, 2.9, 2.10 and 2.11), as the build writes them: what
 * each widget shows with nothing stored (the plain store link, the Free Samples button, the
 * calculator link), inside the island that brings the widget suite's own element when it is
 * needed (src/islands/): `<gh-store-link>` once a location is stored, `<gh-samples>` when the
 * visitor reaches for the button (the basket's count shows from storage before that), and
 * `<gh-calculator>` in a modal over the page from 768 px. So the page works without script, and
 * nothing moves when a widget takes its place.
 */
import { type Region, unitsFor } from '@gh/shared/regions';
import { Link } from 'gatsby';
import { escapeHtml } from '../ui/escape-html';
import './widgets.css';

/**
 * An island's content as markup the page's React never diffs: the island replaces it (a widget in
 * the link's or the button's place, the basket's count), and on a page with Gatsby's runtime the
 * hydration, which runs later than the island may, would otherwise put the build's copy back.
 */
export const islandContent = (html: string) => ({ dangerouslySetInnerHTML: { __html: html } });

/**
 * A widget's button as the widget draws it (widgets.css), until the visitor reaches for it and the
 * island puts the widget in its place (src/islands/reached-widget.ts).
 */
export const widgetButtonHtml = (label: string, className?: string) =>
  `<button type="button" class="samples-placeholder${className ? ` ${escapeHtml(className)}` : ''}" aria-haspopup="dialog">${escapeHtml(label)}</button>`;

/** The header's store link and calculator link: a link to the widget's page, which the widget enhances. */
export interface HeaderLinkProps {
  href: string;
  label: string;
  region: Region;
  className?: string;
}

export function HeaderStoreLink({ href, label, region, className }: HeaderLinkProps) {
  // With no location stored the widget is the plain link (SPEC.md section 2.9).
  return (
    <site-store-link
      region={region}
      {...islandContent(
        `<a class="${escapeHtml(className ?? '')}" href="${escapeHtml(href)}">${escapeHtml(label)}</a>`,
      )}
    />
  );
}

export function HeaderSamples({ region, className }: { region: Region; className?: string }) {
  return (
    // The widget's button as it is with an empty basket, there from the first paint.
    <site-samples
      region={region}
      class={className}
      data-widget="gh-samples"
      {...islandContent(widgetButtonHtml('Free Samples'))}
    />
  );
}

export function HeaderCalculatorLink({ href, label, region, className }: HeaderLinkProps) {
  return (
    <site-calculator-link region={region} units={unitsFor(region)}>
      <Link className={className} to={href}>
        {label}
      </Link>
    </site-calculator-link>
  );
}
