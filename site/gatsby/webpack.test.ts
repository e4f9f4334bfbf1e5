import { namedSharersOnly } from './webpack';

describe('the name of a chunk that lazily loaded chunks share', () => {
  const gatsbyName = jest.fn(() => 'gatsby-name');
  const name = namedSharersOnly(gatsbyName);

  test('chunks that all have names (page templates) keep the name Gatsby gives them', () => {
    const chunks = [{ name: 'component---a' }, { name: 'component---b' }];
    expect(name('module', chunks, 'shared')).toBe('gatsby-name');
    expect(gatsbyName).toHaveBeenCalledWith('module', chunks, 'shared');
  });

  test('a set with an unnamed chunk (a widget, its modal) gets no name, so no two sets share one', () => {
    gatsbyName.mockClear();
    expect(name('module', [{ name: null }, { name: null }], 'shared')).toBeUndefined();
    expect(name('module', [{ name: 'component---a' }, {}], 'shared')).toBeUndefined();
    expect(gatsbyName).not.toHaveBeenCalled();
  });
});
