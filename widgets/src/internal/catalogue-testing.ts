/** What the widgets' faked services share: a colour of a product as the catalogue API lists it. */
import type { Variant } from '@gh/shared/catalogue';

/** `{productCode}-{colourId}` with its pattern and cameo images; samples in stock unless said. */
export function catalogueVariant(
  productCode: string,
  colourId: string,
  name: string,
  { productName = '', au = true, nz = true } = {},
): Variant {
  return {
    name,
    productName,
    colourId,
    globalItemId: `${productCode}-${colourId}`,
    patternCloudinaryPublicId: `patterns/${productCode}-${colourId}`,
    cameoImage: `cameos/${productCode}-${colourId}`,
    sampleInStock: au,
    sampleInStockNz: nz,
  };
}
