/**
 * What shoppers and robots type into search that a full-text engine would choke on (issue 40,
 * item 10): each answers 200 with results or none, or a 400 that says why; never a 5xx, never a
 * syntax error. A 200 has the shape of the search contract.
 */
import { SEARCH_GROUPS, SearchReplySchema } from '@gh/shared/search';
import { Value } from '@sinclair/typebox/value';
import { useTestServer } from './support';

const server = useTestServer();

async function search(query: string, extra = '') {
  const response = await fetch(
    `${server.url}/search-query?region=au&website=GHRES&query=${encodeURIComponent(query)}${extra}`,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const productCount = (body: Record<string, unknown>) => (body.products as unknown[]).length;

/** The case, what is typed, and whether products are found (true), none (false), or it is refused (a reason). */
const CASES: [string, string, boolean | RegExp][] = [
  ['quotes', '"grey carpet"', true],
  ['unbalanced quotes', '"grey carpet', true],
  ['a star', 'carp*', true],
  ['stars alone', '***', false],
  ['a minus', '-wool carpet', true],
  ['minuses alone', '---', false],
  ['a caret', '^grey carpet', true],
  ['NEAR', 'NEAR(grey carpet)', true],
  ['NEAR/2', 'grey NEAR/2 carpet', true],
  ['AND', 'grey AND carpet', true],
  ['OR', 'wool OR nylon', true],
  ['NOT', 'carpet NOT wool', true],
  ['column filter syntax', 'name:grey {name keywords}: carpet', true],
  ['SQL', "'; DROP TABLE products; --", false],
  ['SQL in a real query', "grey carpet' OR '1'='1", true],
  ['emoji beside words', '🐶 carpet', true],
  ['emoji alone', '🐶🐶🐶', false],
  ['Chinese', '灰色地毯', false],
  ['Cyrillic', 'серый ковёр', false],
  ['Arabic', 'سجاد رمادي', false],
  ['control characters inside words', 'grey\u0000carpet\u0007', true],
  ['control characters alone', '\u0001\u0002\u0003\u0004', false],
  ['a 10,000-character query', 'grey carpet '.repeat(834).slice(0, 10_000), /200 characters/],
  ['10,000 letters', 'a'.repeat(10_000), /200 characters/],
];

describe('GET /search-query with input a full-text engine would choke on', () => {
  it.each(CASES)('%s (%j): answers without an error', async (_, query, expected) => {
    const { status, body } = await search(query);
    if (expected instanceof RegExp) {
      expect(status).toBe(400);
      expect(body.error).toMatch(expected);
      return;
    }
    expect(status).toBe(200);
    expect(Value.Errors(SearchReplySchema, body).First()).toBeUndefined();
    for (const group of SEARCH_GROUPS) expect(Array.isArray(body[group])).toBe(true);
    expect(productCount(body) > 0).toBe(expected);
  });

  it('reads quoted words as the words: the same products with or without quotes', async () => {
    const plain = await search('grey carpet');
    for (const quoted of ['"grey carpet"', '"grey carpet', 'grey AND carpet']) {
      expect((await search(quoted)).body.products).toEqual(plain.body.products);
    }
  });

  it.each([
    ['a list of queries', '&query=wool', /query/],
    ['a limit that is not a number', '&limit=ten', /limit/],
    ['an offset past the end of the catalogue', '&offset=100001', /offset/],
    ['a filter given 21 times', '&colour=gray'.repeat(21), /colour/],
  ])('refuses %s with a 400 that says why', async (_, extra, reason) => {
    const { status, body } = await search('carpet', extra);
    expect(status).toBe(400);
    expect(body.error).toMatch(reason);
  });

  it('answers an unknown filter value with no products, not an error', async () => {
    const { status, body } = await search('carpet', '&colour=%27%3B--&type=XYZ');
    expect(status).toBe(200);
    expect(productCount(body)).toBe(0);
  });
});
