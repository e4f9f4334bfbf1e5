/**
 * A page that lists products: /product-types/{slug} (SPEC.md section 2.4), /features/{slug},
 * /collections/{slug} and /brands/{slug}, built from the catalogue API (gatsby/pages/catalogue.ts).
 * A product-type page is the filterable product list of its type and sub type (catalogue/
 * ProductList, the type and style fixed by the page) under its intro, a feature page the list of
 * its feature; collections and brands list their cards.
 */
import {
  type ProductFilters,
  parseProductListQuery,
  productListHeading,
  subTypeListType,
} from '@gh/shared/catalogue';
import { type CataloguePlace, catalogueBreadcrumbs } from '@gh/shared/navigation';
import type { HeadProps, PageProps } from 'gatsby';
import { useMemo } from 'react';
import { ProductList } from '../catalogue/ProductList';
import { type ListingData, ProductListing } from '../catalogue/ProductListing';
import { Layout } from '../components/Layout';
import { PageSeo } from '../components/Seo';
import { BreadcrumbJsonLd, Breadcrumbs } from '../components/ui/Breadcrumbs';
import type { RegionPageContext } from '../routing';
import '../catalogue/catalogue.css';

type ListingContext = RegionPageContext &
  ListingData & {
    /** Product-type and feature pages: the brands of the Brand filter. */
    brands?: { name: string; slug: string }[];
    /** Product-type and feature pages: the features of the Features filter, its built counts. */
    features?: { slug: string; title: string }[];
    featureCounts?: Record<string, number>;
  };

/** Where a listing sits in the catalogue: its kind, and its slug from its path. */
function listingTrail(context: ListingContext) {
  const slug = context.basePath.split('/').filter(Boolean).at(-1) ?? '';
  const kinds = ['product-type', 'collection', 'brand', 'feature'] as const;
  const kind = kinds.find((candidate) => candidate === context.listKind);
  const place: CataloguePlace = kind ? { kind, name: context.title, slug } : { kind: 'list' };
  return catalogueBreadcrumbs(place, context.region);
}

/**
 * The filters of a listing that is a filterable product list: a product-type page's sub type and
 * the type that sub type belongs to, a feature page's feature; null for any other listing, or a
 * type page without a sub type of its own.
 */
function fixedFilters(context: ListingContext): ProductFilters | null {
  const query = parseProductListQuery(context.listQuery);
  if (context.listKind === 'feature') return query.feature ? { feature: query.feature } : null;
  if (context.listKind !== 'product-type') return null;
  const code = query.subType?.[0];
  const type = code ? subTypeListType(code) : null;
  return code && type ? { type: [type], subType: [code] } : null;
}

/** A product-type page is named for its type: 'Wool carpet', 'Hybrid flooring'. */
function listingHeading(context: ListingContext): string {
  const fixed = context.listKind === 'product-type' ? fixedFilters(context) : null;
  return fixed ? productListHeading(fixed) : context.title;
}

export default function ProductListingPage({
  pageContext,
  location,
}: PageProps<object, ListingContext>) {
  const { region, basePath } = pageContext;
  const fixed = useMemo(() => fixedFilters(pageContext), [pageContext]);
  return (
    <Layout region={region} basePath={basePath}>
      <div className={`catalogue-page${fixed ? ' product-list' : ''}`}>
        <Breadcrumbs trail={listingTrail(pageContext)} />
        <header className="catalogue-page__header">
          <h1 id="listing-title">{listingHeading(pageContext)}</h1>
          <p className="catalogue-page__intro">{pageContext.intro}</p>
        </header>
        {fixed ? (
          <ProductList
            region={region}
            pathname={location.pathname}
            search={location.search}
            cards={pageContext.cards}
            total={pageContext.total}
            brands={pageContext.brands ?? []}
            features={pageContext.features}
            featureCounts={pageContext.featureCounts}
            fixed={fixed}
            headingId="listing-title"
            listName={pageContext.title}
            listId={basePath.slice(1)}
          />
        ) : (
          <ProductListing
            listing={pageContext}
            region={region}
            listId={basePath.slice(1)}
            headingId="listing-title"
          />
        )}
      </div>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, ListingContext>) {
  return (
    <PageSeo
      context={pageContext}
      title={listingHeading(pageContext)}
      description={pageContext.intro}
    >
      <BreadcrumbJsonLd trail={listingTrail(pageContext)} />
    </PageSeo>
  );
}
