/**
 * Reading the catalogue back for the catalogue API: the brand list and the filtered product list
 * (SPEC.md sections 3 and 7), one site and region at a time.
 */
import {
  type Brand,
  PRODUCT_FILTER_KEYS,
  type Product,
  type ProductCard,
  type ProductFilterKey,
  type ProductFilters,
  type ProductSort,
  type ProductView,
  rollWidthOfRollSize,
  roomShotPublicId,
  roomShotRooms,
  type Variant,
} from '@gh/shared/catalogue';
import type { Region } from '@gh/shared/regions';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db';
import type { ProductRow, VariantRow } from '../db/schema/catalogue';
import { boxCoverageOf } from './box-coverage';
import { type FacetRow, ProductFacetIndex } from './facet-index';

const preparedByDb = new WeakMap<Db, Map<string, Statement>>();

/** A statement prepared once per database: compiling SQL costs more than running these. */
function prepared(db: Db, sql: string): Statement {
  let bySql = preparedByDb.get(db);
  if (!bySql) {
    bySql = new Map();
    preparedByDb.set(db, bySql);
  }
  let statement = bySql.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    bySql.set(sql, statement);
  }
  return statement;
}

/** Most products one reply holds; `offset` pages through longer lists. */
export const PRODUCT_LIST_MAX = 1000;

export interface CatalogueScope {
  region: Region;
  website: string;
}

/** A product as the catalogue API returns it: SPEC.md section 3's fields and its filter values. */
export interface CatalogueProduct extends Product {
  slug: string;
  type: string;
  productSubTypes: string[];
  collectionName: string | null;
  market: string | null;
  shape: string | null;
  thickness: string | null;
  rollSize: string | null;
  segment: string | null;
  budget: string | null;
  rooms: string[];
  regions: string[];
  /** The slugs of the features (highlights) the product has. */
  features: string[];
  variants: CatalogueVariant[];
}

export interface CatalogueVariant extends Variant {
  airtableId: string;
  productCode: string;
  slug: string;
  /** Colour family, the value of the `colour` filter. */
  colour: string;
  hex: string;
}

interface BrandRow {
  code: string;
  name: string;
  slug: string;
  description: string;
}

const listHas = (column: string) => `instr(',' || ${column} || ',', ',' || ? || ',') > 0`;

export function listBrands(db: Db, { region, website }: CatalogueScope): Brand[] {
  return (
    prepared(
      db,
      `SELECT code, name, slug, description FROM brands
         WHERE ${listHas('regions')} AND ${listHas('website')} ORDER BY name`,
    ).all(region, website) as BrandRow[]
  ).map((row) => ({
    code: row.code,
    name: row.name,
    slug: row.slug,
    description: row.description,
  }));
}

export interface Highlight {
  slug: string;
  title: string;
  text: string;
}

/** The product features (highlights) of a site and region, by title: the /features pages. */
export function listHighlights(db: Db, { region, website }: CatalogueScope): Highlight[] {
  return prepared(
    db,
    `SELECT slug, title, text FROM highlights
       WHERE ${listHas('regions')} AND ${listHas('website')} ORDER BY title`,
  ).all(region, website) as Highlight[];
}

/**
 * A filter value as the facets store it (lower case). Brands may be given by code, name or slug;
 * segments by id or name (both are stored); 'grey' is the menu's 'gray'.
 */
function facetValues(db: Db, key: ProductFilterKey, values: string[]): string[] {
  if (key === 'brand') {
    const brands = prepared(db, 'SELECT code, name, slug FROM brands').all() as BrandRow[];
    return values.map((value) => {
      const wanted = value.toLowerCase();
      const brand = brands.find((row) =>
        [row.code, row.name, row.slug].some((field) => field.toLowerCase() === wanted),
      );
      return (brand?.code ?? value).toLowerCase();
    });
  }
  if (key === 'colour') return values.map((value) => value.toLowerCase().replace(/^grey$/, 'gray'));
  return values.map((value) => value.toLowerCase());
}

/**
 * What the product list keeps per database between requests, for one catalogue version: the
 * filter index, the 'colours' order, and each product's JSON in either view, made the first
 * time the product is listed. A catalogue change (the version counter's triggers) drops it all.
 */
interface CatalogueState {
  version: string;
  index: ProductFacetIndex;
  byColours: readonly number[];
  json: Record<ProductView, Map<number, string>>;
}

const states = new WeakMap<Db, CatalogueState>();

/** The catalogue's version: it moves with every change to what the product list shows. */
export function catalogueVersion(db: Db): string {
  return (
    (
      prepared(db, "SELECT value FROM meta WHERE key = 'catalogue:version'").get() as
        | { value: string }
        | undefined
    )?.value ?? '0'
  );
}

/** The order of the product list (sort 'featured'): by name. */
const LIST_ORDER = 'ORDER BY name, id';

