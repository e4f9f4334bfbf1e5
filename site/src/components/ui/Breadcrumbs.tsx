/**
 * The breadcrumb trail of a catalogue page: a labelled navigation landmark with the page itself
 * marked as current, and (in the page head) the same trail as schema.org BreadcrumbList data.
 * The trails come from @gh/shared/navigation.
 */
import { breadcrumbListJsonLd, type Crumb } from '@gh/shared/navigation';
import { graphql, Link, useStaticQuery } from 'gatsby';
import './breadcrumbs.css';

export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

interface SiteUrlQuery {
  site: { siteMetadata: { siteUrl: string } };
}

/** For a page's Head: the trail as structured data. */
export function BreadcrumbJsonLd({ trail }: { trail: readonly Crumb[] }) {
  const { site } = useStaticQuery<SiteUrlQuery>(graphql`
    query BreadcrumbSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const json = JSON.stringify(breadcrumbListJsonLd(trail, site.siteMetadata.siteUrl));
  return (
    <script
      type="application/ld+json"
      // Script text is not HTML-decoded, so React's escaping would corrupt the JSON; '<' is escaped
      // instead, so no name can close the script.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped, not markup
      dangerouslySetInnerHTML={{ __html: json.replace(/</g, '\\u003c') }}
    />
  );
}
