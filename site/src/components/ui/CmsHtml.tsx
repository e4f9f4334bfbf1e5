/**
 * Markup from the CMS. It was sanitised when the site was built (gatsby/schema/content.ts, the
 * `html` field of formatted text), which is the only way markup reaches this component. In-site
 * links written with a region prefix (/au/...) point at the current region (SPEC.md section 2.1).
 */
import { regionaliseCmsLinks } from '../../routing';
import { useRegionPage } from '../region/RegionContext';
import './cms-html.css';

export function CmsHtml({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  const { region } = useRegionPage();
  if (!html) return null;
  const regional = regionaliseCmsLinks(html, region);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised at build time (DrupalText.html)
  return <div className={className ?? 'cms-html'} dangerouslySetInnerHTML={{ __html: regional }} />;
}