/** The ids of the products of these codes (unknown codes have none). */
function productIds(db: Db, codes: readonly string[]): number[] {
  const lookup = prepared(db, 'SELECT id FROM products WHERE product_code = ?');
  return codes.flatMap((code) => (lookup.get(code) as { id: number } | undefined)?.id ?? []);
}

/** Every product's code in list order: how a build that fetched some products places them. */
export function productCodesInListOrder(db: Db): string[] {
  return (
    prepared(db, `SELECT product_code FROM products ${LIST_ORDER}`).all() as {
      product_code: string;
    }[]
  ).map((row) => row.product_code);
}

function catalogueState(db: Db): CatalogueState {
  const version = catalogueVersion(db);
  const cached = states.get(db);
  if (cached?.version === version) return cached;
  const ids = (prepared(db, `SELECT id FROM products ${LIST_ORDER}`).all() as { id: number }[]).map(
    (row) => row.id,
  );
  const index = new ProductFacetIndex(
    ids,
    prepared(
      db,
      'SELECT product_id, facet, value FROM product_facets',
    ).iterate() as Iterable<FacetRow>,
  );
  const colourCounts = new Map(
    (
      prepared(
        db,
        'SELECT product_id, count(*) AS count FROM variants GROUP BY product_id',
      ).all() as { product_id: number; count: number }[]
    ).map((row) => [row.product_id, row.count]),
  );
  const state: CatalogueState = {
    version,
    index,
    byColours: index.rankBy((id) => colourCounts.get(id) ?? 0),
    json: { full: new Map(), card: new Map() },
  };
  states.set(db, state);
  return state;
}

export interface ProductListOptions {
  /** At most PRODUCT_LIST_MAX (the default). */
  limit?: number;
  offset?: number;
  sort?: ProductSort;
  view?: ProductView;
  /** Only the products of these codes (a site build fetching what changed). */
  codes?: readonly string[];
}

export interface ProductListJson {
  /** The JSON array of the page's products. */
  json: string;
  /** Products matching before paging. */
  total: number;
}

/**
 * One page of the filtered product list, as the JSON the API sends. Each product's JSON is made
 * once per catalogue version and view, so a page costs the filter index and a string join.
 */
export function listProductsJson(
  db: Db,
  scope: CatalogueScope,
  filters: ProductFilters,
  {
    limit = PRODUCT_LIST_MAX,
    offset = 0,
    sort = 'featured',
    view = 'full',
    codes,
  }: ProductListOptions = {},
): ProductListJson {
  const state = catalogueState(db);
  const wanted = facetFilters(db, scope, filters);
  const order = sort === '-name' ? 'reverse' : sort === 'colours' ? state.byColours : 'forward';
  const { ids, total } = state.index.page(
    wanted,
    offset,
    Math.min(limit, PRODUCT_LIST_MAX),
    order,
    codes && productIds(db, codes),
  );
  const made = state.json[view];
  const missing = ids.filter((id) => !made.has(id));
  if (missing.length > 0) {
    for (const product of readProducts(db, missing)) {
      made.set(product.id, JSON.stringify(view === 'card' ? cardOf(product.value) : product.value));
    }
  }
  const parts: string[] = [];
  for (const id of ids) {
    const json = made.get(id);
    if (json !== undefined) parts.push(json);
  }
  return { json: `[${parts.join(',')}]`, total };
}

/** The site, region and filters of a list as the facet index reads them. */
function facetFilters(
  db: Db,
  scope: CatalogueScope,
  filters: ProductFilters,
): [string, string[]][] {
  const wanted: [string, string[]][] = [
    ['region', [scope.region]],
    ['website', [scope.website.toLowerCase()]],
  ];
  for (const key of PRODUCT_FILTER_KEYS) {
    const values = filters[key] ?? [];
    if (values.length > 0) wanted.push([key, facetValues(db, key, values)]);
  }
  return wanted;
}

/**
 * How many products of the site and region have each value of the facets asked for, under the
 * filters of every other facet (ProductFacetIndex.counts): what a filter control shows beside
 * each choice.
 */
export function productFacetCounts(
  db: Db,
  scope: CatalogueScope,
  filters: ProductFilters,
  facets: readonly ProductFilterKey[],
): Partial<Record<ProductFilterKey, Record<string, number>>> {
  const counts = catalogueState(db).index.counts(facetFilters(db, scope, filters), facets);
  // The facets keep values in lower case: the type and the brand are given back as the filters
  // take them (CPT, a brand's slug).
  const brands = new Map(
    (prepared(db, 'SELECT code, name, slug FROM brands').all() as BrandRow[]).map((brand) => [
      brand.code.toLowerCase(),
      brand.slug,
    ]),
  );
  const filterValue = (facet: string, value: string) =>
    facet === 'type'
      ? value.toUpperCase()
      : facet === 'brand'
        ? (brands.get(value) ?? value)
        : value;
  return Object.fromEntries(
    Object.entries(counts).map(([facet, byValue]) => [
      facet,
      Object.fromEntries(
        Object.entries(byValue).map(([value, count]) => [filterValue(facet, value), count]),
      ),
    ]),
  );
}

