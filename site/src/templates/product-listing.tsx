/**
 * A page that lists products: /product-types/{slug} (SPEC.md section 2.4), /collections/{slug}
 * and /brands/{slug}, built from the catalogue API (gatsby/pages/catalogue.ts).
 */
import type { HeadProps, PageProps } from 'gatsby';
import { type ListingData, ProductListing } from '../catalogue/ProductListing';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { pagePath, type RegionPageContext } from './types';
import '../catalogue/catalogue.css';

type ListingContext = RegionPageContext & ListingData;

export default function ProductListingPage({ pageContext }: PageProps<object, ListingContext>) {
  const { region, basePath } = pageContext;
  return (
    <Layout region={region} basePath={basePath}>
      <div className="catalogue-page">
        <header className="catalogue-page__header">
          <h1 id="listing-title">{pageContext.title}</h1>
          <p>{pageContext.intro}</p>
        </header>
        <ProductListing
          listing={pageContext}
          region={region}
          listId={basePath.slice(1)}
          headingId="listing-title"
        />
      </div>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, ListingContext>) {
  return (
    <Seo
      title={pageContext.title}
      description={pageContext.intro}
      path={pagePath(pageContext)}
      alternates={pageContext.alternates}
    />
  );
}
