import { sharedChunkName } from './webpack';

describe('the name of a chunk that lazily loaded chunks share', () => {
  test('named chunks (page templates) name it by their names, as Gatsby does', () => {
    const name = sharedChunkName(null, [{ name: 'component---a' }, { name: 'component---b' }]);
    expect(name).toMatch(/^[0-9a-f]{40}$/);
    expect(sharedChunkName(null, [{ name: 'component---a' }, { name: 'component---b' }])).toBe(
      name,
    );
    expect(sharedChunkName(null, [{ name: 'component---a' }, { name: 'component---c' }])).not.toBe(
      name,
    );
  });

  test('a set with an unnamed chunk (a widget, its modal) gets no name, so no two sets share one', () => {
    expect(sharedChunkName(null, [{ name: null }, { name: null }])).toBeUndefined();
    expect(sharedChunkName(null, [{ name: 'component---a' }, {}])).toBeUndefined();
  });
});
