import type { Product } from '../catalogue';
import { isValidSampleProduct, isValidSampleVariant } from './basket';
import { basketProduct, toSampleProduct } from './product';

const catalogueProduct: Product = {
  airtableId: 'rec1',
  productCode: 'GHRES-1001',
  name: 'Wool Haven',
  brands: ['Gh Residential'],
  productType: 'Carpet',
  sampleAvailable: true,
  description: '',
  variants: [
    {
      name: 'Ash Grey',
      productName: '',
      colourId: '03',
      patternCloudinaryPublicId: 'patterns/GHRES-1001-03',
      cameoImage: 'cameos/GHRES-1001-03',
      globalItemId: 'GHRES-1001-03',
      sampleInStock: true,
      sampleInStockNz: false,
    },
  ],
};

describe('catalogue products in the samples flow', () => {
  it('gives every colour its product code and name, so it is a valid sample variant', () => {
    const product = toSampleProduct(catalogueProduct);
    expect(isValidSampleProduct(product)).toBe(true);
    expect(product.variants).toEqual([
      {
        name: 'Ash Grey',
        globalItemId: 'GHRES-1001-03',
        productCode: 'GHRES-1001',
        colourId: '03',
        productName: 'Wool Haven',
        patternCloudinaryPublicId: 'patterns/GHRES-1001-03',
        cameoImage: 'cameos/GHRES-1001-03',
        sampleInStock: true,
        sampleInStockNz: false,
      },
    ]);
    expect(product.variants?.every(isValidSampleVariant)).toBe(true);
  });

  it('keeps the product’s sampleAvailable flag', () => {
    expect(toSampleProduct({ ...catalogueProduct, sampleAvailable: false }).sampleAvailable).toBe(
      false,
    );
  });

  it('stores the product in the basket without its colours', () => {
    const stored = basketProduct(toSampleProduct(catalogueProduct));
    expect(stored).toEqual({
      productCode: 'GHRES-1001',
      name: 'Wool Haven',
      brands: ['Gh Residential'],
      sampleAvailable: true,
    });
    expect(isValidSampleProduct(stored)).toBe(true);
  });
});
