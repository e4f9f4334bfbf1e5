import { productDescription } from './description';

const product = {
  description: 'Plain',
  descriptionFTXAU: 'FTX in Australia',
  descriptionFTXNZ: 'FTX in New Zealand',
  descriptionRBK: 'RBK',
  descriptionRESAU: 'Residential in Australia',
};

describe('product description by brand and region', () => {
  it('shows descriptionFTXAU on the FTX site in au', () => {
    expect(productDescription(product, 'FTX', 'au')).toBe('FTX in Australia');
  });

  it('shows descriptionFTXNZ on the FTX site in nz', () => {
    expect(productDescription(product, 'FTX', 'nz')).toBe('FTX in New Zealand');
  });

  it('shows descriptionRBK on the RBK site in every region', () => {
    expect(productDescription(product, 'RBK', 'au')).toBe('RBK');
    expect(productDescription(product, 'RBK', 'na')).toBe('RBK');
  });

  it('shows descriptionRESAU on the residential site in au', () => {
    expect(productDescription(product, 'GHRES', 'au')).toBe('Residential in Australia');
  });

  it('shows the plain description elsewhere', () => {
    expect(productDescription(product, 'GHRES', 'nz')).toBe('Plain');
    expect(productDescription(product, 'GHRES', 'na')).toBe('Plain');
    expect(productDescription(product, 'FTX', 'na')).toBe('Plain');
    expect(productDescription(product, 'GHC', 'au')).toBe('Plain');
  });

  it('falls back to the plain description when the brand and region one is empty', () => {
    expect(productDescription({ ...product, descriptionRESAU: ' ' }, 'GHRES', 'au')).toBe('Plain');
    expect(productDescription({ ...product, descriptionFTXNZ: null }, 'FTX', 'nz')).toBe('Plain');
  });
});
