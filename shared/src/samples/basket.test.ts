import {
  addSamples,
  clearBasket,
  cropToMaximum,
  dropUnreferencedProducts,
  emptyBasket,
  isSampleInStock,
  isValidSampleProduct,
  isValidSampleVariant,
  loadBasket,
  mergeSamples,
  removeSamples,
  type SampleBasket,
  type SampleProduct,
  samplePublicId,
  sanitiseBasket,
} from './basket';
import { testVariant as variant } from './testing';

const product = (productCode: string): SampleProduct => ({
  productCode,
  name: `Product ${productCode}`,
  brands: ['GHRES'],
  sampleAvailable: true,
});
const ids = (basket: SampleBasket) => basket.variantSamples.map((sample) => sample.globalItemId);
const products = [product('P1'), product('P2')];

describe('adding samples', () => {
  it('merges added samples after the chosen ones, ignoring duplicates by globalItemId', () => {
    const merged = mergeSamples([variant('1'), variant('2')], [variant('2'), variant('3')]);
    expect(merged.map((sample) => sample.globalItemId)).toEqual(['P1-1', 'P1-2', 'P1-3']);
  });

  it('keeps the first 3 samples when a 4th is added in au', () => {
    const full = addSamples(emptyBasket(), [variant('1'), variant('2'), variant('3')], {
      products,
      region: 'au',
    });
    expect(ids(addSamples(full, [variant('4')], { products, region: 'au' }))).toEqual([
      'P1-1',
      'P1-2',
      'P1-3',
    ]);
  });

  it('keeps the last 3 samples when cropping from the start', () => {
    const four = [variant('1'), variant('2'), variant('3'), variant('4')];
    expect(ids(addSamples(emptyBasket(), four, { products, region: 'au', crop: 'start' }))).toEqual(
      ['P1-2', 'P1-3', 'P1-4'],
    );
  });

  it('allows 5 samples in nz', () => {
    const six = ['1', '2', '3', '4', '5', '6'].map((id) => variant(id));
    expect(addSamples(emptyBasket(), six, { products, region: 'nz' }).variantSamples).toHaveLength(
      5,
    );
  });

  it('crops a list to the maximum keeping the first items by default', () => {
    expect(cropToMaximum([1, 2, 3, 4], 3)).toEqual([1, 2, 3]);
    expect(cropToMaximum([1, 2, 3, 4], 3, 'start')).toEqual([2, 3, 4]);
    expect(cropToMaximum([1, 2], 3)).toEqual([1, 2]);
  });

  it('refuses out-of-stock variants', () => {
    const basket = addSamples(emptyBasket(), [variant('1', 'P1', { sampleInStock: false })], {
      products,
      region: 'au',
    });
    expect(basket).toEqual(emptyBasket());
  });

  it('stores the product of each added sample and no other', () => {
    const basket = addSamples(emptyBasket(), [variant('1', 'P2')], { products, region: 'au' });
    expect(Object.keys(basket.productMap)).toEqual(['P2']);
  });
});

describe('stock per region', () => {
  it('reads sampleInStock in au and sampleInStockNz in nz and na', () => {
    const auOnly = variant('1', 'P1', { sampleInStock: true, sampleInStockNz: false });
    expect(isSampleInStock(auOnly, 'au')).toBe(true);
    expect(isSampleInStock(auOnly, 'nz')).toBe(false);
    expect(isSampleInStock(auOnly, 'na')).toBe(false);
    const nzOnly = variant('1', 'P1', { sampleInStock: false, sampleInStockNz: true });
    expect(isSampleInStock(nzOnly, 'au')).toBe(false);
    expect(isSampleInStock(nzOnly, 'na')).toBe(true);
  });

  it('treats a variant without stock information as out of stock', () => {
    expect(isSampleInStock({ ...variant('1'), sampleInStock: undefined }, 'au')).toBe(false);
  });
});

