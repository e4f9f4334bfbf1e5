/**
 * Builds the search index from the catalogue tables. Run inside the catalogue seed's transaction,
 * so the index always matches the products it describes.
 */
import { BRAND_CODES, productTypeSlug } from '@gh/shared/catalogue';
import { subTypeLabel } from '@gh/shared/navigation';
import { REGIONS } from '@gh/shared/regions';
import { SEARCH_GROUPS, type SearchGroup, type SearchReplyItem } from '@gh/shared/search';
import type { Db } from '../db';
import type { ProductRow, VariantRow } from '../db/schema/catalogue';
import { searchWords } from './words';

/** The scope token of a site and region: 'GHRES' + 'au' → 'ghresau'. */
export const scopeToken = (website: string, region: string) =>
  `${website}${region}`.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Every site and region a search can be made for, in a fixed order. */
const SCOPES = BRAND_CODES.flatMap((website) =>
  REGIONS.map((region) => scopeToken(website, region)),
);

/**
 * Each item is indexed once per site and region it belongs to, under ids that put every
 * (site-region, group) pair in its own rowid range: scope·2^44 + group·2^40 + 1 … . A search reads
 * its scope's range of a group in id order and stops after a page, never stepping over items of
 * other sites or regions (a search for 'hybrid' in na, where there is none, reads nothing rather
 * than every hybrid of au and nz). A scope's groups are consecutive, so neighbouring groups can be
 * read as one range.
 */
const GROUP_ID_SPAN = 2 ** 40;
const SCOPE_ID_SPAN = 2 ** 44;
export function searchIdRange(
  scope: string,
  firstGroup: SearchGroup,
  lastGroup: SearchGroup = firstGroup,
): [number, number] | undefined {
  const scopeIndex = SCOPES.indexOf(scope);
  if (scopeIndex < 0) return undefined;
  const base = scopeIndex * SCOPE_ID_SPAN;
  return [
    base + SEARCH_GROUPS.indexOf(firstGroup) * GROUP_ID_SPAN + 1,
    base + (SEARCH_GROUPS.indexOf(lastGroup) + 1) * GROUP_ID_SPAN - 1,
  ];
}

const list = (commaList: string) => commaList.split(',').filter(Boolean);

function scopes(websites: string[], regions: string[]): string[] {
  return websites.flatMap((website) => regions.map((region) => scopeToken(website, region)));
}

