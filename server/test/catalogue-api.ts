import type { CatalogueProduct } from '../src/catalogue/queries';

/** A catalogue API reply: its status, its JSON body and its X-Total-Count. */
export interface CatalogueReply<T> {
  status: number;
  body: T;
  total: number;
}

/** GETs of a test server's catalogue API, at the URL `base()` gives once it is listening. */
export function catalogueApi(base: () => string) {
  async function get<T>(path: string): Promise<CatalogueReply<T>> {
    const response = await fetch(`${base()}${path}`);
    return {
      status: response.status,
      body: (await response.json()) as T,
      total: Number(response.headers.get('x-total-count')),
    };
  }
  /** The product list of the residential site for a query (`region=au&type=CPT`). */
  const products = (query: string) =>
    get<CatalogueProduct[]>(`/api/catalogue/products?website=GHRES&${query}`);
  return { get, products };
}
