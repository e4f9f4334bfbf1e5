import { storeSearchLabel, storeSearchPrompt } from './wording';

describe('the store locator’s words in each region', () => {
  it('asks for a suburb or postcode in au and nz', () => {
    expect(storeSearchLabel('au')).toBe('Address, suburb or postcode');
    expect(storeSearchLabel('nz')).toBe('Address, suburb or postcode');
    expect(storeSearchPrompt('au')).toBe(
      'Search for your suburb or postcode to see stores near you, or use your location.',
    );
  });

  it('asks for a city, ZIP or postal code in na, which serves the US and Canada', () => {
    expect(storeSearchLabel('na')).toBe('Address, city, ZIP or postal code');
    expect(storeSearchPrompt('na')).toBe(
      'Search for your city, ZIP or postal code to see stores near you, or use your location.',
    );
  });
});
