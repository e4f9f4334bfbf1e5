/**
 * A product page's colours and pictures (SPEC.md sections 2.1 and 3): the gallery as the build
 * writes it (catalogue/ProductGallery.tsx) and as its island (product-page.ts) makes it work.
 */
import { waitFor } from '@testing-library/react';
import { galleryViews } from '../catalogue/ProductGallery';
import { galleryHtml } from '../catalogue/product-gallery-markup';
import type { ProductPageVariant } from '../catalogue/product-page';
import { enhanceProductPage, type ProductPageData } from './product-page';

// swiper ships ES modules only, which this Jest setup cannot load: a stand-in records what the
// gallery asks of it. The e2e tests (product-page.spec) swipe the real one.
const slid: number[] = [];
jest.mock('../components/ui/swiper-parts', () => ({
  A11y: {},
  Keyboard: {},
  Swiper: class {
    activeIndex = 0;
    slideTo(index: number) {
      slid.push(index);
    }
    update() {}
    destroy() {}
    on() {}
  },
}));

const variant = (name: string, id: string): ProductPageVariant => ({
  name,
  slug: name.toLowerCase(),
  colourId: '101',
  globalItemId: id,
  hex: '#8a6f5a',
  inStock: true,
  swatch: `swatches/${id}`,
  pattern: `patterns/${id}`,
  rooms: [
    { room: 'bedroom', image: `room-shots/bedroom/${id}` },
    { room: 'kids-room', image: `room-shots/kids-room/${id}` },
    { room: 'living-room', image: `room-shots/living-room/${id}` },
  ],
});

const DRIFTWOOD = variant('Driftwood', 'GHRES-1-01');
const CHARCOAL = variant('Charcoal', 'GHRES-1-02');

/** The page as the build writes it (templates/product.tsx), its island not yet run. */
function productPage(): HTMLElement {
  const data: ProductPageData = {
    productName: 'Alpine Boucle',
    item: { item_id: 'GH1', item_name: 'Alpine Boucle' },
    colours: [DRIFTWOOD, CHARCOAL].map((each) => ({
      slug: each.slug,
      name: each.name,
      globalItemId: each.globalItemId,
      views: galleryViews('Alpine Boucle', each),
    })),
  };
  const page = document.createElement('site-product');
  page.innerHTML = `
    <script type="application/json" data-product>${JSON.stringify(data)}</script>
    <div class="product-gallery">${galleryHtml('Alpine Boucle', 'Driftwood', data.colours[0]?.views ?? [], 'main')}</div>
    <p class="product-info__colour">Colour: Driftwood</p>
    <fieldset class="colour-picker">
      <a class="colour-picker__option" href="?colour=driftwood" data-colour="driftwood" aria-current="true" aria-label="Driftwood"></a>
      <a class="colour-picker__option" href="?colour=charcoal" data-colour="charcoal" aria-label="Charcoal"></a>
    </fieldset>
    <site-samples product-code="GH1" colour="driftwood"></site-samples>
    <site-visualiser product-code="GH1" variant-id="GHRES-1-01"></site-visualiser>`;
  document.body.append(page);
  return page;
}

const pictures = (root: ParentNode) => [
  ...root.querySelectorAll<HTMLImageElement>('.product-gallery__slide img'),
];
const thumbs = (root: ParentNode) => [
  ...root.querySelectorAll<HTMLButtonElement>('.product-gallery__thumb'),
];
const events = () =>
  ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
    (message) => message.event === 'view_item',
  );

let stop: AbortController;
beforeEach(() => {
  stop = new AbortController();
  slid.length = 0;
  window.history.replaceState(null, '', '/au/products/alpine-boucle/');
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
});
afterEach(() => {
  stop.abort();
  document.body.replaceChildren();
});

