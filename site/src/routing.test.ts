import { linkHref, nodeHref, pagePath, regionaliseCmsLinks } from './routing';

describe('pagePath', () => {
  it('is the region prefix, the base path and the trailing slash every page has', () => {
    expect(pagePath({ region: 'au', basePath: '/products' })).toBe('/au/products/');
    expect(pagePath({ region: 'na', basePath: '/inspiration/trend-reports/x' })).toBe(
      '/na/inspiration/trend-reports/x/',
    );
  });

  it('is the region’s own root for the home page', () => {
    expect(pagePath({ region: 'nz', basePath: '/' })).toBe('/nz/');
  });
});

describe('linkHref (SPEC.md 2.1: an in-site link’s region prefix is the current region)', () => {
  it('points an internal link written for one region at the current region', () => {
    expect(linkHref('internal:/au/find-stores', 'nz')).toBe('/nz/find-stores');
    expect(linkHref('entity:/au/news/x?y=1', 'na')).toBe('/na/news/x?y=1');
    expect(linkHref('/au/products', 'nz')).toBe('/nz/products');
  });

  it('keeps external links and unprefixed paths as they are', () => {
    expect(linkHref('https://example.com/au/x', 'nz')).toBe('https://example.com/au/x');
    expect(linkHref('/products', 'nz')).toBe('/products');
  });

  it('links nowhere when the CMS field is empty', () => {
    expect(linkHref(null, 'au')).toBe('#');
    expect(linkHref('', 'au')).toBe('#');
  });
});

describe('regionaliseCmsLinks', () => {
  it('points every region-prefixed link in CMS markup at the current region', () => {
    const html =
      '<p><a href="/au/find-stores">Stores</a> and <a href="/nz/news/x#top">x</a>, ' +
      '<a href="/au">home</a>, <a href="/au?q=1">search</a></p>';
    expect(regionaliseCmsLinks(html, 'na')).toBe(
      '<p><a href="/na/find-stores">Stores</a> and <a href="/na/news/x#top">x</a>, ' +
        '<a href="/na">home</a>, <a href="/na?q=1">search</a></p>',
    );
  });

  it('leaves external links, unprefixed paths and longer first segments alone', () => {
    const html =
      '<a href="https://example.com/au/x">a</a><a href="/products">b</a><a href="/aux/y">c</a>';
    expect(regionaliseCmsLinks(html, 'nz')).toBe(html);
  });
});

describe('nodeHref', () => {
  it('puts a CMS node’s path alias under the current region', () => {
    expect(nodeHref({ path: { alias: '/news/x' } }, 'nz')).toBe('/nz/news/x');
  });
});
