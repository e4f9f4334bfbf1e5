/**
 * An unprefixed path (/news, /support, /): sends the visitor to the same page in their region
 * (DESIGN.md section 6): the stored choice, else the geo-ip answer, else au; the
 * <site-region-redirect> island does (src/islands/region-redirect.ts), on a page without
 * Gatsby's runtime. Without script the page offers the three regions as links.
 */
import { DEFAULT_REGION, REGION_SETTINGS, REGIONS, type Region } from '@gh/shared/regions';
import type { HeadProps, PageProps } from 'gatsby';

interface Context {
  basePath: string;
}

const target = (region: Region, basePath: string) =>
  basePath === '/' ? `/${region}` : `/${region}${basePath}`;

export default function RegionRedirect({ pageContext }: PageProps<object, Context>) {
  const { basePath } = pageContext;
  return (
    <main className="region-redirect">
      <site-region-redirect base-path={basePath} />
      <h1>Choose your region</h1>
      <ul>
        {REGIONS.map((region) => (
          <li key={region}>
            <a href={target(region, basePath)}>{REGION_SETTINGS[region].label}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}

export function Head({ pageContext }: HeadProps<object, Context>) {
  return (
    <>
      <title>GH Flooring</title>
      <meta name="robots" content="noindex" />
      <link rel="canonical" href={target(DEFAULT_REGION, pageContext.basePath)} />
    </>
  );
}
