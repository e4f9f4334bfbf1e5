import { searchPageHref, searchResultHref } from './links';

describe('where a search result leads', () => {
  it('opens a product on its page in the region searched', () => {
    expect(
      searchResultHref(
        'products',
        { id: 'rec1', name: 'Wool Haven', productCode: 'GHRES-1001' },
        'nz',
      ),
    ).toBe('/nz/products/wool-haven/');
  });

  it('opens a product on the colour the query named, when there is one', () => {
    expect(
      searchResultHref(
        'products',
        { id: 'rec1', name: 'Wool Haven', productCode: 'GH1001', colourName: 'Ash Grey' },
        'au',
      ),
    ).toBe('/au/products/wool-haven/?colour=ash-grey');
  });

  it('opens a colour on its product page with that colour chosen', () => {
    expect(
      searchResultHref(
        'variants',
        { id: 'rec2', name: 'Storm Grey', productName: 'Côte d’Azur' },
        'au',
      ),
    ).toBe('/au/products/cote-dazur/?colour=storm-grey');
  });

  it('opens a collection and a product type on their listing pages', () => {
    expect(
      searchResultHref(
        'collections',
        { id: 'coastal', name: 'Coastal', collectionName: 'Coastal' },
        'au',
      ),
    ).toBe('/au/collections/coastal/');
    expect(
      searchResultHref('types', { id: 'wool_cpt', name: 'Wool Carpet', slug: 'wool-carpet' }, 'na'),
    ).toBe('/na/product-types/wool-carpet/');
    expect(searchResultHref('types', { id: 'wool_cpt', name: 'Wool Carpet' }, 'na')).toBe(
      '/na/product-types/wool-carpet/',
    );
  });

  it('opens a type without a page of its own as the product list filtered to it', () => {
    expect(searchResultHref('types', { id: 'loop_pile', name: 'Loop Pile Carpet' }, 'au')).toBe(
      '/au/products/?subType=loop_pile',
    );
  });

  it('opens a highlight on its feature page', () => {
    expect(
      searchResultHref(
        'highlights',
        { id: 'rec9', name: 'Pet Friendly', slug: 'pet-friendly' },
        'au',
      ),
    ).toBe('/au/features/pet-friendly/');
    expect(searchResultHref('highlights', { id: 'rec9', name: 'Pet Friendly' }, 'au')).toBeNull();
  });

  it('sends a typed query to the results page', () => {
    expect(searchPageHref('au', ' wool & oak ')).toBe('/au/search/?q=wool+%26+oak');
  });
});
