import { announceBasketCount } from '../components/widgets/basket-count';
import { SiteSamplesElement, storedSampleCount } from './samples-button';

customElements.define('site-samples', SiteSamplesElement);

const variant = (productCode: string, colourId: string) => ({
  name: colourId,
  globalItemId: `${productCode}-${colourId}`,
  productCode,
  colourId,
});

function storeBasket(variants: unknown[], productCodes: string[]) {
  const productMap = Object.fromEntries(
    productCodes.map((code) => [code, { productCode: code, name: code, brands: ['GH'] }]),
  );
  window.localStorage.setItem(
    'root:samples:GHRES',
    JSON.stringify({ state: { variantSamples: variants, productMap }, version: 1 }),
  );
}

function addButton() {
  const element = document.createElement('site-samples');
  element.innerHTML = '<button type="button" class="samples-placeholder">Free Samples</button>';
  document.body.append(element);
  return element.querySelector('button') as HTMLButtonElement;
}

afterEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.basketCount;
  document.body.replaceChildren();
});

describe('the header’s Free Samples button before the samples widget', () => {
  it('counts the stored samples whose product the basket knows, as the basket reads them back', () => {
    storeBasket([variant('A', '1'), variant('A', '2'), variant('B', '1')], ['A']);
    expect(storedSampleCount()).toBe(2);
  });

  it('counts nothing when the basket is empty, missing or unreadable', () => {
    expect(storedSampleCount()).toBe(0);
    window.localStorage.setItem('root:samples:GHRES', '{not json');
    expect(storedSampleCount()).toBe(0);
  });

  it('reads Free Samples with an empty basket and Samples with the count once a sample is stored', () => {
    const empty = addButton();
    expect(empty.textContent).toBe('Free Samples');
    document.body.replaceChildren();

    storeBasket([variant('A', '1'), variant('A', '2')], ['A']);
    const button = addButton();
    expect(button.textContent).toBe('Samples 2');
    expect(button.querySelector('.samples-placeholder__count')?.textContent).toBe('2');
  });

  it('follows another tab’s change of the basket', () => {
    const button = addButton();
    storeBasket([variant('A', '1')], ['A']);
    window.dispatchEvent(new StorageEvent('storage', { key: 'root:samples:GHRES' }));
    expect(button.textContent).toBe('Samples 1');
  });

  it('shows the count a page with the samples widget tells, before and after it comes', () => {
    announceBasketCount(1);
    const button = addButton();
    expect(button.textContent).toBe('Samples 1');
    announceBasketCount(0);
    expect(button.textContent).toBe('Free Samples');
  });
});