/** A product as its card shows it (`view=card`). */
function cardOf(product: CatalogueProduct): ProductCard {
  return {
    airtableId: product.airtableId,
    productCode: product.productCode,
    name: product.name,
    slug: product.slug,
    type: product.type,
    productType: product.productType,
    productSubType: product.productSubType ?? null,
    collectionName: product.collectionName,
    brands: product.brands,
    sampleAvailable: product.sampleAvailable,
    variants: product.variants.map((variant) => ({
      colourId: variant.colourId,
      name: variant.name,
      slug: variant.slug,
      colour: variant.colour,
      hex: variant.hex,
      globalItemId: variant.globalItemId,
      swatchImage: `swatches/${variant.globalItemId}`,
      cameoImage: variant.cameoImage,
    })),
  };
}

/** The products of these ids, whole, in no particular order. */
function readProducts(db: Db, ids: number[]): { id: number; value: CatalogueProduct }[] {
  const rows = prepared(
    db,
    'SELECT * FROM products WHERE id IN (SELECT value FROM json_each(?))',
  ).all(JSON.stringify(ids)) as ProductRow[];
  const products = withVariants(db, rows);
  return rows.map((row, at) => ({ id: row.id, value: products[at] as CatalogueProduct }));
}

function withVariants(db: Db, rows: ProductRow[]): CatalogueProduct[] {
  if (rows.length === 0) return [];
  const brandNames = new Map(
    (prepared(db, 'SELECT code, name FROM brands').all() as BrandRow[]).map((b) => [
      b.code,
      b.name,
    ]),
  );
  const segmentNames = new Map(
    (prepared(db, 'SELECT id, name FROM segments').all() as { id: string; name: string }[]).map(
      (s) => [s.id, s.name],
    ),
  );
  const ids = JSON.stringify(rows.map((row) => row.id));
  const features = new Map<number, string[]>();
  for (const { product_id, value } of prepared(
    db,
    `SELECT product_id, value FROM product_facets
       WHERE facet = 'feature' AND product_id IN (SELECT value FROM json_each(?))
       ORDER BY product_id, value`,
  ).iterate(ids) as Iterable<{ product_id: number; value: string }>) {
    features.set(product_id, [...(features.get(product_id) ?? []), value]);
  }
  const variants = new Map<number, VariantRow[]>();
  for (const variant of prepared(
    db,
    `SELECT * FROM variants WHERE product_id IN (SELECT value FROM json_each(?))
       ORDER BY product_id, position`,
  ).iterate(ids) as Iterable<VariantRow>) {
    const list = variants.get(variant.product_id) ?? [];
    list.push(variant);
    variants.set(variant.product_id, list);
  }
  return rows.map((row) => {
    const subTypes = JSON.parse(row.sub_types) as string[];
    const rooms = JSON.parse(row.rooms) as string[];
    return {
      airtableId: row.airtable_id,
      productCode: row.product_code,
      name: row.name,
      slug: row.slug,
      brands: (JSON.parse(row.brands) as string[]).map((code) => brandNames.get(code) ?? code),
      type: row.type,
      productType: row.product_type,
      productSubType: subTypes[0] ?? null,
      productSubTypes: subTypes,
      yarn: row.yarn,
      collectionName: row.collection_name,
      market: row.market,
      shape: row.shape,
      thickness: row.thickness,
      rollSize: row.roll_size,
      // The width the cut plan uses; undefined (left out of the JSON) without a roll size.
      rollWidth: rollWidthOfRollSize(row.roll_size),
      // What a box covers, for the calculator's box count; undefined for what is not boxed.
      boxCoverage: boxCoverageOf(subTypes),
      segment: row.segment_id ? (segmentNames.get(row.segment_id) ?? null) : null,
      budget: row.budget,
      rooms,
      regions: row.regions.split(','),
      features: features.get(row.id) ?? [],
      sampleAvailable: row.sample_available === 1,
      description: row.description,
      descriptionFTXAU: row.description_ftx_au,
      descriptionFTXNZ: row.description_ftx_nz,
      descriptionRBK: row.description_rbk,
      descriptionRESAU: row.description_res_au,
      variants: (variants.get(row.id) ?? []).map((variant) => ({
        airtableId: variant.airtable_id,
        name: variant.name,
        slug: variant.slug,
        productName: row.name,
        productCode: variant.product_code,
        colourId: variant.colour_id,
        globalItemId: variant.global_item_id,
        patternCloudinaryPublicId: variant.pattern_cloudinary_public_id,
        cameoImage: variant.cameo_image,
        // The colour laid into the stock rooms that suit the product, cameo first.
        roomShots: roomShotRooms(rooms).map((room) => ({
          room,
          publicId: roomShotPublicId(room, variant.global_item_id),
        })),
        colour: variant.colour_family,
        hex: variant.colour_hex,
        sampleInStock: variant.sample_in_stock === 1,
        sampleInStockNz: variant.sample_in_stock_nz === 1,
      })),
    };
  });
}
