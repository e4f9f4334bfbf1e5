import { regionFromCountry } from '.';

describe('geo-ip country mapping', () => {
  it("maps 'us' to na", () => expect(regionFromCountry('us')).toBe('na'));
});
