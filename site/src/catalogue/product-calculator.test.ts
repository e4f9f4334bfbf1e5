import type { Product } from '@gh/shared/catalogue';
import { productCalculator } from './product-page-context';

const product = (fields: Partial<Product>) =>
  ({ productCode: 'GH1', name: 'A floor', productType: 'Carpet', ...fields }) as Product;

describe("the product page's calculator", () => {
  it('plans a carpet on the roll width the catalogue gives', () => {
    expect(productCalculator(product({ productSubType: 'wool_cpt', rollWidth: 4 }))).toEqual({
      flooring: 'carpet',
      rollWidth: 4,
      boxCoverage: null,
    });
  });

  it('counts the boxes of a hard floor from its box coverage', () => {
    const hybrid = product({ productType: 'Hard Flooring', productSubType: 'hybrid_hf' });
    expect(productCalculator({ ...hybrid, boxCoverage: 2.2 })).toEqual({
      flooring: 'hardFlooring',
      rollWidth: null,
      boxCoverage: 2.2,
    });
  });

  it('leaves the region’s roll width, and no boxes, where the catalogue gives neither', () => {
    expect(productCalculator(product({ productSubType: 'polyester_cpt' }))).toEqual({
      flooring: 'carpet',
      rollWidth: null,
      boxCoverage: null,
    });
    expect(productCalculator(product({ productSubType: 'vinyl_sheet_hf' }))).toEqual({
      flooring: 'hardFlooring',
      rollWidth: null,
      boxCoverage: null,
    });
  });
});
