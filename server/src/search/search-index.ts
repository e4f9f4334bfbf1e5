/**
 * What site search reads queries against (search/query.ts), built from the catalogue and the
 * content tables and kept per database until either changes: every product with the attributes a
 * query can constrain (search/vocabulary's facets) and the words of its name, code, colours,
 * collection and brands; the highlights, collections, product types and guides of each site and
 * region; and the dictionary the reader corrects and completes words with. Reading the tables
 * takes a few hundred milliseconds at 10,000 products, once per catalogue or content change; a
 * query then walks its site and region's products in memory.
 */
import { BRAND_CODES, type ProductCardVariant, productTypeSlug } from '@gh/shared/catalogue';
import { subTypeLabel } from '@gh/shared/navigation';
import { REGIONS } from '@gh/shared/regions';
import {
  ATTRIBUTES,
  type Attribute,
  catalogueVocabulary,
  phraseOf,
  searchWords as readWords,
  SEARCH_VOCABULARY,
  type SearchDictionary,
  type SearchFacet,
  type SearchReplyItem,
  searchDictionary,
  singular,
} from '@gh/shared/search';
import type { Db } from '../db';
import type { ProductRow, VariantRow } from '../db/schema/catalogue';

/** The scope token of a site and region: 'GHRES' + 'au' → 'ghresau'. */
export const scopeToken = (website: string, region: string) =>
  `${website}${region}`.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Every site and region a search can be made for. */
export const SCOPES = new Set(
  BRAND_CODES.flatMap((website) => REGIONS.map((region) => scopeToken(website, region))),
);

export interface IndexedVariant {
  name: string;
  slug: string;
  family: string;
  words: readonly string[];
  item: SearchReplyItem;
  card: ProductCardVariant;
}

export interface IndexedProduct {
  /** Its place in the catalogue's order, by name. */
  position: number;
  /** Its name as read ('coastal twist') and its code in lower case: what an exact query is. */
  readName: string;
  code: string;
  /** The values it has of each attribute a query constrains. */
  facets: Readonly<Record<SearchFacet, readonly string[]>>;
  /** The phrases of its sub types' labels ('wool', 'wool blend'). */
  subTypePhrases: readonly string[];
  variants: readonly IndexedVariant[];
  item: SearchReplyItem;
  card: Pick<SearchReplyItem, 'productSubType' | 'brands' | 'sampleAvailable'>;
}

/** A highlight, collection, product type or guide: found by its words in its sites and regions. */
export interface IndexedEntry {
  key: string;
  words: ReadonlySet<string>;
  scopes: ReadonlySet<string>;
  item: SearchReplyItem;
}

/** Products a word is found in, by place, with the best attribute it is found in there. */
export interface WordPostings {
  places: Int32Array;
  attributes: Uint8Array;
}

export interface SearchIndex {
  version: string;
  dictionary: SearchDictionary;
  /** Every product in the catalogue's order: a product's place is its index here. */
  all: readonly IndexedProduct[];
  /** Each site and region's products, as places, in order. */
  scopes: ReadonlyMap<string, Int32Array>;
  /** The places of the products having each attribute value, by `facetKey`. */
  facetPostings: ReadonlyMap<string, Int32Array>;
  /** The values each attribute has among the products, sorted. */
  facetValues: ReadonlyMap<SearchFacet, readonly string[]>;
  /** Each word of products' names, codes, colours, collections and brands, and where it is. */
  wordPostings: ReadonlyMap<string, WordPostings>;
  /** The places of the products one of whose colours has the word in its name. */
  colourPostings: ReadonlyMap<string, Int32Array>;
  highlights: readonly IndexedEntry[];
  collections: readonly IndexedEntry[];
  types: readonly IndexedEntry[];
  articles: readonly IndexedEntry[];
  /** What labels need: the brands' and features' names. */
  names: {
    brands: readonly { name: string; slug: string }[];
    features: readonly { title: string; slug: string }[];
  };
}

const attributeRank = (attribute: Attribute) => ATTRIBUTES.indexOf(attribute);

