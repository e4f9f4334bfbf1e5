import type { SearchReplyItem } from '@gh/shared/search';
import { parseSearchPage, productListHref, searchCard, searchPageSearch } from './search-page';

describe('the search results page’s URL', () => {
  it('reads the query, the filters it narrows by, the order and the pages', () => {
    expect(
      parseSearchPage(
        '?q=grey+carpet&feature=pet-friendly&colour=gray&sort=name&pages=3&brand=ftx',
      ),
    ).toEqual({
      query: 'grey carpet',
      filters: { colour: ['gray'], feature: ['pet-friendly'] },
      sort: 'name',
      pages: 3,
    });
  });

  it('reads relevance and one page unless told otherwise, whatever else the URL holds', () => {
    expect(parseSearchPage('?q=wool&sort=price&pages=-2')).toEqual({
      query: 'wool',
      filters: {},
      sort: 'relevance',
      pages: 1,
    });
  });

  it('writes the state back, leaving out what is the default', () => {
    const state = parseSearchPage('?q=grey&type=CPT&rooms=bedroom&sort=colours&pages=2');
    expect(searchPageSearch(state)).toBe('q=grey&type=CPT&rooms=bedroom&sort=colours&pages=2');
    expect(searchPageSearch({ ...state, sort: 'relevance', pages: 1 })).toBe(
      'q=grey&type=CPT&rooms=bedroom',
    );
  });
});

describe("'See all in the product list'", () => {
  it('carries what was understood and the filters chosen to /products', () => {
    expect(
      productListHref(
        'nz',
        [
          { facet: 'colour', values: ['gray'], label: 'Grey', words: 'grey' },
          { facet: 'type', values: ['CPT'], label: 'Carpet', words: 'carpet' },
        ],
        { feature: ['pet-friendly'] },
      ),
    ).toBe('/nz/products/?type=CPT&colour=gray&feature=pet-friendly');
  });

  it('is not offered when nothing maps to a product-list filter', () => {
    expect(
      productListHref(
        'au',
        [
          {
            facet: 'collection',
            values: ['Heritage Collection'],
            label: 'Heritage Collection',
            words: 'heritage collection',
          },
        ],
        {},
      ),
    ).toBeNull();
  });
});

describe('a result’s card', () => {
  const item: SearchReplyItem = {
    name: 'Coastal Twist',
    productCode: 'GH1001',
    productType: 'Carpet',
    productSubType: 'wool_cpt',
    collectionName: 'Heritage Collection',
    brands: ['Floortex'],
    sampleAvailable: true,
    variants: [
      {
        colourId: '101',
        name: 'Honey',
        slug: 'honey',
        colour: 'orange',
        hex: '#c8924e',
        globalItemId: 'GHRES-1001-01',
        swatchImage: 'swatches/GHRES-1001-01',
        cameoImage: 'room-shots/bedroom/GHRES-1001-01',
      },
      {
        colourId: '119',
        name: 'Charcoal',
        slug: 'charcoal',
        colour: 'black',
        hex: '#3b3c3e',
        globalItemId: 'GHRES-1001-02',
        swatchImage: 'swatches/GHRES-1001-02',
        cameoImage: 'room-shots/bedroom/GHRES-1001-02',
      },
    ],
  };

  it('shows the colour the query named, and opens the product on it', () => {
    const { card, colour, sampleAvailable } = searchCard(
      {
        ...item,
        matchedColour: { name: 'Charcoal', slug: 'charcoal', globalItemId: 'GHRES-1001-02' },
      },
      'au',
    );
    expect(card).toMatchObject({
      name: 'Coastal Twist',
      colourName: 'Charcoal',
      collection: 'Heritage Collection',
      href: '/au/products/coastal-twist/?colour=charcoal',
      image: 'swatches/GHRES-1001-02',
    });
    expect({ colour, sampleAvailable }).toEqual({ colour: 'charcoal', sampleAvailable: true });
  });

  it('shows the first colour when the query named none', () => {
    const { card, colour } = searchCard(item, 'au');
    expect(card).toMatchObject({ colourName: 'Honey', href: '/au/products/coastal-twist/' });
    expect(colour).toBe('honey');
  });
});
