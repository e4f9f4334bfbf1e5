/** Every page's frame: skip link, region alert, header, main content and footer. */
import type { Region } from '@gh/shared/regions';
import { type ReactNode, useEffect } from 'react';
import { HydrationSlice } from '../hydration/HydrationSlice';
import { whenHydrated } from '../hydration/slices';
import { Footer } from './footer/Footer';
import { Header, type HeaderColourMode } from './header/Header';
import { RegionAlert } from './region/RegionAlert';
import { RegionProvider } from './region/RegionContext';
import { rememberRegion } from './region/storage';

/** The tag manager's container id the site is built with, e.g. 'GTM-ABC1234'. */
const TAG_MANAGER_ID = process.env.GATSBY_GTM_ID || undefined;

export interface LayoutProps {
  region: Region;
  basePath: string;
  headerColourMode?: HeaderColourMode;
  /** A page without a region of its own (the 404) does not become the stored choice. */
  remember?: boolean;
  children: ReactNode;
}

export function Layout({
  region,
  basePath,
  headerColourMode,
  remember = true,
  children,
}: LayoutProps) {
  // On a page with Gatsby's runtime, a page opened in place is remembered too (src/islands/index.ts
  // remembers the region of the page loaded).
  useEffect(() => {
    if (remember) rememberRegion(region);
  }, [region, remember]);
  // Marks the page as interactive (every slice hydrated, but the footer, which waits to be near),
  // for browser tests and monitoring scripts.
  useEffect(() => {
    whenHydrated().then(() => {
      document.documentElement.dataset.siteReady = 'true';
    });
  }, []);
  return (
    <RegionProvider value={{ region, basePath }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <RegionAlert />
      <HydrationSlice>
        <Header colourMode={headerColourMode} />
      </HydrationSlice>
      <HydrationSlice>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </HydrationSlice>
      {/* Far down every page: it hydrates when the visitor nears it, its links plain till then. */}
      <HydrationSlice near=".site-footer">
        <Footer />
      </HydrationSlice>
      {/* Loads the tag manager once the page is idle (src/islands/tag-manager.ts). */}
      {TAG_MANAGER_ID ? <site-tag-manager container={TAG_MANAGER_ID} /> : null}
    </RegionProvider>
  );
}