/** The key of an attribute value in `facetPostings`: 'colour:gray'. */
export const facetKey = (facet: SearchFacet, value: string) => `${facet}:${value}`;

/** Lists of places, appended to as the products are read, then frozen as Int32Arrays. */
class Postings {
  private readonly lists = new Map<string, number[]>();
  add(key: string, place: number) {
    const list = this.lists.get(key);
    if (!list) this.lists.set(key, [place]);
    else if (list[list.length - 1] !== place) list.push(place);
  }
  frozen(): Map<string, Int32Array> {
    return new Map([...this.lists].map(([key, places]) => [key, Int32Array.from(places)]));
  }
}
const list = (commaList: string) => commaList.split(',').filter(Boolean);
const scopesOf = (websites: string[], regions: string[]) =>
  websites.flatMap((website) => regions.map((region) => scopeToken(website, region)));

/** The words of a text, each also as its singular: what an entry is found by. */
function wordSet(...texts: (string | null | undefined)[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of readWords(text ?? '', Infinity)) {
      words.add(word);
      words.add(singular(word));
    }
  }
  return words;
}

/**
 * The version of what search reads: the catalogue's change count and the content change log's
 * place. Both move with any change, so a kept index or reply is never stale.
 */
export function searchVersion(db: Db): string {
  const statement = versionStatements.get(db) ?? prepareVersion(db);
  const { catalogue, content } = statement.get() as { catalogue: string; content: number };
  return `${catalogue}.${content}`;
}

const versionStatements = new WeakMap<Db, ReturnType<Db['prepare']>>();
function prepareVersion(db: Db) {
  const statement = db.prepare(
    `SELECT (SELECT value FROM meta WHERE key = 'catalogue:version') AS catalogue,
            (SELECT coalesce(max(seq), 0) FROM jsonapi_changes) AS content`,
  );
  versionStatements.set(db, statement);
  return statement;
}

const indexes = new WeakMap<Db, SearchIndex>();

/** The search index of a database, built again when its catalogue or content has changed. */
export function searchIndex(db: Db): SearchIndex {
  const version = searchVersion(db);
  const kept = indexes.get(db);
  if (kept?.version === version) return kept;
  const built = buildSearchIndex(db, version);
  indexes.set(db, built);
  return built;
}

interface ArticleAttributes {
  title?: string;
  status?: boolean;
  path?: { alias?: string };
  field_slug?: string;
  field_website?: string[];
  field_summary?: string;
}

