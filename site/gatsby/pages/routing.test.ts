import { regionPath, unprefixedPath } from '../../src/paths';
import { byPath, regionContext, versionFor } from './routing';

const node = (id: string, alias: string | null, ...websites: string[]) => ({
  id,
  path: alias === null ? null : { alias },
  field_website: websites,
});

describe('versionFor (DESIGN.md 6: every page exists under every region)', () => {
  const au = node('au', '/care', 'GHRES-au');
  const nz = node('nz', '/care', 'GHRES-nz');
  const both = node('both', '/care', 'GHRES-au', 'GHRES-na');

  it('gives a region the version written for it', () => {
    expect(versionFor([au, nz], 'nz', 'au')).toBe(nz);
    expect(versionFor([au, both], 'na', 'au')).toBe(both);
  });

  it('falls back to the fallback region’s version when the region has none', () => {
    expect(versionFor([nz, au], 'na', 'au')).toBe(au);
  });

  it('falls back to the first version when neither region has one', () => {
    expect(versionFor([nz], 'na', 'au')).toBe(nz);
  });

  it('has nothing to show when there are no versions', () => {
    expect(versionFor([], 'au', 'au')).toBeUndefined();
  });
});

describe('byPath', () => {
  it('groups the versions of a page by their alias, a trailing slash or not, in order', () => {
    const a = node('a', '/news/x', 'GHRES-au');
    const b = node('b', '/news/x/', 'GHRES-nz');
    const c = node('c', '/news/y', 'GHRES-au');
    expect([...byPath([a, b, c])]).toEqual([
      ['/news/x', [a, b]],
      ['/news/y', [c]],
    ]);
  });

  it('leaves out nodes without an alias', () => {
    expect(byPath([node('a', null), node('b', '')]).size).toBe(0);
  });
});

describe('a page’s context and paths', () => {
  it('names the region’s website and keeps the alternates', () => {
    expect(regionContext('nz', '/products', ['au', 'nz'])).toEqual({
      region: 'nz',
      website: 'GHRES-nz',
      basePath: '/products',
      alternates: ['au', 'nz'],
    });
  });

  it('puts the page under its region prefix with a trailing slash', () => {
    expect(regionPath('au', '/')).toBe('/au/');
    expect(regionPath('na', '/find-stores')).toBe('/na/find-stores/');
    expect(unprefixedPath('/')).toBe('/');
    expect(unprefixedPath('/find-stores')).toBe('/find-stores/');
  });
});
