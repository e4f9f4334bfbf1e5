/**
 * The relevance set (fixtures/shopper-queries.ts) asked of GET /search-query over HTTP, each
 * query judged by its rule over the catalogue's attributes (fixtures/relevance.ts). The floor
 * here is the bar for its own hidden set of queries: at least 95% hold in each region,
 * at most 2% find nothing. `npm run bench -w server` prints the same figures.
 */
import type { Region } from '@gh/shared/regions';
import {
  judge,
  judgedCatalogue,
  type QueryJudgement,
  regionProducts,
  relevanceFigures,
  relevanceReport,
} from './fixtures/relevance';
import { SHOPPER_QUERIES } from './fixtures/shopper-queries';
import { useTestServer } from './support';

const server = useTestServer();

const HOLDING_FLOOR = 0.95;
const ZERO_RESULTS_CEILING = 0.02;

let judgements: QueryJudgement[];

beforeAll(async () => {
  const catalogue = judgedCatalogue(server.db);
  // Each query's answer first, over HTTP; then judged (judge() takes the answer synchronously).
  const answers = new Map<string, string[]>();
  for (const entry of SHOPPER_QUERIES) {
    const products = regionProducts(catalogue, entry.region);
    const query = typeof entry.query === 'string' ? entry.query : entry.query(products);
    const params = new URLSearchParams({ query, region: entry.region, website: 'GHRES' });
    const response = await fetch(`${server.url}/search-query?${params}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { products: { productCode: string }[] };
    answers.set(
      `${entry.region} ${query}`,
      body.products.map((item) => item.productCode),
    );
  }
  judgements = SHOPPER_QUERIES.map((entry) =>
    judge(entry, catalogue, (query, region) => answers.get(`${region} ${query}`) ?? []),
  );
});

/** The queries that did not hold, for a failure to name. */
const failing = (region?: Region) =>
  judgements
    .filter((judgement) => !judgement.holds && (!region || judgement.region === region))
    .map(({ region: where, query, relevant, answered, precision, recall }) => ({
      where,
      query,
      relevant,
      answered: answered.length,
      precision,
      recall,
    }));

describe('the relevance set', () => {
  it('holds 100 shopper queries or more over the three regions', () => {
    expect(SHOPPER_QUERIES.length).toBeGreaterThanOrEqual(100);
    for (const region of ['au', 'nz', 'na'] as const) {
      expect(SHOPPER_QUERIES.filter((entry) => entry.region === region).length).toBeGreaterThan(20);
    }
  });

  it('asks only for what the catalogue holds: every rule has right answers in its region', () => {
    const without = judgements.filter((judgement) => judgement.relevant === 0);
    expect(without.map(({ region, query }) => `${region} ${query}`)).toEqual([]);
  });
});

describe.each(['au', 'nz', 'na'] as const)('search in %s', (region) => {
  it(`answers ${HOLDING_FLOOR * 100}% of the shopper queries or more with the right products first`, () => {
    const figures = relevanceFigures(judgements.filter((judgement) => judgement.region === region));
    if (figures.holding < HOLDING_FLOOR) console.log(relevanceReport(judgements));
    expect({ holding: figures.holding >= HOLDING_FLOOR, failing: failing(region) }).toEqual({
      holding: true,
      failing: expect.any(Array),
    });
  });

  it(`finds nothing for ${ZERO_RESULTS_CEILING * 100}% of them at most`, () => {
    const figures = relevanceFigures(judgements.filter((judgement) => judgement.region === region));
    expect(figures.zeroResults).toBeLessThanOrEqual(ZERO_RESULTS_CEILING);
  });
});
