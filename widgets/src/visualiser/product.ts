/**
 * The product whose colours the room view switches between: given by a React host, or looked up
 * by its code in the catalogue API (`GET {api-base}/api/catalogue/products`, cached by the shared
 * client, so every widget of the page shares one response). The client (with its cache) is
 * fetched with the first lookup, not with the page: before the visitor opens the visualiser the
 * page shows a button only.
 */
import type { CatalogueClient, Product } from '@gh/shared/catalogue';
import type { Region } from '@gh/shared/regions';
import { useEffect, useState } from 'react';

const clients = new Map<string, Promise<CatalogueClient>>();

function catalogueFor(apiBase: string): Promise<CatalogueClient> {
  let client = clients.get(apiBase);
  if (!client) {
    client = import('@gh/shared/catalogue').then(({ createCatalogueClient }) =>
      createCatalogueClient({ baseUrl: `${apiBase.replace(/\/+$/, '')}/api/catalogue` }),
    );
    clients.set(apiBase, client);
  }
  return client;
}

/**
 * The product with this code, or null when the catalogue has none (or cannot be reached: the
 * client has logged why). The API filters by product attributes, not by code, so the region's
 * list is read whole.
 */
export function useVisualiserProduct(
  productCode: string | undefined,
  given: Product | undefined,
  region: Region,
  apiBase: string,
  /** The lookup waits until the visitor first opens the visualiser. */
  enabled: boolean,
): Product | null {
  const [found, setFound] = useState<{ key: string; product: Product | null } | null>(null);
  const key = `${apiBase} ${region} ${productCode ?? ''}`;
  useEffect(() => {
    if (given || !productCode || !enabled) return;
    let current = true;
    catalogueFor(apiBase)
      .then((client) => client.products(region))
      .then(
        (products) => products.find((product) => product.productCode === productCode) ?? null,
        () => null,
      )
      .then((product) => {
        if (current) setFound({ key, product });
      });
    return () => {
      current = false;
    };
  }, [given, productCode, region, apiBase, key, enabled]);
  if (given) return given;
  return found?.key === key ? found.product : null;
}
