import { breadcrumbListJsonLd, catalogueBreadcrumbs } from './breadcrumbs';

const names = (trail: { name: string }[]) => trail.map((crumb) => crumb.name);

describe('catalogue breadcrumbs', () => {
  it('leads the product list from Home to Products, under the region', () => {
    expect(catalogueBreadcrumbs({ kind: 'list' }, 'nz')).toEqual([
      { name: 'Home', path: '/nz/' },
      { name: 'Products', path: '/nz/products/' },
    ]);
  });

  it('puts a product-type page and a brand page under Products', () => {
    expect(
      catalogueBreadcrumbs({ kind: 'product-type', name: 'Wool', slug: 'wool-carpet' }, 'au').at(
        -1,
      ),
    ).toEqual({ name: 'Wool', path: '/au/product-types/wool-carpet/' });
    expect(
      names(catalogueBreadcrumbs({ kind: 'brand', name: 'Floortex', slug: 'floortex' }, 'na')),
    ).toEqual(['Home', 'Products', 'Floortex']);
  });

  it('puts a collection under Collections', () => {
    expect(
      catalogueBreadcrumbs(
        { kind: 'collection', name: 'Coastal Collection', slug: 'coastal-collection' },
        'au',
      ),
    ).toEqual([
      { name: 'Home', path: '/au/' },
      { name: 'Collections', path: '/au/collections/' },
      { name: 'Coastal Collection', path: '/au/collections/coastal-collection/' },
    ]);
  });

  it('puts a feature page under Features', () => {
    expect(
      catalogueBreadcrumbs({ kind: 'feature', name: 'Pet Friendly', slug: 'pet-friendly' }, 'nz'),
    ).toEqual([
      { name: 'Home', path: '/nz/' },
      { name: 'Features', path: '/nz/features/' },
      { name: 'Pet Friendly', path: '/nz/features/pet-friendly/' },
    ]);
  });

  it('puts a product under its range and its product-type page', () => {
    expect(
      catalogueBreadcrumbs(
        {
          kind: 'product',
          name: 'Alpine Boucle',
          productType: 'Carpet',
          productSubType: 'wool_cpt',
        },
        'au',
      ),
    ).toEqual([
      { name: 'Home', path: '/au/' },
      { name: 'Products', path: '/au/products/' },
      { name: 'Carpet', path: '/au/products/?type=CPT' },
      { name: 'Wool', path: '/au/product-types/wool-carpet/' },
      { name: 'Alpine Boucle', path: '/au/products/alpine-boucle/' },
    ]);
  });

  it.each(['HF', 'Hard Flooring'])(
    'leaves out the product-type crumb when the sub type has no page (product type %s)',
    (productType) => {
      expect(
        names(
          catalogueBreadcrumbs(
            { kind: 'product', name: 'Cork Natural', productType, productSubType: 'cork_hf' },
            'nz',
          ),
        ),
      ).toEqual(['Home', 'Products', 'Hard Flooring', 'Cork Natural']);
    },
  );

  it('gives search engines the same trail as a BreadcrumbList with absolute URLs', () => {
    const trail = catalogueBreadcrumbs({ kind: 'list' }, 'au');
    expect(breadcrumbListJsonLd(trail, 'https://www.example.com')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/au/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Products',
          item: 'https://www.example.com/au/products/',
        },
      ],
    });
  });
});
