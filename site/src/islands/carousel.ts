/**
 * `<site-carousel>`: the product carousel's behaviour (catalogue/ProductCarousel.tsx writes its
 * markup; SPEC.md sections 2.13 and 9). The cards are in the built page as a plain row; swiper
 * comes when the carousel nears the viewport and takes over the same markup, with the defaults of
 * section 9 (600 ms, a 30 px gap, automatic slides per view, overflow watching, a position refresh
 * 50 ms after it starts). The section it wraps carries the position (data-beginning, data-end,
 * data-locked, data-index); the Previous and Next buttons follow it, and go when every card fits
 * (locked: then centred).
 */

interface SwiperLike {
  isBeginning: boolean;
  isEnd: boolean;
  isLocked: boolean;
  realIndex: number;
  slidePrev(): void;
  slideNext(): void;
  update(): void;
  destroy(): void;
  on(event: string, handler: () => void): void;
}

const POSITION_EVENTS = ['slideChange', 'reachBeginning', 'reachEnd', 'lock', 'unlock', 'resize'];

export class SiteCarouselElement extends HTMLElement {
  private readonly stop = new AbortController();
  private swiper: SwiperLike | null = null;

  connectedCallback() {
    const container = this.querySelector<HTMLElement>('.swiper');
    if (!container) return;
    const { signal } = this.stop;
    const [previous, next] = this.querySelectorAll<HTMLButtonElement>(
      '.product-carousel__controls button',
    );
    previous?.addEventListener('click', () => this.swiper?.slidePrev(), { signal });
    next?.addEventListener('click', () => this.swiper?.slideNext(), { signal });
    // Its own observer rather than @gh/shared/schedule's onNear: this element's chunk importing
    // that module would split it out of the site's bundle into a file every page then loads.
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        void this.start(container);
      },
      { rootMargin: '400px 0px' },
    );
    near.observe(this);
    signal.addEventListener('abort', () => near.disconnect());
  }

  disconnectedCallback() {
    this.stop.abort();
    this.swiper?.destroy();
    this.swiper = null;
  }

  private async start(container: HTMLElement) {
    const { Swiper, A11y, Keyboard } = await import('../components/ui/swiper-parts');
    if (this.stop.signal.aborted) return;
    const instance = new Swiper(container, {
      modules: [A11y, Keyboard],
      speed: 600,
      spaceBetween: 30,
      slidesPerView: 'auto',
      watchOverflow: true,
      updateOnWindowResize: true,
      centerInsufficientSlides: true,
      keyboard: { enabled: true },
      a11y: { enabled: true },
    }) as unknown as SwiperLike;
    this.swiper = instance;
    const track = () => this.show(instance);
    for (const event of POSITION_EVENTS) instance.on(event, track);
    const refresh = setTimeout(() => {
      instance.update();
      track();
    }, 50);
    this.stop.signal.addEventListener('abort', () => clearTimeout(refresh));
    track();
  }

  private show({ isBeginning, isEnd, isLocked, realIndex }: SwiperLike) {
    const section = this.querySelector<HTMLElement>('.product-related');
    if (!section) return;
    Object.assign(section.dataset, {
      beginning: String(isBeginning),
      end: String(isEnd),
      locked: String(isLocked),
      index: String(realIndex),
    });
    section.classList.toggle('product-carousel--locked', isLocked);
    const controls = section.querySelector<HTMLElement>('.product-carousel__controls');
    if (controls) controls.hidden = isLocked;
    const [previous, next] = controls?.querySelectorAll('button') ?? [];
    if (previous) previous.disabled = isBeginning;
    if (next) next.disabled = isEnd;
  }
}
