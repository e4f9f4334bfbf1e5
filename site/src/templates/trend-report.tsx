/**
 * A trend report (SPEC.md section 3, trend report detail): palette bar, intro, tiles, gallery,
 * flatlays placed by their position fields, outro, and the PDF when it is usable. A built-in trend
 * card without a report in the CMS gets a short page of its own from the card. Under the tiles,
 * shop the look: the catalogue colours the palette names, as cards that open each product on that
 * colour (the build finds them: gatsby/pages/trends.ts).
 */
import { BUILT_IN_TREND_CARDS, type PaletteColour } from '@gh/shared/palette';
import { graphql, type HeadProps, Link, type PageProps } from 'gatsby';
import type { ProductCardData } from '../catalogue/cards';
import { ProductGrid } from '../catalogue/ProductGrid';
import { Layout } from '../components/Layout';
import { PageSeo } from '../components/Seo';
import { MediaImage } from '../components/ui/MediaImage';
import { PaletteWrapper } from '../components/ui/PaletteWrapper';
import { HydrationSlice } from '../hydration/HydrationSlice';
import type { RegionPageContext } from '../routing';
import { TrendFlatlays } from '../sections/trend/TrendFlatlays';
import { type LookInRooms, TrendGallery } from '../sections/trend/TrendGallery';
import { type TrendParagraphData, TrendParagraphs } from '../sections/trend/TrendParagraphs';
import { TrendPdf } from '../sections/trend/TrendPdf';
import { TrendTiles } from '../sections/trend/TrendTiles';

/** The page's data, typed by Gatsby's graphqlTypegen from the query below. */
type TrendData = Queries.TrendReportQuery;

type Context = RegionPageContext & {
  slug: string;
  shopTheLook?: ProductCardData[];
  /** The same colours with the rooms they are shown in, for the gallery. */
  shopTheLookRooms?: LookInRooms[];
};

const SHOP_THE_LOOK_ID = 'shop-the-look';

/** The items of a list whose entries the CMS may leave empty. */
const present = <T,>(items: readonly (T | null)[] | null | undefined): T[] =>
  (items ?? []).flatMap((item) => (item ? [item] : []));

/**
 * The palette bar weighs a swatch by its group: SPEC.md gives the detail palette a group but no
 * weight, and a primary colour covers more of a room than an accent.
 */
const GROUP_WEIGHTS: Readonly<Record<string, number>> = { primary: 3, secondary: 2, accent: 1 };

function paletteOf(data: TrendData, slug: string) {
  const swatches = (data.trend?.relationships?.field_palette ?? []).flatMap((swatch) =>
    swatch?.field_hex ? [swatch] : [],
  );
  if (swatches.length > 0) {
    return swatches.map((swatch) => ({
      hex: swatch.field_hex ?? '',
      name: swatch.field_name ?? swatch.field_hex ?? '',
      weight: GROUP_WEIGHTS[swatch.field_group ?? ''] ?? 1,
    }));
  }
  const card = BUILT_IN_TREND_CARDS.find((entry) => entry.slug === slug);
  return (card?.colors ?? []).map((colour: PaletteColour) => ({ ...colour, name: colour.hex }));
}

function titleOf(data: TrendData, slug: string) {
  const card = BUILT_IN_TREND_CARDS.find((entry) => entry.slug === slug);
  return {
    title: data.trend?.title ?? card?.title ?? 'Trend report',
    subtitle: data.trend?.field_subtitle ?? card?.subtitle ?? '',
  };
}

