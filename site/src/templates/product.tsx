/**
 * /{region}/products/{product-name-slug}?colour={variant-name-slug} (SPEC.md sections 2.1 and 3):
 * the chosen colour's pictures (laid into rooms that suit it, and close up), the colours to pick (the URL follows), the
 * description for the region, yarn and product code, the samples button (or the reason there is
 * none), the room visualiser (its room view shown in place of the main image, its colours the
 * page's own row), nearby stores and related products. view_item is sent once.
 */

import { createEventSender } from '@gh/shared/analytics';
import { catalogueBreadcrumbs } from '@gh/shared/navigation';
import { unitsFor } from '@gh/shared/regions';
import { SAMPLE_MESSAGES } from '@gh/shared/samples';
import { type HeadProps, Link, navigate, type PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { pageDataLayer } from '../catalogue/analytics';
import type { ProductCardData } from '../catalogue/cards';
import { ProductCarousel } from '../catalogue/ProductCarousel';
import { ProductGallery } from '../catalogue/ProductGallery';
import {
  chosenVariant,
  type ProductPageProduct,
  specificationRows,
} from '../catalogue/product-page';
import { landscapeRendition, SQUARE_SIZES, squareRendition } from '../catalogue/square-image';
import { Layout } from '../components/Layout';
import { PageSeo } from '../components/Seo';
import { BreadcrumbJsonLd, Breadcrumbs } from '../components/ui/Breadcrumbs';
import { CmsHtml } from '../components/ui/CmsHtml';
import { DeferredWidget } from '../components/widgets/DeferredWidget';
import {
  calculatorModule,
  samplesModule,
  storeLinkModule,
  visualiserModule,
} from '../components/widgets/modules';
import { HydrationSlice } from '../hydration/HydrationSlice';
import type { RegionPageContext } from '../routing';
import 'swiper/css';
import '../catalogue/catalogue.css';

// Each widget is its own chunk, fetched as its place nears the viewport (DeferredWidget).

/** The gallery's slider, which the room view takes the place of. */
const GALLERY_MAIN_ID = 'product-gallery-main';

interface ProductContext extends RegionPageContext {
  product: ProductPageProduct;
  related: ProductCardData[];
}

const productTrail = ({ product, region }: ProductContext) =>
  catalogueBreadcrumbs({ kind: 'product', ...product }, region);

export default function ProductPage({ pageContext, location }: PageProps<object, ProductContext>) {
  const { region, basePath, product, related } = pageContext;
  // The built page shows the first colour; the URL's colour applies once the page runs.
  const [colour, setColour] = useState<string | null>(null);
  useEffect(() => {
    setColour(new URLSearchParams(location.search).get('colour'));
  }, [location.search]);
  const variant = chosenVariant(product.variants, colour);

  useEffect(() => {
    createEventSender({ dataLayer: pageDataLayer() }).send({
      key: 'view_item',
      items: [
        {
          item_id: product.productCode,
          item_name: product.name,
          item_brand: product.brands[0],
          item_category: product.productType,
          item_category2: product.productSubType ?? undefined,
        },
      ],
    });
  }, [product]);

  const choose = (slug: string) => {
    setColour(slug);
    void navigate(`${location.pathname}?colour=${slug}`, { replace: true });
  };

  return (
    <Layout region={region} basePath={basePath}>
      <div className="catalogue-page">
        <Breadcrumbs trail={productTrail(pageContext)} />
        <div className="product-page">
          {variant ? (
            <ProductGallery productName={product.name} variant={variant} mainId={GALLERY_MAIN_ID} />
          ) : null}
          <HydrationSlice>
            <div className="product-info">
              <p className="product-info__type">{product.productType}</p>
              <h1>{product.name}</h1>
              {variant ? <p className="product-info__colour">Colour: {variant.name}</p> : null}
              <fieldset className="colour-picker">
                <legend>Colours ({product.variants.length})</legend>
                <ul className="colour-picker__list">
                  {product.variants.map((item) => (
                    <li key={item.globalItemId}>
                      <a
                        className="colour-picker__option"
                        href={`${location.pathname}?colour=${item.slug}`}
                        aria-current={item.slug === variant?.slug ? 'true' : undefined}
                        aria-label={item.name}
                        title={item.name}
                        onClick={(event) => {
                          event.preventDefault();
                          choose(item.slug);
                        }}
                      >
                        <img
                          src={squareRendition(item.swatch, SQUARE_SIZES.swatch).src}
                          width={48}
                          height={48}
                          alt=""
                          loading="lazy"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <div className="product-actions">
                {product.sampleAvailable ? (
                  <DeferredWidget
                    load={samplesModule.load}
                    styles={(widget) => widget.samplesStyles}
                    widget="gh-samples"
                    className="product-actions__samples"
                  >
                    {({ Samples }) => (
                      // The colour on show is the one chosen as the modal opens (issue 1/6, item 7).
                      <Samples
                        productCode={product.productCode}
                        colour={variant?.slug}
                        region={region}
                        website="GHRES"
                      />
                    )}
                  </DeferredWidget>
                ) : (
                  <p className="product-actions__unavailable">
                    {SAMPLE_MESSAGES.productUnavailable}
                  </p>
                )}
                <div>
                  <span className="visually-hidden">See it in your room: </span>
                  <DeferredWidget
                    load={visualiserModule.load}
                    styles={(widget) => widget.visualiserStyles}
                    widget="gh-visualiser"
                    className="product-actions__visualiser"
                  >
                    {({ Visualiser }) => (
                      <Visualiser
                        productCode={product.productCode}
                        variantId={variant?.globalItemId}
                        region={region}
                        website="GHRES"
                        gallery={`#${GALLERY_MAIN_ID}`}
                        colours="page"
                      />
                    )}
                  </DeferredWidget>
                </div>
              </div>
              <CmsHtml html={product.description} />
              <section className="product-specs" aria-labelledby="product-specs-title">
                <h2 id="product-specs-title">Specifications</h2>
                <table className="product-specs__table">
                  <tbody>
                    {specificationRows(product, region).map((row) => (
                      <tr key={row.label}>
                        <th scope="row">{row.label}</th>
                        <td>{row.href ? <Link to={row.href}>{row.value}</Link> : row.value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
              <section className="product-calculator" aria-labelledby="product-calculator-title">
                <h2 id="product-calculator-title">How much you need</h2>
                {/* The calculator for this product: its flooring only, cut from its roll width
                    or counted in its boxes (issue 24), loaded as the section nears the screen. */}
                <DeferredWidget
                  load={calculatorModule.load}
                  styles={(widget) => widget.calculatorStyles}
                  widget="gh-calculator"
                  className="product-calculator__widget"
                >
                  {({ Calculator }) => (
                    <Calculator
                      region={region}
                      website="GHRES"
                      units={unitsFor(region)}
                      allowUnitSwitch
                      flooring={product.calculator.flooring}
                      rollWidth={product.calculator.rollWidth ?? undefined}
                      boxCoverage={product.calculator.boxCoverage ?? undefined}
                    />
                  )}
                </DeferredWidget>
              </section>
              <section className="product-stores" aria-labelledby="product-stores-title">
                <h2 id="product-stores-title">Stores near you</h2>
                <p>See {product.name} in person at a store near you.</p>
                <DeferredWidget
                  load={storeLinkModule.load}
                  styles={(widget) => widget.storeLinkStyles}
                  widget="gh-store-link"
                >
                  {({ StoreLink }) => (
                    <StoreLink href={`/${region}/find-stores/`} region={region} website="GHRES" />
                  )}
                </DeferredWidget>
              </section>
            </div>
          </HydrationSlice>
        </div>
        {/* In a slice of its own from outside: its effects set up the carousel in its markup.
            It is below the first screen: it hydrates as it nears the viewport. */}
        {related.length ? (
          <HydrationSlice near=".product-related">
            <ProductCarousel
              cards={related}
              title="You may also like"
              listId={`related-${product.productCode}`}
              listName={`Related to ${product.name}`}
            />
          </HydrationSlice>
        ) : null}
      </div>
    </Layout>
  );
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function Head({ pageContext }: HeadProps<object, ProductContext>) {
  const { product } = pageContext;
  const description = plainText(product.description).slice(0, 300);
  const first = product.variants[0];
  // The colour in a room where there is one, else its close-up.
  const room = first?.rooms[0];
  const image = room
    ? landscapeRendition(room.image, 1200).src
    : first
      ? squareRendition(first.pattern, SQUARE_SIZES.pattern).src
      : undefined;
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.productCode,
    description,
    category: product.productType,
    ...(product.brands[0] ? { brand: { '@type': 'Brand', name: product.brands[0] } } : {}),
    ...(image ? { image } : {}),
    ...(product.variants.length
      ? { color: product.variants.map((item) => item.name).join(', ') }
      : {}),
  };
  return (
    <PageSeo
      context={pageContext}
      title={`${product.name} ${product.productType.toLowerCase()}`}
      description={description}
      image={image}
    >
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped, not markup
        dangerouslySetInnerHTML={{ __html: JSON.stringify(structured).replace(/</g, '\\u003c') }}
      />
      <BreadcrumbJsonLd trail={productTrail(pageContext)} />
    </PageSeo>
  );
}
