/**
 * An unprefixed path (/news, /support, /): sends the visitor to the same page in their region
 * (DESIGN.md section 6): the stored choice, else the geo-ip answer, else au. Without script the
 * page offers the three regions as links.
 */
import {
  DEFAULT_REGION,
  REGION_SETTINGS,
  REGIONS,
  type Region,
  regionFromCountry,
} from '@gh/shared/regions';
import type { HeadProps, PageProps } from 'gatsby';
import { useEffect } from 'react';
import { storedRegion } from '../components/region/storage';

interface Context {
  basePath: string;
}

const target = (region: Region, basePath: string) =>
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

export default function RegionRedirect({ pageContext, location }: PageProps<object, Context>) {
  const { basePath } = pageContext;
  useEffect(() => {
    void visitorRegion().then((region) => {
      window.location.replace(`${target(region, basePath)}${location.search}${location.hash}`);
    });
  }, [basePath, location.search, location.hash]);
  return (
    <main className="region-redirect">
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