describe('the product gallery as the build writes it', () => {
  it('shows the colour in its first room first, then close up, then its other rooms, each named', () => {
    const page = productPage();
    expect(pictures(page).map((image) => image.alt)).toEqual([
      'Alpine Boucle in Driftwood, laid in a bedroom',
      'Alpine Boucle in Driftwood, close up',
      'Alpine Boucle in Driftwood, laid in a kids’ room',
      'Alpine Boucle in Driftwood, laid in a living room',
    ]);
    // The first is the page's largest picture: loaded at once; the rest when they come into view.
    const [first, second] = pictures(page);
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(first?.getAttribute('src')).toContain('/room-shots/bedroom/GHRES-1-01.jpg');
    expect(second?.getAttribute('src')).toContain('/patterns/GHRES-1-01.jpg');
  });

  it('has a thumbnail button for each picture, the first marked current', () => {
    const page = productPage();
    expect(thumbs(page).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show the bedroom',
      'Show the close-up',
      'Show the kids’ room',
      'Show the living room',
    ]);
    expect(thumbs(page)[0]?.getAttribute('aria-current')).toBe('true');
  });

  it('escapes the catalogue’s text in its markup', () => {
    const closeUp = { label: 'close-up', alt: 'Oak "Light" & <Co> in Ash, close up', image: 'x' };
    const html = galleryHtml('Oak "Light" & <Co>', 'Ash', [closeUp], 'main');
    const holder = document.createElement('div');
    holder.innerHTML = html;
    expect(holder.querySelector('img')?.alt).toBe('Oak "Light" & <Co> in Ash, close up');
    expect(holder.querySelector('section')?.getAttribute('aria-label')).toBe(
      'Pictures of Oak "Light" & <Co> in Ash',
    );
  });
});

describe('the product page’s island', () => {
  it('marks the thumbnail chosen and has the slider show its picture', async () => {
    const page = productPage();
    enhanceProductPage(page, stop.signal);
    thumbs(page)[2]?.click();
    expect(thumbs(page)[2]?.getAttribute('aria-current')).toBe('true');
    expect(thumbs(page)[0]?.hasAttribute('aria-current')).toBe(false);
    // The slider is started on the first choice, and shows the picture chosen.
    await waitFor(() => expect(slid).toEqual([2]));
  });

  it('shows another colour in place: its name, its pictures, the buttons’ colour and the URL', () => {
    const page = productPage();
    enhanceProductPage(page, stop.signal);
    const charcoal = page.querySelector<HTMLAnchorElement>('[data-colour="charcoal"]');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    charcoal?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(page.querySelector('.product-info__colour')?.textContent).toBe('Colour: Charcoal');
    expect(charcoal?.getAttribute('aria-current')).toBe('true');
    expect(page.querySelector('[data-colour="driftwood"]')?.hasAttribute('aria-current')).toBe(
      false,
    );
    const [first] = pictures(page);
    expect(first?.alt).toBe('Alpine Boucle in Charcoal, laid in a bedroom');
    expect(first?.getAttribute('src')).toContain('GHRES-1-02');
    expect(page.querySelector('site-samples')?.getAttribute('colour')).toBe('charcoal');
    expect(page.querySelector('site-visualiser')?.getAttribute('variant-id')).toBe('GHRES-1-02');
    expect(window.location.search).toBe('?colour=charcoal');
  });

  it('leaves a click with a modifier key to the browser (a new tab)', () => {
    const page = productPage();
    enhanceProductPage(page, stop.signal);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    page.querySelector('[data-colour="charcoal"]')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(page.querySelector('.product-info__colour')?.textContent).toBe('Colour: Driftwood');
  });

  it('shows the colour the URL names, and an unknown one leaves the first', () => {
    window.history.replaceState(null, '', '/au/products/alpine-boucle/?colour=charcoal');
    const page = productPage();
    enhanceProductPage(page, stop.signal);
    expect(page.querySelector('.product-info__colour')?.textContent).toBe('Colour: Charcoal');
    expect(pictures(page)[0]?.alt).toBe('Alpine Boucle in Charcoal, laid in a bedroom');
    document.body.replaceChildren();

    window.history.replaceState(null, '', '/au/products/alpine-boucle/?colour=teal');
    const other = productPage();
    enhanceProductPage(other, stop.signal);
    expect(other.querySelector('.product-info__colour')?.textContent).toBe('Colour: Driftwood');
  });

  it('sends view_item once, with the product, however many colours are shown', () => {
    const page = productPage();
    enhanceProductPage(page, stop.signal);
    page.querySelector<HTMLElement>('[data-colour="charcoal"]')?.click();
    page.querySelector<HTMLElement>('[data-colour="driftwood"]')?.click();
    expect(page.querySelector('.product-info__colour')?.textContent).toBe('Colour: Driftwood');
    expect(events()).toEqual([
      expect.objectContaining({
        event: 'view_item',
        ecommerce: expect.objectContaining({
          items: [expect.objectContaining({ item_id: 'GH1', item_name: 'Alpine Boucle' })],
        }),
      }),
    ]);
  });
});
