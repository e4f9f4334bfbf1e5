/**
 * The home page slideshow (swiper). The first slide is in the server-rendered page, so it paints
 * before any script runs; swiper (its core and the modules used: components/ui/swiper-parts.ts) is
 * loaded only when it is needed, and takes over the same markup: when the visitor reaches for the
 * slideshow (pointer, touch or focus), or a few seconds after load, well before the first slide
 * change.
 */
import type { Region } from '@gh/shared/regions';
import { graphql, Link } from 'gatsby';
import { useEffect, useRef } from 'react';
import 'swiper/css';
import 'swiper/css/pagination';
import { MediaImage } from '../components/ui/MediaImage';
import { linkHref } from '../routing';
import './slideshow.css';

/** After load, swiper comes this much later unless the visitor reaches for the slideshow. */
const SWIPER_DELAY_MS = 2500;
const REACH_EVENTS = ['pointerenter', 'touchstart', 'focusin'] as const;

/** The slideshow's fields, typed by Gatsby's graphqlTypegen from the fragment below. */
export type SlideshowData = Queries.SlideshowFieldsFragment;

export function Slideshow({ slideshow, region }: { slideshow: SlideshowData; region: Region }) {
  const container = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const slides = (slideshow.relationships?.field_slides ?? []).flatMap((slide) =>
    slide ? [slide] : [],
  );
  const autoplay = (slideshow.field_autoplay_seconds ?? 0) * 1000;

  useEffect(() => {
    const element = container.current;
    if (!element || slides.length < 2) return;
    let destroyed = false;
    let started = false;
    let timer: number | undefined;
    let instance: { destroy(): void } | null = null;
    const start = () => {
      if (started) return;
      started = true;
      window.clearTimeout(timer);
      for (const type of REACH_EVENTS) element.removeEventListener(type, start);
      void import('../components/ui/swiper-parts').then(
        ({ Swiper, A11y, Autoplay, Keyboard, Pagination }) => {
          if (destroyed) return;
          instance = new Swiper(element, {
            modules: [A11y, Autoplay, Keyboard, Pagination],
            speed: 600,
            loop: true,
            keyboard: { enabled: true },
            pagination: { el: pagination.current, clickable: true },
            a11y: { enabled: true },
            ...(autoplay > 0 && !window.matchMedia('(prefers-reduced-motion: reduce)').matches
              ? { autoplay: { delay: autoplay, pauseOnMouseEnter: true } }
              : {}),
          });
        },
      );
    };
    timer = window.setTimeout(start, SWIPER_DELAY_MS);
    for (const type of REACH_EVENTS) element.addEventListener(type, start, { passive: true });
    return () => {
      destroyed = true;
      window.clearTimeout(timer);
      for (const type of REACH_EVENTS) element.removeEventListener(type, start);
      instance?.destroy();
    };
  }, [slides.length, autoplay]);

  if (slides.length === 0) return null;
  return (
    <section className="slideshow" aria-roledescription="carousel" aria-label="Featured">
      <div className="swiper" ref={container}>
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
        <div className="swiper-pagination" ref={pagination} />
      </div>
    </section>
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