function buildSearchIndex(db: Db, version: string): SearchIndex {
  // Colour, collection and brand names repeat across thousands of products: each is read once.
  const read = new Map<string, string[]>();
  const searchWords = (text: string, _most: number) => {
    let words = read.get(text);
    if (!words) {
      words = readWords(text, Infinity);
      read.set(text, words);
    }
    return words;
  };
  const brands = db.prepare('SELECT code, name, slug FROM brands ORDER BY name').all() as {
    code: string;
    name: string;
    slug: string;
  }[];
  const brandByCode = new Map(brands.map((brand) => [brand.code, brand]));
  const highlightRows = db.prepare('SELECT * FROM highlights ORDER BY title').all() as {
    airtable_id: string;
    slug: string;
    title: string;
    text: string;
    regions: string;
    website: string;
  }[];
  const facetRows = new Map<number, Map<string, string[]>>();
  for (const row of db
    .prepare(
      "SELECT product_id, facet, value FROM product_facets WHERE facet IN ('feature', 'colour')",
    )
    .iterate() as Iterable<{ product_id: number; facet: string; value: string }>) {
    const facets = facetRows.get(row.product_id) ?? new Map<string, string[]>();
    facets.set(row.facet, [...(facets.get(row.facet) ?? []), row.value]);
    facetRows.set(row.product_id, facets);
  }
  const variantsByProduct = new Map<number, VariantRow[]>();
  for (const variant of db
    .prepare('SELECT * FROM variants ORDER BY product_id, position')
    .iterate() as Iterable<VariantRow>) {
    const variants = variantsByProduct.get(variant.product_id) ?? [];
    variants.push(variant);
    variantsByProduct.set(variant.product_id, variants);
  }

  const all: IndexedProduct[] = [];
  const scopePlaces = new Postings();
  const facetPostings = new Postings();
  const colourPostings = new Postings();
  const facetValues = new Map<SearchFacet, Set<string>>();
  const wordPlaces = new Map<string, { places: number[]; attributes: number[] }>();
  const collections = new Map<string, Set<string>>();
  const types = new Map<string, { type: string; scopes: Set<string> }>();
  const dictionaryProducts: { name: string; code: string; others: string[] }[] = [];
  const rows = db.prepare('SELECT * FROM products ORDER BY name, id').all() as ProductRow[];
  rows.forEach((row, position) => {
    const subTypes = JSON.parse(row.sub_types) as string[];
    const brandCodes = JSON.parse(row.brands) as string[];
    const brandsOf = brandCodes.map((code) => brandByCode.get(code));
    const variantRows = variantsByProduct.get(row.id) ?? [];
    const facets = facetRows.get(row.id);
    const words = new Map<string, number>();
    const addWords = (text: string | null, attribute: Attribute) => {
      for (const word of searchWords(text ?? '', Infinity)) {
        const rank = attributeRank(attribute);
        if ((words.get(word) ?? Infinity) > rank) words.set(word, rank);
      }
    };
    addWords(row.name, 'name');
    addWords(row.product_code, 'code');
    for (const variant of variantRows) addWords(variant.name, 'colour');
    addWords(row.collection_name, 'collection');
    for (const brand of brandsOf) addWords(brand?.name ?? null, 'brand');
    const variants = variantRows.map(
      (variant): IndexedVariant => ({
        name: variant.name,
        slug: variant.slug,
        family: variant.colour_family,
        words: searchWords(variant.name, Infinity),
        item: {
          airtableId: variant.airtable_id,
          name: variant.name,
          productName: row.name,
          productCode: row.product_code,
          colourId: variant.colour_id,
          globalItemId: variant.global_item_id,
          cameoImage: variant.cameo_image,
          patternCloudinaryPublicId: variant.pattern_cloudinary_public_id,
          publicId: `swatches/${variant.global_item_id}`,
        },
        card: {
          colourId: variant.colour_id,
          name: variant.name,
          slug: variant.slug,
          colour: variant.colour_family,
          hex: variant.colour_hex,
          globalItemId: variant.global_item_id,
          swatchImage: `swatches/${variant.global_item_id}`,
          cameoImage: variant.cameo_image,
        },
      }),
    );
    const first = variants[0];
    const product: IndexedProduct = {
      position,
      readName: searchWords(row.name, Infinity).join(' '),
      code: row.product_code.toLowerCase(),
      facets: {
        type: [row.type],
        subType: subTypes,
        colour: [...new Set(facets?.get('colour') ?? variants.map((variant) => variant.family))],
        feature: facets?.get('feature') ?? [],
        rooms: JSON.parse(row.rooms) as string[],
        budget: row.budget ? [row.budget] : [],
        shape: row.shape ? [row.shape] : [],
        brand: brandsOf.flatMap((brand) => (brand ? [brand.slug] : [])),
        collection: row.collection_name ? [row.collection_name] : [],
      },
      subTypePhrases: subTypes.map((code) => phraseOf(subTypeLabel(code))),
      variants,
      item: {
        airtableId: row.airtable_id,
        name: row.name,
        productCode: row.product_code,
        collectionName: row.collection_name,
        slug: row.slug,
        productType: row.product_type,
        type: row.type,
        ...(first ? { publicId: `swatches/${first.item.globalItemId}` } : {}),
      },
      card: {
        productSubType: subTypes[0] ?? null,
        brands: brandsOf.map((brand, at) => brand?.name ?? (brandCodes[at] as string)),
        sampleAvailable: row.sample_available === 1,
      },
    };
    all.push(product);
    const productScopes = scopesOf(list(row.website), list(row.regions));
    for (const scope of productScopes) scopePlaces.add(scope, position);
    for (const [facet, values] of Object.entries(product.facets) as [SearchFacet, string[]][]) {
      for (const value of values) {
        facetPostings.add(facetKey(facet, value), position);
        if (!facetValues.has(facet)) facetValues.set(facet, new Set());
        facetValues.get(facet)?.add(value);
      }
    }
    for (const [word, attribute] of words) {
      const postings = wordPlaces.get(word) ?? { places: [], attributes: [] };
      postings.places.push(position);
      postings.attributes.push(attribute);
      wordPlaces.set(word, postings);
    }
    for (const variant of variants) {
      for (const word of variant.words) colourPostings.add(word, position);
    }
    if (row.collection_name) {
      const scopes = collections.get(row.collection_name) ?? new Set<string>();
      for (const scope of productScopes) scopes.add(scope);
      collections.set(row.collection_name, scopes);
    }
    for (const subType of subTypes) {
      const entry = types.get(subType) ?? { type: row.type, scopes: new Set<string>() };
      for (const scope of productScopes) entry.scopes.add(scope);
      types.set(subType, entry);
    }
    dictionaryProducts.push({
      name: row.name,
      code: row.product_code,
      others: [
        ...variantRows.map((variant) => variant.name),
        row.collection_name ?? '',
        ...brandsOf.map((brand) => brand?.name ?? ''),
      ],
    });
  });

  const highlights = highlightRows.map(
    (row): IndexedEntry => ({
      key: row.slug,
      words: wordSet(row.title, row.text),
      scopes: new Set(scopesOf(list(row.website), list(row.regions))),
      item: { airtableId: row.airtable_id, title: row.title, slug: row.slug },
    }),
  );
  const collectionEntries = [...collections]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, scopes]): IndexedEntry => {
      const slug = phraseOf(name).replace(/ /g, '-');
      return {
        key: name,
        words: wordSet(name),
        scopes,
        item: { id: slug, title: name, collectionName: name, slug },
      };
    });
  const typeEntries = [...types]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([subType, entry]): IndexedEntry => {
      const label = subTypeLabel(subType);
      const name = entry.type === 'CPT' ? `${label} Carpet` : `${label} Flooring`;
      return {
        key: subType,
        words: wordSet(name),
        scopes: entry.scopes,
        item: { id: subType, name, type: entry.type, slug: productTypeSlug(subType) ?? null },
      };
    });
  const articles = (
    db
      .prepare(
        "SELECT id, attributes FROM jsonapi_resources WHERE type = 'node--article' ORDER BY position",
      )
      .all() as { id: string; attributes: string }[]
  ).flatMap(({ id, attributes }): IndexedEntry[] => {
    const article = JSON.parse(attributes) as ArticleAttributes;
    const path = article.path?.alias;
    if (article.status === false || !article.title || !path) return [];
    return [
      {
        key: id,
        words: wordSet(article.title, article.field_summary),
        scopes: new Set(
          (article.field_website ?? []).map((value) =>
            value.toLowerCase().replace(/[^a-z0-9]/g, ''),
          ),
        ),
        item: { id, title: article.title, slug: article.field_slug ?? path.split('/').pop(), path },
      },
    ];
  });

  const features = highlightRows.map((row) => ({ slug: row.slug, title: row.title }));
  const vocabulary = [
    ...SEARCH_VOCABULARY,
    ...catalogueVocabulary({ features, brands, collections: [...collections.keys()] }),
  ];
  return {
    version,
    dictionary: searchDictionary({
      vocabulary,
      products: dictionaryProducts,
      guideWords: articles.flatMap((article) => [...article.words]),
    }),
    all,
    scopes: scopePlaces.frozen(),
    facetPostings: facetPostings.frozen(),
    facetValues: new Map([...facetValues].map(([facet, values]) => [facet, [...values].sort()])),
    wordPostings: new Map(
      [...wordPlaces].map(([word, postings]) => [
        word,
        {
          places: Int32Array.from(postings.places),
          attributes: Uint8Array.from(postings.attributes),
        },
      ]),
    ),
    colourPostings: colourPostings.frozen(),
    highlights,
    collections: collectionEntries,
    types: typeEntries,
    articles,
    names: { brands, features },
  };
}
