/**
 * `<site-slideshow autoplay="ms">`: the home page slideshow's behaviour (sections/Slideshow.tsx
 * writes its slides). Swiper comes when the visitor reaches for the slideshow (pointer, touch or
 * focus), or first does anything on the page (scrolls, moves the pointer, presses a key) while the
 * slideshow is near the viewport, and takes over the same markup: so a visit that only reads the
 * first slide loads none of it, and the slides turn (autoplay) once the visitor is there.
 */
import { onNear } from '@gh/shared/schedule';

const REACH_EVENTS = ['pointerenter', 'touchstart', 'focusin'] as const;
const PAGE_EVENTS = ['scroll', 'pointermove', 'pointerdown', 'keydown', 'wheel'] as const;

export class SiteSlideshowElement extends HTMLElement {
  private readonly stop = new AbortController();
  private started = false;
  private swiper: { destroy(): void } | null = null;

  connectedCallback() {
    const container = this.querySelector<HTMLElement>('.swiper');
    if (!container || container.querySelectorAll('.swiper-slide').length < 2) return;
    const { signal } = this.stop;
    const start = () => void this.start(container);
    for (const type of REACH_EVENTS) {
      this.addEventListener(type, start, { signal, passive: true, once: true });
    }
    // Something done elsewhere on the page (a tap on the menu) is answered first: swiper comes
    // after the frame that shows the answer, not in its way.
    const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
    const cancel = onNear(this, '0px', () => {
      for (const type of PAGE_EVENTS) {
        window.addEventListener(type, afterNextPaint, { signal, passive: true, once: true });
      }
    });
    signal.addEventListener('abort', cancel);
  }

  disconnectedCallback() {
    this.stop.abort();
    this.swiper?.destroy();
  }

  private async start(container: HTMLElement) {
    if (this.started) return;
    this.started = true;
    this.stop.abort();
    const { Swiper, A11y, Autoplay, Keyboard, Pagination } = await import(
      '../components/ui/swiper-parts'
    );
    if (!this.isConnected) return;
    // Every slide laid out beside the first, for swiper to measure (slideshow.css).
    container.classList.add('slideshow--started');
    const autoplay = Number(this.getAttribute('autoplay') ?? '0');
    this.swiper = new Swiper(container, {
      modules: [A11y, Autoplay, Keyboard, Pagination],
      speed: 600,
      loop: true,
      keyboard: { enabled: true },
      pagination: {
        el: container.querySelector<HTMLElement>('.swiper-pagination'),
        clickable: true,
      },
      a11y: { enabled: true },
      ...(autoplay > 0 && !window.matchMedia('(prefers-reduced-motion: reduce)').matches
        ? { autoplay: { delay: autoplay, pauseOnMouseEnter: true } }
        : {}),
    });
  }
}
