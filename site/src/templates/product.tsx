/**
 * /{region}/products/{product-name-slug}?colour={variant-name-slug} (SPEC.md sections 2.1 and 3):
 * the chosen colour's pictures (laid into rooms that suit it, and close up), the colours to pick
 * (the URL follows), the description for the region, yarn and product code, the samples button
 * (or the reason there is none), the room visualiser (its room view shown in place of the main
 * image, its colours the page's own row), the calculator, nearby stores and related products.
 *
 * A page of HTML with islands, without Gatsby's runtime (src/page-runtime.ts): `<site-product>`
 * (src/islands/product-page.ts) shows the URL's colour, switches colours in place and sends
 * view_item once; the samples and visualiser buttons become the widget suite's elements when the
 * visitor reaches for them, the calculator as it nears the viewport, the store link once a
 * location is stored. The same markup, rendered by React, serves a page with the runtime that
 * opens this one.
 */

import { catalogueBreadcrumbs } from '@gh/shared/navigation';
import { unitsFor } from '@gh/shared/regions';
import { SAMPLE_MESSAGES } from '@gh/shared/samples';
import { FIND_STORES_TEXT } from '@gh/shared/stores';
import { type HeadProps, Link, type PageProps } from 'gatsby';
import type { ProductCardData } from '../catalogue/cards';
import { ProductCarousel } from '../catalogue/ProductCarousel';
import { galleryViews, ProductGallery } from '../catalogue/ProductGallery';
import { type ProductPageProduct, specificationRows } from '../catalogue/product-page';
import { landscapeRendition, SQUARE_SIZES, squareRendition } from '../catalogue/square-image';
import { Layout } from '../components/Layout';
import { PageSeo } from '../components/Seo';
import { BreadcrumbJsonLd, Breadcrumbs } from '../components/ui/Breadcrumbs';
import { CmsHtml } from '../components/ui/CmsHtml';
import {
  HeaderStoreLink,
  islandContent,
  widgetButtonHtml,
} from '../components/widgets/HeaderWidgets';
import type { ProductPageData } from '../islands/product-page';
import type { RegionPageContext } from '../routing';
import 'swiper/css';
import '../catalogue/catalogue.css';

/** The gallery's slider, which the room view takes the place of. */
const GALLERY_MAIN_ID = 'product-gallery-main';

interface ProductContext extends RegionPageContext {
  product: ProductPageProduct;
  related: ProductCardData[];
}

const productTrail = ({ product, region }: ProductContext) =>
  catalogueBreadcrumbs({ kind: 'product', ...product }, region);

/** What the page's island reads: every colour's pictures, and view_item's item. */
function islandData(product: ProductPageProduct): string {
  const data: ProductPageData = {
    productName: product.name,
    item: {
      item_id: product.productCode,
      item_name: product.name,
      item_brand: product.brands[0],
      item_category: product.productType,
      item_category2: product.productSubType ?? undefined,
    },
    colours: product.variants.map((variant) => ({
      slug: variant.slug,
      name: variant.name,
      globalItemId: variant.globalItemId,
      views: galleryViews(product.name, variant),
    })),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export default function ProductPage({ pageContext, location }: PageProps<object, ProductContext>) {
  const { region, basePath, product, related } = pageContext;
  // The built page shows the first colour; the island applies the URL's.
  const variant = product.variants[0];

  return (
    <Layout region={region} basePath={basePath}>
      <div className="catalogue-page">
        <Breadcrumbs trail={productTrail(pageContext)} />
        <site-product class="product-page">
          <script
            type="application/json"
            data-product=""
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped, not markup
            dangerouslySetInnerHTML={{ __html: islandData(product) }}
          />
          {variant ? (
            <ProductGallery productName={product.name} variant={variant} mainId={GALLERY_MAIN_ID} />
          ) : null}
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
                      data-colour={item.slug}
                      aria-current={item.slug === variant?.slug ? 'true' : undefined}
                      aria-label={item.name}
                      title={item.name}
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
                // The colour on show is the one chosen as the modal opens (issue 1/6, item 7).
                <site-samples
                  region={region}
                  product-code={product.productCode}
                  colour={variant?.slug}
                  class="product-actions__samples"
                  data-widget="gh-samples"
                  data-widget-class="product-actions__samples"
                  {...islandContent(
                    widgetButtonHtml('Free Samples', 'product-actions__placeholder'),
                  )}
                />
              ) : (
                <p className="product-actions__unavailable">{SAMPLE_MESSAGES.productUnavailable}</p>
              )}
              <div>
                <span className="visually-hidden">See it in your room: </span>
                <site-visualiser
                  region={region}
                  product-code={product.productCode}
                  variant-id={variant?.globalItemId}
                  gallery={`#${GALLERY_MAIN_ID}`}
                  colours="page"
                  class="product-actions__visualiser"
                  data-widget="gh-visualiser"
                  data-widget-class="product-actions__visualiser"
                  {...islandContent(
                    widgetButtonHtml(
                      'Room Visualiser',
                      'product-actions__placeholder visualiser-placeholder',
                    ),
                  )}
                />
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
              <site-widget
                tag="gh-calculator"
                class="product-calculator__widget"
                data-widget="gh-calculator"
                region={region}
                units={unitsFor(region)}
                allow-unit-switch="true"
                flooring={product.calculator.flooring}
                roll-width={product.calculator.rollWidth?.toString()}
                box-coverage={product.calculator.boxCoverage?.toString()}
              />
            </section>
            <section className="product-stores" aria-labelledby="product-stores-title">
              <h2 id="product-stores-title">Stores near you</h2>
              <p>See {product.name} in person at a store near you.</p>
              <HeaderStoreLink
                href={`/${region}/find-stores/`}
                label={FIND_STORES_TEXT}
                region={region}
                className="product-stores__link"
              />
            </section>
          </div>
        </site-product>
        <ProductCarousel
          cards={related}
          title="You may also like"
          listId={`related-${product.productCode}`}
          listName={`Related to ${product.name}`}
        />
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
