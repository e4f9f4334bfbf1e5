/**
 * The product whose colours the modal offers: given by a React host, or looked up by its code in
 * the catalogue API (`GET {api-base}/api/catalogue/products`, cached by the shared client).
 */
import { type CatalogueClient, createCatalogueClient } from '@gh/shared/catalogue';
import type { Region } from '@gh/shared/regions';
import { type SampleProduct, toSampleProduct } from '@gh/shared/samples';
import { useEffect, useState } from 'react';

export type ProductLoad =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; product: SampleProduct }
  | { status: 'missing' }
  | { status: 'failed' };

const clients = new Map<string, CatalogueClient>();

function catalogueFor(apiBase: string): CatalogueClient {
  let client = clients.get(apiBase);
  if (!client) {
    client = createCatalogueClient({ baseUrl: `${apiBase.replace(/\/+$/, '')}/api/catalogue` });
    clients.set(apiBase, client);
  }
  return client;
}

/**
 * Finds a product by code in the region's product list. The catalogue API filters by product
 * attributes, not by code, so the list is read whole; the client's cache makes every element of
 * the page, and every later opening, share that one response.
 */
export async function findSampleProduct(
  productCode: string,
  region: Region,
  apiBase: string,
): Promise<SampleProduct | undefined> {
  const products = await catalogueFor(apiBase).products(region);
  const product = products.find((candidate) => candidate.productCode === productCode);
  return product && toSampleProduct(product);
}

export interface UseSampleProductOptions {
  productCode?: string;
  product?: SampleProduct;
  region: Region;
  apiBase: string;
  /** The lookup waits until the modal is first opened. */
  enabled: boolean;
}

export function useSampleProduct(options: UseSampleProductOptions): ProductLoad {
  const { productCode, product, region, apiBase, enabled } = options;
  const [load, setLoad] = useState<{ key: string; result: ProductLoad } | null>(null);
  const key = `${apiBase} ${region} ${productCode ?? ''}`;
  const wanted = !product && Boolean(productCode) && enabled;

  useEffect(() => {
    if (!wanted || !productCode) return;
    let current = true;
    setLoad({ key, result: { status: 'loading' } });
    findSampleProduct(productCode, region, apiBase).then(
      (found) => {
        if (!current) return;
        setLoad({
          key,
          result: found ? { status: 'ready', product: found } : { status: 'missing' },
        });
      },
      () => {
        // The catalogue client has logged the failure.
        if (current) setLoad({ key, result: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, key, productCode, region, apiBase]);

  if (product) return { status: 'ready', product };
  if (!productCode) return { status: 'none' };
  if (load?.key !== key) return { status: 'loading' };
  return load.result;
}
