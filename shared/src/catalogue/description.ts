import type { Region } from '../regions';
import type { Product } from './types';

type DescriptionField =
  | 'descriptionFTXAU'
  | 'descriptionFTXNZ'
  | 'descriptionRBK'
  | 'descriptionRESAU'
  | 'description';

/**
 * Which description field a site shows, by the site's brand code (its website) and region:
 * FTX in au and nz has its own text per region, RBK has one text for every region, the residential
 * site in au has its own text; everything else (GHRES in nz and na, FTX in na, GHC, TFF) reads the
 * plain description.
 */
export function descriptionField(website: string, region: Region): DescriptionField {
  if (website === 'FTX' && region === 'au') return 'descriptionFTXAU';
  if (website === 'FTX' && region === 'nz') return 'descriptionFTXNZ';
  if (website === 'RBK') return 'descriptionRBK';
  if (website === 'GHRES' && region === 'au') return 'descriptionRESAU';
  return 'description';
}

/** The product description for a site and region; the plain description when that one is empty. */
export function productDescription(
  product: Pick<Product, DescriptionField>,
  website: string,
  region: Region,
): string {
  const text = product[descriptionField(website, region)];
  return text?.trim() ? text : product.description;
}
