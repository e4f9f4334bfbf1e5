/**
 * The home page slideshow (swiper). The slides are in the built page, the first one showing, so
 * it paints before any script runs. Its behaviour is the <site-slideshow> island
 * (src/islands/slideshow.ts): swiper (its core and the modules used: components/ui/swiper-parts.ts)
 * comes when the visitor reaches for the slideshow (pointer, touch or focus) or first does
 * anything on the page while it is near the viewport, and takes over the same markup.
 */
import type { Region } from '@gh/shared/regions';
import { graphql, Link } from 'gatsby';
import 'swiper/css';
import 'swiper/css/pagination';
import { MediaImage } from '../components/ui/MediaImage';
import { linkHref } from '../routing';
import './slideshow.css';

/** The slideshow's fields, typed by Gatsby's graphqlTypegen from the fragment below. */
export type SlideshowData = Queries.SlideshowFieldsFragment;

export function Slideshow({ slideshow, region }: { slideshow: SlideshowData; region: Region }) {
  const slides = (slideshow.relationships?.field_slides ?? []).flatMap((slide) =>
    slide ? [slide] : [],
  );
  const autoplay = (slideshow.field_autoplay_seconds ?? 0) * 1000;

  if (slides.length === 0) return null;
  return (
    <site-slideshow
      class="slideshow"
      aria-roledescription="carousel"
      aria-label="Featured"
      role="region"
      autoplay={String(autoplay)}
    >
      <div className="swiper">
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            // The WAI carousel pattern: each slide is a group described as a slide.
            // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls
            <div
              key={slide.id}
              className="swiper-slide slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              <MediaImage
                image={slide.relationships?.field_image?.image}
                alt={slide.field_image?.alt ?? ''}
                className="slide__image"
                sizes="100vw"
                fill
                priority={index === 0}
              />
              <div className="slide__content">
                {index === 0 ? (
                  <h1 className="slide__title">{slide.field_title}</h1>
                ) : (
                  <h2 className="slide__title">{slide.field_title}</h2>
                )}
                {slide.field_text ? <p className="slide__text">{slide.field_text}</p> : null}
                {slide.field_link?.uri ? (
                  <Link
                    className="button button--primary"
                    to={linkHref(slide.field_link.uri, region)}
                    tabIndex={index === 0 ? 0 : -1}
                  >
                    {slide.field_link.title || 'Find out more'}
                  </Link>
                ) : null}
              </div>
            </div>
          ))}
        </div>
        <div className="swiper-pagination" />
      </div>
    </site-slideshow>
  );
}

export const query = graphql`
  fragment SlideshowFields on node__slideshow {
    field_autoplay_seconds
    relationships {
      field_slides {
        id
        field_title
        field_text
        field_link {
          uri
          title
        }
        field_image {
          alt
        }
        relationships {
          field_image {
            image(width: 1440, height: 675) {
              ...Rendition
            }
          }
        }
      }
    }
  }
`;
