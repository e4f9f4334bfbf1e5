import slugifyString from 'slugify';

/**
 * The URL slug of a product or variant name: /products/{slug of product name} and
 * ?colour={slug of variant name}. Accents are transliterated ('Côte' → 'cote'), '&' reads 'and',
 * apostrophes are dropped, other punctuation separates words, words are joined with single hyphens.
 */
export function nameSlug(name: string): string {
  // Apostrophes join their words ("d'Azur" → 'dazur'); other punctuation separates them, which
  // slugify's strict mode alone would not do ('12/4' would become '124').
  const spaced = name.replace(/['’‘`]/g, '').replace(/(?!&)\p{P}/gu, ' ');
  return slugifyString(spaced, { lower: true, strict: true, trim: true });
}

/** The path of a product page, with the colour query when a variant is chosen. */
export function productPath(productName: string, variantName?: string | null): string {
  const path = `/products/${nameSlug(productName)}`;
  return variantName ? `${path}?colour=${nameSlug(variantName)}` : path;
}
