/**
 * Test data the samples and state tests share. Not part of the package: index.ts does not export
 * it.
 */
import type { SampleVariant } from './basket';
import type { FormattedSample } from './contract';

/** A colour of a test product, in stock in every region: `{productCode}-{id}`, `Colour {id}`. */
export const testVariant = (
  id: string,
  productCode = 'P1',
  extra: Partial<SampleVariant> = {},
): SampleVariant => ({
  name: `Colour ${id}`,
  globalItemId: `${productCode}-${id}`,
  productCode,
  colourId: id,
  sampleInStock: true,
  sampleInStockNz: true,
  ...extra,
});

/** Wool Haven in Charcoal, as an order sends it. */
export const WOOL_HAVEN_CHARCOAL: FormattedSample = {
  colourId: '03',
  globalItemId: 'GHRES-1001-03',
  productCode: 'GHRES-1001',
  patternCloudinaryPublicId: 'swatches/GHRES-1001-03',
  name: 'Charcoal',
  productName: 'Wool Haven',
};
