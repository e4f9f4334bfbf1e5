/**
 * A product page's pictures of the chosen colour: the colour laid into a room first (its cameo),
 * its close-up, then the other rooms that suit the product, one at a time in a slider that swipes
 * (swiper), with a row of thumbnails that show each. Choosing another colour changes every
 * picture in place. The built page shows the first picture with the thumbnails under it; swiper
 * is loaded when the visitor first touches, points, types or scrolls, and takes over the same
 * markup, so the first screen waits for none of it. The room visualiser's View Now shows the
 * visitor's room in place of the slider (its `gallery` selector names `mainId`).
 */
import { roomShotAlt, type StockRoomId, stockRoom } from '@gh/shared/catalogue';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MediaImage, type ResponsiveImage } from '../components/ui/MediaImage';
import type { ProductPageVariant } from './product-page';
import { landscapeRendition } from './square-image';

/** What a visitor does first that may lead to the slider, and starts swiper. */
const FIRST_REACH = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'scroll', 'focusin'];

/** The slider's width on the widest page (CSS px), and the thumbnails'. */
const SLIDE_WIDTH = 720;
const THUMB_WIDTH = 96;

interface View {
  key: string;
  /** What the thumbnail's button shows, e.g. 'the close-up' or 'a bedroom'. */
  label: string;
  alt: string;
  image: (width: number) => ResponsiveImage;
}

/** The colour's views: its first room, its close-up, then the rest of its rooms. */
export function galleryViews(productName: string, variant: ProductPageVariant): View[] {
  const room = ({ room, image }: { room: StockRoomId; image: string }): View => ({
    key: `${room}|${image}`,
    label: stockRoom(room).name.toLowerCase(),
    alt: roomShotAlt(productName, variant.name, room),
    image: (width) => landscapeRendition(image, width),
  });
  const closeUp: View = {
    key: `close-up|${variant.globalItemId}`,
    label: 'close-up',
    alt: `${productName} in ${variant.name}, close up`,
    image: (width) =>
      landscapeRendition(
        typeof variant.pattern === 'string' ? variant.pattern : `patterns/${variant.globalItemId}`,
        width,
      ),
  };
  const [first, ...rest] = variant.rooms.map(room);
  return first ? [first, closeUp, ...rest] : [closeUp];
}

interface SwiperLike {
  activeIndex: number;
  slideTo(index: number): void;
  update(): void;
  destroy(): void;
  on(event: string, handler: () => void): void;
}

export function ProductGallery({
  productName,
  variant,
  mainId,
}: {
  productName: string;
  variant: ProductPageVariant;
  mainId: string;
}) {
  const views = galleryViews(productName, variant);
  const container = useRef<HTMLElement>(null);
  const swiper = useRef<SwiperLike | null>(null);
  const starting = useRef<Promise<SwiperLike | null> | null>(null);
  const [active, setActive] = useState(0);

  /** Loads swiper and has it take over the slider (once). */
  const start = useCallback(() => {
    starting.current ??= import('../components/ui/swiper-parts').then(
      ({ Swiper, A11y, Keyboard }) => {
        const element = container.current;
        if (!element) return null;
        const instance = new Swiper(element, {
          modules: [A11y, Keyboard],
          speed: 400,
          slidesPerView: 1,
          keyboard: { enabled: true, onlyInViewport: true },
          a11y: { enabled: true, slideLabelMessage: '{{index}} of {{slidesLength}}' },
        }) as unknown as SwiperLike;
        instance.on('slideChange', () => setActive(instance.activeIndex));
        swiper.current = instance;
        return instance;
      },
    );
    return starting.current;
  }, []);

  // swiper starts when the visitor first reaches for the page (a touch, the pointer moving, a key,
  // a scroll), never on its own: the slider shows its first picture and its thumbnails work
  // without it, so a page that is only loaded does not run it.
  useEffect(() => {
    const startNow = () => void start();
    const options = { once: true, passive: true, capture: true } as const;
    for (const event of FIRST_REACH) window.addEventListener(event, startNow, options);
    return () => {
      for (const event of FIRST_REACH) window.removeEventListener(event, startNow, options);
      swiper.current?.destroy();
      swiper.current = null;
      starting.current = null;
    };
  }, [start]);

  // Another colour: its pictures replace the last's in the same slides.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the colour is what changes the slides
  useEffect(() => {
    swiper.current?.update();
  }, [variant.globalItemId]);

  const show = (index: number) => {
    setActive(index);
    void start().then((instance) => instance?.slideTo(index));
  };

  return (
    <div className="product-gallery">
      <div id={mainId} className="product-gallery__main">
        <section
          ref={container}
          className="product-gallery__slider swiper"
          aria-roledescription="carousel"
          aria-label={`Pictures of ${productName} in ${variant.name}`}
        >
          <div className="swiper-wrapper">
            {views.map((view, index) => (
              <div className="swiper-slide product-gallery__slide" key={view.key}>
                <MediaImage
                  image={view.image(SLIDE_WIDTH)}
                  alt={view.alt}
                  sizes="(min-width: 1024px) 55vw, calc(100vw - 2rem)"
                  fill
                  priority={index === 0}
                />
              </div>
            ))}
          </div>
        </section>
      </div>
      {views.length > 1 ? (
        <ul className="product-gallery__thumbs" aria-label="Choose a picture">
          {views.map((view, index) => (
            <li key={view.key}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={`Show ${view.label === 'close-up' ? 'the close-up' : `the ${view.label}`}`}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => show(index)}
              >
                <img
                  src={view.image(THUMB_WIDTH).src}
                  srcSet={view.image(THUMB_WIDTH).srcSet}
                  sizes={`${THUMB_WIDTH}px`}
                  width={THUMB_WIDTH}
                  height={Math.round(THUMB_WIDTH / 1.5)}
                  alt=""
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
