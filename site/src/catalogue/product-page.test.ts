import type { ProductPageProduct } from './product-page';
import { specificationRows } from './product-page';

const variant = (name: string) =>
  ({ name, slug: name.toLowerCase() }) as ProductPageProduct['variants'][number];

const alpine: ProductPageProduct = {
  productCode: 'GH1069',
  name: 'Alpine Boucle',
  brands: ['GH Residential', 'Floortex'],
  productType: 'Carpet',
  productSubType: 'wool_cpt',
  yarn: '100% New Zealand wool',
  collectionName: 'Heritage Collection',
  sampleAvailable: true,
  description: '',
  variants: [variant('Fog'), variant('Slate')],
  calculator: { flooring: 'carpet', rollWidth: 4, boxCoverage: null },
};

describe('the product page specification table', () => {
  it('lists type, sub type, yarn, brands, collection, product code and colours', () => {
    expect(specificationRows(alpine, 'au')).toEqual([
      { label: 'Type', value: 'Carpet' },
      { label: 'Sub type', value: 'Wool' },
      { label: 'Yarn', value: '100% New Zealand wool' },
      { label: 'Brands', value: 'GH Residential, Floortex' },
      {
        label: 'Collection',
        value: 'Heritage Collection',
        href: '/au/collections/heritage-collection/',
      },
      { label: 'Product code', value: 'GH1069' },
      { label: 'Colours (2)', value: 'Fog, Slate' },
    ]);
  });

  it('leaves out the fields a product does not have', () => {
    const plain = {
      ...alpine,
      productSubType: null,
      yarn: null,
      brands: ['GH Residential'],
      collectionName: null,
      variants: [variant('Oak')],
    };
    expect(specificationRows(plain, 'nz').map((row) => row.label)).toEqual([
      'Type',
      'Brand',
      'Product code',
      'Colour',
    ]);
  });
});
