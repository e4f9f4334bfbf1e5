/**
 * A page that lists products: /product-types/{slug} (SPEC.md section 2.4), /collections/{slug}
 * and /brands/{slug}, built from the catalogue API (gatsby/pages/catalogue.ts).
 */
import { type CataloguePlace, catalogueBreadcrumbs } from '@gh/shared/navigation';
import type { HeadProps, PageProps } from 'gatsby';
import { type ListingData, ProductListing } from '../catalogue/ProductListing';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { BreadcrumbJsonLd, Breadcrumbs } from '../components/ui/Breadcrumbs';
import { pagePath, type RegionPageContext } from './types';
import '../catalogue/catalogue.css';

type ListingContext = RegionPageContext & ListingData;

/** Where a listing sits in the catalogue: its kind, and its slug from its path. */
function listingTrail(context: ListingContext) {
  const slug = context.basePath.split('/').filter(Boolean).at(-1) ?? '';
  const kinds = ['product-type', 'collection', 'brand'] as const;
  const kind = kinds.find((candidate) => candidate === context.listKind);
  const place: CataloguePlace = kind ? { kind, name: context.title, slug } : { kind: 'list' };
  return catalogueBreadcrumbs(place, context.region);
}

export default function ProductListingPage({ pageContext }: PageProps<object, ListingContext>) {
  const { region, basePath } = pageContext;
  return (
    <Layout region={region} basePath={basePath}>
      <div className="catalogue-page">
        <Breadcrumbs trail={listingTrail(pageContext)} />
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
    >
      <BreadcrumbJsonLd trail={listingTrail(pageContext)} />
    </Seo>
  );
}
