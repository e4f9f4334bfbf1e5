/**
 * The 404 page: says the page is not there and offers the ways on (home, search the main areas)
 * in the region the missing address was under, or au.
 */
import { headerFor } from '@gh/shared/navigation';
import { DEFAULT_REGION, isRegion, type Region } from '@gh/shared/regions';
import { type HeadProps, Link, type PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { SearchForm } from '../search/SearchForm';

const regionOf = (pathname: string): Region => {
  const prefix = pathname.split('/')[1];
  return isRegion(prefix) ? prefix : DEFAULT_REGION;
};

export default function NotFound({ location }: PageProps) {
  // The page is built once; the region of the missing address is known only in the browser.
  const [region, setRegion] = useState<Region>(DEFAULT_REGION);
  useEffect(() => setRegion(regionOf(location.pathname)), [location.pathname]);
  const links = headerFor({ region }).primaryNavigation.filter((item) => item.href);
  return (
    <Layout region={region} basePath="/404" remember={false}>
      <div className="page-body not-found">
        <h1 className="page-hero__title">We can’t find that page</h1>
        <p>
          The page may have moved, or the address may be mistyped. These will get you back on track:
        </p>
        <SearchForm region={region} label="Search for what you were looking for" />
        <ul className="not-found__links">
          <li>
            <Link to={`/${region}`}>Home</Link>
          </li>
          <li>
            <Link to={`/${region}/inspiration`}>Inspiration</Link>
          </li>
          <li>
            <Link to={`/${region}/news`}>News and guides</Link>
          </li>
          {links.map((item) => (
            <li key={item.label}>
              <Link to={item.href ?? '/'}>{item.label}</Link>
            </li>
          ))}
          <li>
            <Link to={`/${region}/support`}>Support</Link>
          </li>
        </ul>
      </div>
    </Layout>
  );
}

export function Head(_props: HeadProps) {
  return <Seo title="Page not found" path="/404" noindex />;
}
