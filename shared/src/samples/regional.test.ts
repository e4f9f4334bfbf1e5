import { requiresCompanyName, sampleLimitMessage, sampleRegionNotes } from './regional';

describe('what the samples flow states per region and site', () => {
  it('states the au sample sizes, 10cm x 12cm carpet and 10cm x 15cm hard flooring, and 5 to 10 business days', () => {
    expect(sampleRegionNotes('au')).toEqual([
      'Samples are 10cm x 12cm for carpet and 10cm x 15cm for hard flooring.',
      'Delivery takes 5 to 10 business days.',
    ]);
  });

  it('states no sizes or delivery time in nz and na, where SPEC.md gives none', () => {
    expect(sampleRegionNotes('nz')).toEqual([]);
    expect(sampleRegionNotes('na')).toEqual([]);
  });

  it('names the regional maximum in the limit message: 3 in au and na, 5 in nz', () => {
    expect(sampleLimitMessage('au')).toContain('up to 3 free samples');
    expect(sampleLimitMessage('na')).toContain('up to 3 free samples');
    expect(sampleLimitMessage('nz')).toContain('up to 5 free samples');
  });

  it('requires a company name on the commercial site only', () => {
    expect(requiresCompanyName('GHC')).toBe(true);
    expect(requiresCompanyName('GHRES')).toBe(false);
    expect(requiresCompanyName('FTX')).toBe(false);
  });
});