export default function TrendReport({ data, pageContext }: PageProps<TrendData, Context>) {
  const { region, basePath, slug } = pageContext;
  const { title, subtitle } = titleOf(data, slug);
  const palette = paletteOf(data, slug);
  const look = pageContext.shopTheLook ?? [];
  const relationships = data.trend?.relationships;
  const paragraphs = present(relationships?.field_paragraphs);
  const ofType = (type: TrendParagraphData['__typename']) =>
    paragraphs.filter((p) => p.__typename === type);
  return (
    <Layout region={region} basePath={basePath}>
      <article className="trend-report">
        <header className="trend-hero">
          <PaletteWrapper
            colours={palette}
            placement="bottom"
            label={`${title} palette`}
            className="trend-hero__palette"
          >
            <div className="trend-hero__inner">
              <div className="trend-hero__text">
                <p className="page-hero__eyebrow">
                  <Link to={`/${region}/inspiration/trend-reports`}>Trend reports</Link>
                </p>
                <h1 className="page-hero__title">{title}</h1>
                {subtitle ? <p className="page-hero__summary">{subtitle}</p> : null}
              </div>
              {relationships?.field_banner_image?.image ? (
                <MediaImage
                  image={relationships.field_banner_image.image}
                  alt={data.trend?.field_banner_image?.alt ?? ''}
                  className="trend-hero__image"
                  sizes="(min-width: 1024px) 60vw, 100vw"
                  priority
                />
              ) : null}
            </div>
          </PaletteWrapper>
          <ul className="trend-swatches" aria-label="The palette">
            {palette.map((swatch) => (
              <li key={swatch.hex + swatch.name}>
                <span className="trend-swatches__chip" style={{ backgroundColor: swatch.hex }} />
                <span>{swatch.name}</span>
              </li>
            ))}
            {look.length > 0 ? (
              <li className="trend-swatches__shop">
                <a href={`#${SHOP_THE_LOOK_ID}`}>Shop the look ↓</a>
              </li>
            ) : null}
          </ul>
        </header>
        <HydrationSlice>
          <div className="trend-report__body">
            <TrendParagraphs paragraphs={ofType('paragraph__intro')} />
            <TrendTiles
              tiles={present(relationships?.field_tiles)}
              palette={palette.map((swatch) => swatch.hex)}
            />
            {look.length > 0 ? (
              <section
                id={SHOP_THE_LOOK_ID}
                className="trend-shop"
                aria-labelledby={`${SHOP_THE_LOOK_ID}-title`}
              >
                <h2 id={`${SHOP_THE_LOOK_ID}-title`}>Shop the look</h2>
                <p>The colours of the {title} palette in our range: order a free sample of each.</p>
                <ProductGrid
                  cards={look}
                  listId="trend_shop_the_look"
                  listName={`${title}: shop the look`}
                  labelledBy={`${SHOP_THE_LOOK_ID}-title`}
                  island
                />
              </section>
            ) : null}
            {ofType('paragraph__gallery').map((paragraph) =>
              paragraph.__typename === 'paragraph__gallery' ? (
                <TrendGallery
                  key={paragraph.id}
                  paragraph={paragraph}
                  looks={pageContext.shopTheLookRooms}
                />
              ) : null,
            )}
            <TrendFlatlays flatlays={present(relationships?.field_flatlays)} />
            <TrendParagraphs paragraphs={ofType('paragraph__outro')} />
            <TrendPdf pdf={relationships?.field_pdf} />
          </div>
        </HydrationSlice>
      </article>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<TrendData, Context>) {
  const { title, subtitle } = titleOf(data, pageContext.slug);
  return (
    <PageSeo
      context={pageContext}
      title={data.trend?.field_meta_title?.replace(/\s*\|\s*GH$/, '') ?? `${title} trend report`}
      description={data.trend?.field_meta_description ?? subtitle}
      image={data.trend?.relationships?.field_banner_image?.image?.src}
      type="article"
    />
  );
}

export const query = graphql`
  query TrendReport($id: String!) {
    trend: nodeTrend(id: { eq: $id }) {
      title
      field_subtitle
      field_meta_title
      field_meta_description
      field_banner_image {
        alt
      }
      relationships {
        field_banner_image {
          image(width: 800, height: 350) {
            ...Rendition
          }
        }
        field_palette {
          field_hex
          field_group
          field_name
        }
        field_paragraphs {
          ...TrendParagraphFields
        }
        field_tiles {
          ...TrendTileFields
        }
        field_flatlays {
          ...TrendFlatlayFields
        }
        field_pdf {
          ...TrendPdfFields
        }
      }
    }
  }
`;
