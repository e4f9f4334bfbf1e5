/**
 * What a product page does in the browser (SPEC.md sections 2.1 and 3), for `<site-product>`
 * (product.ts): the colour the URL names (`?colour=`) shown, a colour chosen from the row shown in
 * place (its name, its pictures, the samples and visualiser buttons' colour, the URL following),
 * the gallery's thumbnails, swiper brought when the visitor first reaches for the page, and
 * view_item sent once. The build wrote the first colour; the colours' data is the page's JSON
 * script (`script[data-product]`), written by templates/product.tsx.
 */
import { type AnalyticsItem, createEventSender } from '@gh/shared/analytics';
import {
  type GalleryView,
  sliderLabel,
  slidesHtml,
  thumbsHtml,
} from '../catalogue/product-gallery-markup';
import { pageDataLayer } from './product-list-events';

export interface ProductPageColour {
  slug: string;
  name: string;
  globalItemId: string;
  views: GalleryView[];
}

/** The page's JSON script. */
export interface ProductPageData {
  productName: string;
  /** view_item's item. */
  item: AnalyticsItem;
  colours: ProductPageColour[];
}

/** What a visitor does first that may lead to the slider, and starts swiper. */
const FIRST_REACH = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'scroll', 'focusin'];

interface SwiperLike {
  activeIndex: number;
  slideTo(index: number, speed?: number): void;
  update(): void;
  destroy(): void;
  on(event: string, handler: () => void): void;
}

function readData(element: HTMLElement): ProductPageData | null {
  try {
    return JSON.parse(element.querySelector('script[data-product]')?.textContent ?? 'null');
  } catch {
    return null;
  }
}

/** The gallery: thumbnails that show their picture, swiper on first reach, a colour's pictures. */
function enhanceGallery(gallery: HTMLElement, signal: AbortSignal) {
  const slider = gallery.querySelector<HTMLElement>('.product-gallery__slider');
  const thumbs = gallery.querySelector<HTMLElement>('.product-gallery__thumbs');
  let swiper: SwiperLike | null = null;
  let starting: Promise<SwiperLike | null> | null = null;

  const markCurrent = (index: number) => {
    thumbs?.querySelectorAll('.product-gallery__thumb').forEach((button, each) => {
      if (each === index) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    });
  };

  /** Loads swiper and has it take over the slider (once). */
  const start = () => {
    starting ??= import('../components/ui/swiper-parts').then(({ Swiper, A11y, Keyboard }) => {
      if (!slider || signal.aborted) return null;
      // Every picture laid out beside the first, for swiper to measure (product-gallery.css).
      slider.classList.add('product-gallery__slider--started');
      const instance = new Swiper(slider, {
        modules: [A11y, Keyboard],
        speed: 400,
        slidesPerView: 1,
        keyboard: { enabled: true, onlyInViewport: true },
        a11y: { enabled: true, slideLabelMessage: '{{index}} of {{slidesLength}}' },
      }) as unknown as SwiperLike;
      instance.on('slideChange', () => markCurrent(instance.activeIndex));
      swiper = instance;
      return instance;
    });
    return starting;
  };

  // swiper starts when the visitor first reaches for the page, never on its own: the slider shows
  // its first picture and its thumbnails work without it, so a page only loaded does not run it.
  for (const type of FIRST_REACH) {
    window.addEventListener(type, () => void start(), {
      once: true,
      passive: true,
      capture: true,
      signal,
    });
  }
  signal.addEventListener('abort', () => swiper?.destroy());

  thumbs?.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest('.product-gallery__thumb');
      if (!button) return;
      const index = [...thumbs.querySelectorAll('.product-gallery__thumb')].indexOf(button);
      markCurrent(index);
      void start().then((instance) => instance?.slideTo(index));
    },
    { signal },
  );

  return {
    /** Another colour: its pictures replace the last's, from its first. */
    show(productName: string, colour: ProductPageColour) {
      slider?.setAttribute('aria-label', sliderLabel(productName, colour.name));
      const wrapper = slider?.querySelector('.swiper-wrapper');
      if (wrapper) wrapper.innerHTML = slidesHtml(colour.views);
      if (thumbs) {
        thumbs.innerHTML = thumbsHtml(colour.views);
        thumbs.hidden = colour.views.length < 2;
      }
      if (swiper) {
        swiper.update();
        swiper.slideTo(0, 0);
      }
    },
  };
}

export function enhanceProductPage(element: HTMLElement, signal: AbortSignal): void {
  const data = readData(element);
  if (!data) return;
  const galleryElement = element.querySelector<HTMLElement>('.product-gallery');
  const gallery = galleryElement ? enhanceGallery(galleryElement, signal) : null;
  const picker = element.querySelector<HTMLElement>('.colour-picker');
  let shown = data.colours[0]?.slug;

  const choose = (slug: string, followUrl: boolean) => {
    const colour = data.colours.find((each) => each.slug === slug);
    if (!colour || colour.slug === shown) return;
    shown = colour.slug;
    const label = element.querySelector('.product-info__colour');
    if (label) label.textContent = `Colour: ${colour.name}`;
    for (const option of picker?.querySelectorAll<HTMLElement>('[data-colour]') ?? []) {
      if (option.dataset.colour === slug) option.setAttribute('aria-current', 'true');
      else option.removeAttribute('aria-current');
    }
    gallery?.show(data.productName, colour);
    for (const samples of element.querySelectorAll('site-samples[colour]')) {
      samples.setAttribute('colour', colour.slug);
    }
    for (const visualiser of element.querySelectorAll('site-visualiser')) {
      visualiser.setAttribute('variant-id', colour.globalItemId);
    }
    if (followUrl) {
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}?colour=${encodeURIComponent(slug)}`,
      );
    }
  };

  picker?.addEventListener(
    'click',
    (event) => {
      const mouse = event as MouseEvent;
      if (mouse.button > 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) {
        return;
      }
      const option = (event.target as Element).closest<HTMLElement>('[data-colour]');
      if (!option?.dataset.colour) return;
      event.preventDefault();
      choose(option.dataset.colour, true);
    },
    { signal },
  );

  // The built page shows the first colour; the URL's applies now.
  const fromUrl = new URLSearchParams(window.location.search).get('colour');
  if (fromUrl) choose(fromUrl, false);

  createEventSender({ dataLayer: pageDataLayer() }).send({ key: 'view_item', items: [data.item] });
}