export function rebuildSearchIndex(db: Db): void {
  const insertItem = db.prepare(
    'INSERT INTO search_items (id, grp, scopes, item) VALUES (?, ?, ?, ?)',
  );
  const insertWords = db.prepare(
    'INSERT INTO search_words (rowid, name, keywords) VALUES (?, ?, ?)',
  );
  const nextIds = new Map<string, number>();
  const terms = new Set<string>();
  const add = (
    group: SearchGroup,
    name: string,
    keywords: string,
    scopeTokens: string[],
    item: SearchReplyItem,
  ) => {
    const json = JSON.stringify(item);
    for (const term of searchWords(`${name} ${keywords}`, Infinity)) terms.add(term);
    for (const scope of new Set(scopeTokens)) {
      const key = `${scope}:${group}`;
      const id = nextIds.get(key) ?? searchIdRange(scope, group)?.[0];
      if (id === undefined) continue;
      nextIds.set(key, id + 1);
      insertItem.run(id, group, scope, json);
      insertWords.run(id, name, keywords);
    }
  };

  db.transaction(() => {
    db.exec(
      `DELETE FROM search_items; DELETE FROM search_terms;
       INSERT INTO search_words (search_words) VALUES ('delete-all');
       INSERT INTO meta (key, value) VALUES ('search:version', '1')
         ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1;`,
    );

    const brandNames = new Map(
      (db.prepare('SELECT code, name FROM brands').all() as { code: string; name: string }[]).map(
        (brand) => [brand.code, brand.name],
      ),
    );
    const products = db.prepare('SELECT * FROM products ORDER BY name').all() as ProductRow[];
    const variantsByProduct = new Map<number, VariantRow[]>();
    for (const variant of db
      .prepare('SELECT * FROM variants ORDER BY product_id, position')
      .iterate() as Iterable<VariantRow>) {
      const variants = variantsByProduct.get(variant.product_id) ?? [];
      variants.push(variant);
      variantsByProduct.set(variant.product_id, variants);
    }

    const collections = new Map<string, Set<string>>();
    const types = new Map<string, { type: string; productType: string; scopes: Set<string> }>();

    for (const product of products) {
      const productScopes = scopes(list(product.website), list(product.regions));
      const subTypes = JSON.parse(product.sub_types) as string[];
      const brands = (JSON.parse(product.brands) as string[]).map(
        (code) => brandNames.get(code) ?? code,
      );
      const variants = variantsByProduct.get(product.id) ?? [];
      const first = variants[0];
      add(
        'products',
        product.name,
        [
          product.product_code,
          product.collection_name,
          ...brands,
          ...subTypes.map(subTypeLabel),
          product.yarn,
          product.product_type,
        ]
          .filter(Boolean)
          .join(' '),
        productScopes,
        {
          airtableId: product.airtable_id,
          name: product.name,
          productCode: product.product_code,
          collectionName: product.collection_name,
          slug: product.slug,
          productType: product.product_type,
          ...(first ? { publicId: `swatches/${first.global_item_id}` } : {}),
        },
      );
      for (const variant of variants) {
        add(
          'variants',
          variant.name,
          [product.name, product.product_code, variant.global_item_id, variant.colour_family].join(
            ' ',
          ),
          productScopes,
          {
            airtableId: variant.airtable_id,
            name: variant.name,
            productName: product.name,
            productCode: product.product_code,
            colourId: variant.colour_id,
            globalItemId: variant.global_item_id,
            cameoImage: variant.cameo_image,
            patternCloudinaryPublicId: variant.pattern_cloudinary_public_id,
            publicId: `swatches/${variant.global_item_id}`,
          },
        );
      }
      if (product.collection_name) {
        const scopesOfCollection = collections.get(product.collection_name) ?? new Set<string>();
        for (const scope of productScopes) scopesOfCollection.add(scope);
        collections.set(product.collection_name, scopesOfCollection);
      }
      for (const subType of subTypes) {
        const entry = types.get(subType) ?? {
          type: product.type,
          productType: product.product_type,
          scopes: new Set<string>(),
        };
        for (const scope of productScopes) entry.scopes.add(scope);
        types.set(subType, entry);
      }
    }

    for (const highlight of db.prepare('SELECT * FROM highlights ORDER BY title').all() as {
      airtable_id: string;
      slug: string;
      title: string;
      text: string;
      regions: string;
      website: string;
    }[]) {
      add(
        'highlights',
        highlight.title,
        highlight.text,
        scopes(list(highlight.website), list(highlight.regions)),
        {
          airtableId: highlight.airtable_id,
          title: highlight.title,
          slug: highlight.slug,
        },
      );
    }
    for (const [name, collectionScopes] of [...collections].sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      const slug = name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      add('collections', name, '', [...collectionScopes], {
        id: slug,
        title: name,
        collectionName: name,
        slug,
      });
    }
    for (const [subType, entry] of [...types].sort(([a], [b]) => a.localeCompare(b))) {
      const label = subTypeLabel(subType);
      const name = entry.type === 'CPT' ? `${label} Carpet` : `${label} Flooring`;
      add('types', name, `${entry.productType} ${subType}`, [...entry.scopes], {
        id: subType,
        name,
        type: entry.type,
        slug: productTypeSlug(subType) ?? null,
      });
    }
    const insertTerm = db.prepare('INSERT INTO search_terms (term) VALUES (?)');
    for (const term of terms) insertTerm.run(term);
    // Bulk inserts leave the index in many segments, each searched by every query; merged into
    // one, queries at 10,000 products ran five to seven times faster.
    db.exec(`INSERT INTO search_words (search_words) VALUES ('optimize')`);
  })();
}