describe('removing and clearing', () => {
  const basket = addSamples(emptyBasket(), [variant('1'), variant('2'), variant('3', 'P2')], {
    products,
    region: 'au',
  });

  it('removes one sample', () => {
    expect(ids(removeSamples(basket, 'P1-2'))).toEqual(['P1-1', 'P2-3']);
  });

  it('removes several samples', () => {
    expect(ids(removeSamples(basket, ['P1-1', 'P2-3']))).toEqual(['P1-2']);
  });

  it('drops products that no remaining sample refers to', () => {
    expect(Object.keys(removeSamples(basket, 'P2-3').productMap)).toEqual(['P1']);
    expect(
      dropUnreferencedProducts({ variantSamples: [], productMap: { P1: product('P1') } }),
    ).toEqual(emptyBasket());
  });

  it('clears the basket', () => {
    expect(clearBasket()).toEqual({ variantSamples: [], productMap: {} });
  });
});

describe('validity (SPEC section 5)', () => {
  it('needs string name, globalItemId, productCode and colourId on a sample variant', () => {
    expect(isValidSampleVariant(variant('1'))).toBe(true);
    expect(isValidSampleVariant({ ...variant('1'), colourId: 7 })).toBe(false);
    expect(isValidSampleVariant({ name: 'x', globalItemId: 'y', productCode: 'z' })).toBe(false);
    expect(isValidSampleVariant(null)).toBe(false);
  });

  it('needs string productCode and name and a non-empty list of brands on a sample product', () => {
    expect(isValidSampleProduct(product('P1'))).toBe(true);
    expect(isValidSampleProduct({ ...product('P1'), brands: [] })).toBe(false);
    expect(isValidSampleProduct({ ...product('P1'), name: undefined })).toBe(false);
  });
});

describe('loading the stored basket', () => {
  const stored = {
    variantSamples: [variant('1'), variant('2', 'P2'), variant('3', 'GONE')],
    productMap: { P1: product('P1'), P2: product('P2') },
  };

  it('keeps only the variants whose product is stored', async () => {
    expect(ids(await loadBasket(() => JSON.stringify(stored)))).toEqual(['P1-1', 'P2-2']);
  });

  it('drops malformed variants and products', () => {
    const basket = sanitiseBasket({
      variantSamples: [variant('1'), { name: 'broken' }, variant('2', 'P2')],
      productMap: { P1: product('P1'), P2: { productCode: 'P2', name: 'No brands', brands: [] } },
    });
    expect(ids(basket)).toEqual(['P1-1']);
    expect(Object.keys(basket.productMap)).toEqual(['P1']);
  });

  it('is empty when loading fails', async () => {
    await expect(
      loadBasket(() => Promise.reject(new Error('storage unavailable'))),
    ).resolves.toEqual(emptyBasket());
    await expect(loadBasket(() => '{not json')).resolves.toEqual(emptyBasket());
    await expect(loadBasket(() => null)).resolves.toEqual(emptyBasket());
  });
});

describe('sample image public id', () => {
  const bare = { globalItemId: 'GHRES-1001-03' };

  it('uses the sample publicId first', () => {
    expect(
      samplePublicId({ ...bare, publicId: 'custom/x', patternCloudinaryPublicId: 'patterns/y' }),
    ).toBe('custom/x');
  });

  it('falls back to the pattern image', () => {
    expect(samplePublicId({ ...bare, patternCloudinaryPublicId: 'patterns/GHRES-1001-03' })).toBe(
      'patterns/GHRES-1001-03',
    );
  });

  it('uses the cameo image when the visual asset is cameo', () => {
    expect(samplePublicId({ ...bare, cameoImage: 'cameos/special' }, 'cameo')).toBe(
      'cameos/special',
    );
    expect(samplePublicId(bare, 'cameo')).toBe('cameos/GHRES-1001-03');
  });

  it('falls back to the swatch path derived from globalItemId', () => {
    expect(samplePublicId({ ...bare, cameoImage: 'cameos/special' })).toBe(
      'swatches/GHRES-1001-03',
    );
  });
});
