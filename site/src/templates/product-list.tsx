/**
 * /{region}/products: the product list (SPEC.md sections 2.1, 2.3, 2.5 and 4), its heading and
 * document title following the filters ('Carpet', 'Wool carpet', 'Hard flooring'; the rule is
 * productListHeading in shared). The list itself, with its filters, sort, chips and paging, is
 * catalogue/ProductList.
 */
import {
  canonicalProductListUrl,
  parseProductListQuery,
  productListHeading,
} from '@gh/shared/catalogue';
import { catalogueBreadcrumbs } from '@gh/shared/navigation';
import type { HeadProps, PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import type { ProductCardData } from '../catalogue/cards';
import { ProductList } from '../catalogue/ProductList';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { BreadcrumbJsonLd, Breadcrumbs } from '../components/ui/Breadcrumbs';
import type { RegionPageContext } from '../routing';
import '../catalogue/catalogue.css';

interface ProductListContext extends RegionPageContext {
  cards: ProductCardData[];
  total: number;
  brands: { name: string; slug: string }[];
  features: { slug: string; title: string }[];
  featureCounts: Record<string, number>;
}

/** The heading of the list a query asks for. */
const headingOf = (search: string) => productListHeading(parseProductListQuery(search));

export default function ProductListPage({
  pageContext,
  location,
}: PageProps<object, ProductListContext>) {
  const { region, basePath, cards, total, brands, features, featureCounts } = pageContext;
  // The built page is the unfiltered list; the URL's filters name it once the page runs.
  const [heading, setHeading] = useState('Products');
  useEffect(() => setHeading(headingOf(location.search)), [location.search]);
  return (
    <Layout region={region} basePath={basePath}>
      <div className="catalogue-page product-list">
        <Breadcrumbs trail={catalogueBreadcrumbs({ kind: 'list' }, region)} />
        <header className="catalogue-page__header">
          <h1 id="product-list-title">{heading}</h1>
        </header>
        <ProductList
          region={region}
          pathname={location.pathname}
          search={location.search}
          cards={cards}
          total={total}
          brands={brands}
          features={features}
          featureCounts={featureCounts}
          headingId="product-list-title"
          listName="Products"
          listId="products"
        />
      </div>
    </Layout>
  );
}

export function Head({ pageContext, location }: HeadProps<object, ProductListContext>) {
  // SPEC.md section 2.5: every filter combination has its canonical list page.
  // Gatsby types the head's location without its query; in the browser the page's URL has it.
  const search =
    (location as { search?: string }).search ??
    (typeof window === 'undefined' ? '' : window.location.search);
  const canonical = canonicalProductListUrl(search, { locale: pageContext.region });
  const heading = headingOf(search);
  return (
    <Seo
      title={heading === 'Products' ? 'Carpet and hard flooring' : heading}
      description="Browse our carpet and hard flooring ranges by type, style, room, brand, colour, budget and feature, and order free samples."
      path={canonical}
      alternates={pageContext.alternates}
    >
      <BreadcrumbJsonLd trail={catalogueBreadcrumbs({ kind: 'list' }, pageContext.region)} />
    </Seo>
  );
}
