/**
 * The demo catalogue: brands, segments, highlights, and products with 4–12 colour variants each,
 * covering every carpet fibre subtype of every region and every hard-flooring subtype (SPEC.md
 * section 2.3), with their features and with their images declared to the media service.
 * Deterministic: the same size always yields the same catalogue.
 */

import { nameSlug, roomShotPublicId, roomShotRooms } from '@gh/shared/catalogue';
import {
  BUDGET_VALUES,
  CARPET_SUBTYPES,
  HARD_FLOORING_SUBTYPES,
  SUBTYPE_LABELS,
  type SubType,
} from '@gh/shared/navigation';
import { REGIONS, type Region } from '@gh/shared/regions';
import type { Db } from '../src/db';
import { registerMediaAsset } from '../src/media/assets';
import { seededRandom } from '../src/media/random';
import type { Seeder } from '.';
import {
  BRANDS,
  CARPET_STYLES,
  COLLECTIONS,
  COLOURS,
  type Colour,
  HARD_FLOORING_WORDS,
  HIGHLIGHTS,
  NAME_FIRST,
  NAME_THIRD,
  SEGMENTS,
  SUBTYPE_SPECS,
  type SubTypeSpec,
} from './catalogue-data';

type Pile = (typeof CARPET_STYLES)[number]['pile'];
type FeatureSlug = (typeof HIGHLIGHTS)[number]['slug'];

/** What a product's features follow from: how it is made, its pile, where it is sold. */
interface MadeAs {
  spec: SubTypeSpec;
  subType: SubType;
  pile: Pile;
  regions: readonly Region[];
}

const stainResistant = ({ spec: { construction: made } }: MadeAs) =>
  // The colour of a solution-dyed fibre goes right through it; triexta and polyester take up no
  // stain; a sealed wear layer wipes clean.
  Boolean(made.solutionDyed) ||
  made.fibre === 'triexta' ||
  made.fibre === 'polyester' ||
  made.surface === 'scratch-resistant-wear-layer' ||
  made.surface === 'vinyl-wear-layer';

/**
 * The features (highlights) a product has, each by a rule over its construction, never at random.
 * They are the product's catalogue data from then on: an editor adds or removes one as a `feature`
 * row of product_facets.
 */
export const FEATURE_RULES: Readonly<Record<FeatureSlug, (product: MadeAs) => boolean>> = {
  'stain-resistant': stainResistant,
  // Stain resistant, and nothing for claws to catch: a carpet with no loops in its pile, a hard
  // floor under a scratch-resistant wear layer.
  'pet-friendly': (product) =>
    stainResistant(product) &&
    (product.spec.type === 'CPT'
      ? product.pile !== 'loop'
      : product.spec.construction.surface === 'scratch-resistant-wear-layer'),
  waterproof: ({ spec: { construction: made } }) =>
    made.core === 'rigid-spc' || made.core === 'flexible-vinyl',
  'soft-underfoot': ({ spec, pile }) => spec.type === 'CPT' && pile === 'cut',
  // Nothing to hold dust (a hard floor), or wool, which holds it until the vacuum comes.
  'low-allergen': ({ spec }) => spec.type === 'HF' || spec.construction.fibre === 'wool',
  // Natural or plant-based: wool, triexta (partly made from corn), a timber core.
  'red-list-free': ({ spec: { construction: made } }) =>
    made.fibre === 'wool' ||
    made.fibre === 'wool-blend' ||
    made.fibre === 'triexta' ||
    made.core === 'timber',
  'carbon-neutral': ({ spec: { construction: made } }) =>
    made.fibre === 'wool' || made.core === 'timber',
  // Sold in Australia in a fibre the Australian mills make (au's carpet menu).
  'australian-made': ({ spec, subType, regions }) =>
    spec.type === 'CPT' &&
    regions.includes('au') &&
    (CARPET_SUBTYPES.au as readonly string[]).includes(subType),
};

/** The slugs of the features a product has, in the highlights' order. */
export function featuresOf(product: MadeAs): FeatureSlug[] {
  return HIGHLIGHTS.map((highlight) => highlight.slug).filter((slug) =>
    FEATURE_RULES[slug](product),
  );
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const AIRTABLE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Airtable-style record ids ('rec' and 14 letters or digits), unique within one seed. */
function airtableIds(random: Random) {
  const used = new Set<string>();
  return (): string => {
    for (;;) {
      let id = 'rec';
      for (let i = 0; i < 14; i++)
        id += AIRTABLE_CHARS[Math.floor(random() * AIRTABLE_CHARS.length)];
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
}

/** The regions whose menus list a subtype; a subtype in no menu keeps its spec's regions. */
export function subTypeRegions(subType: SubType): Region[] {
  const listed = REGIONS.filter(
    (region) =>
      (CARPET_SUBTYPES[region] as readonly string[]).includes(subType) ||
      (HARD_FLOORING_SUBTYPES[region] as readonly string[]).includes(subType),
  );
  return listed.length > 0 ? listed : (SUBTYPE_SPECS[subType].regions ?? ['au']);
}

/** A colour nudged a little, so that two products' "Pebble" are not the same image. */
function nudge(random: Random, hex: string): string {
  const channel = (offset: number) => {
    const value =
      Number.parseInt(hex.slice(offset, offset + 2), 16) + Math.round((random() - 0.5) * 16);
    return Math.max(0, Math.min(255, value)).toString(16).padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

function productNames(random: Random) {
  const used = new Set<string>();
  return (spec: SubTypeSpec): { name: string; pile: 'cut' | 'loop' | 'twist' } => {
    for (let attempt = 0; ; attempt++) {
      const style = spec.type === 'CPT' ? pick(random, CARPET_STYLES) : undefined;
      const second = style ? style.word : pick(random, HARD_FLOORING_WORDS);
      const words = [pick(random, NAME_FIRST), second];
      // Two-word names run out at scale: then a third word, then a number.
      if (attempt > 20) words.push(pick(random, NAME_THIRD));
      if (attempt > 60) words.push(String(attempt));
      const name = words.join(' ');
      if (!used.has(name)) {
        used.add(name);
        return { name, pile: style?.pile ?? 'cut' };
      }
    }
  };
}

interface Descriptions {
  description: string;
  descriptionFTXAU: string | null;
  descriptionFTXNZ: string | null;
  descriptionRBK: string | null;
  descriptionRESAU: string | null;
}

function describe(
  name: string,
  subType: SubType,
  spec: SubTypeSpec,
  brands: string[],
  regions: Region[],
): Descriptions {
  const label = SUBTYPE_LABELS[subType];
  const what =
    spec.type === 'CPT' ? `${label.toLowerCase()} carpet` : `${label.toLowerCase()} flooring`;
  // 'an engineered timber flooring'; the yarn in lower case but for its proper nouns
  // ('polyester', '100% New Zealand wool', 'DuraTuft solution dyed nylon').
  const article = /^[aeiou]/.test(what) ? 'an' : 'a';
  const yarn = spec.yarn?.replace(
    /^([A-Z])([a-z]+)(?=\s|$)/,
    (_, first: string, rest: string) => `${first.toLowerCase()}${rest}`,
  );
  const description = `<p>${name} is ${article} ${what}${yarn ? ` in ${yarn}` : ''}, made to look good and wear well for years.</p>`;
  const has = (brand: string, region?: Region) =>
    brands.includes(brand) && (!region || regions.includes(region));
  return {
    description,
    descriptionFTXAU: has('FTX', 'au')
      ? `<p>Floortex ${name}: an easy-care ${what} for Australian homes.</p>`
      : null,
    descriptionFTXNZ: has('FTX', 'nz')
      ? `<p>Floortex ${name}: an easy-care ${what} for New Zealand homes.</p>`
      : null,
    descriptionRBK: has('RBK')
      ? `<p>Redbank ${name}: great value ${what}, available from Redbank retailers.</p>`
      : null,
    descriptionRESAU: has('GHRES', 'au')
      ? `<p>${name} is an Australian-designed ${what}, backed by our residential warranty.</p>`
      : null,
  };
}

export function seedCatalogue(db: Db, productCount: number): void {
  const random = seededRandom(`catalogue:${productCount}`);
  const nextAirtableId = airtableIds(random);
  const nextName = productNames(random);
  const plan = Object.keys(SUBTYPE_SPECS) as SubType[];

  const insertBrand = db.prepare(
    'INSERT INTO brands (code, name, slug, description, regions, website) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertSegment = db.prepare('INSERT INTO segments (id, name) VALUES (?, ?)');
  const insertHighlight = db.prepare(
    'INSERT INTO highlights (airtable_id, slug, title, text, regions, website) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertProduct = db.prepare(
    `INSERT INTO products (id, airtable_id, product_code, name, slug, website, regions, brands, type,
       product_type, sub_types, market, shape, thickness, roll_size, segment_id, budget, rooms, yarn,
       collection_name, sample_available, description, description_ftx_au, description_ftx_nz,
       description_rbk, description_res_au)
     VALUES (@id, @airtableId, @productCode, @name, @slug, @website, @regions, @brands, @type,
       @productType, @subTypes, @market, @shape, @thickness, @rollSize, @segmentId, @budget, @rooms,
       @yarn, @collectionName, @sampleAvailable, @description, @descriptionFTXAU, @descriptionFTXNZ,
       @descriptionRBK, @descriptionRESAU)`,
  );
  const insertVariant = db.prepare(
    `INSERT INTO variants (product_id, airtable_id, global_item_id, product_code, colour_id, name,
       slug, position, colour_hex, colour_family, pattern_cloudinary_public_id, cameo_image,
       sample_in_stock, sample_in_stock_nz)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertFacet = db.prepare(
    'INSERT OR IGNORE INTO product_facets (product_id, facet, value) VALUES (?, ?, ?)',
  );

  db.transaction(() => {
    // Search reads the catalogue itself now (src/search/search-index.ts): the full-text tables
    // earlier seeds built are dropped.
    db.exec(`DROP TABLE IF EXISTS search_words; DROP TABLE IF EXISTS search_items;
      DROP TABLE IF EXISTS search_terms; DELETE FROM meta WHERE key = 'search:version';`);
    db.exec(`DELETE FROM product_facets; DELETE FROM variants; DELETE FROM products;
      DELETE FROM segments; DELETE FROM brands; DELETE FROM highlights;
      DELETE FROM media_assets WHERE public_id GLOB 'patterns/*' OR public_id GLOB 'swatches/*'
        OR public_id GLOB 'cameos/*';`);
    for (const brand of BRANDS) {
      insertBrand.run(
        brand.code,
        brand.name,
        brand.slug,
        brand.description,
        brand.regions.join(','),
        brand.websites.join(','),
      );
    }
    for (const segment of SEGMENTS) insertSegment.run(segment.id, segment.name);
    for (const highlight of HIGHLIGHTS) {
      insertHighlight.run(
        nextAirtableId(),
        highlight.slug,
        highlight.title,
        highlight.text,
        highlight.regions.join(','),
        'GHRES',
      );
    }

    for (let index = 0; index < productCount; index++) {
      const id = index + 1;
      const number = 1000 + id;
      // Cycling through the subtypes first guarantees every one of them, in every region, at 16+ products.
      const subType = plan[index % plan.length] as SubType;
      const spec = SUBTYPE_SPECS[subType];
      let regions = subTypeRegions(subType);
      let brands: string[];
      if (spec.type === 'HF') brands = ['GHC'];
      else if (regions.includes('na')) brands = ['GHRES'];
      else {
        const roll = random();
        if (regions.includes('au') && roll < 0.1) {
          brands = ['RBK'];
          regions = ['au'];
        } else brands = roll < 0.6 ? ['GHRES'] : roll < 0.85 ? ['FTX'] : ['GHRES', 'FTX'];
      }
      // After the first round some products are sold in only one of their subtype's regions.
      if (index >= plan.length && regions.length > 1 && random() < 0.3)
        regions = [pick(random, regions)];
      const websites = spec.type === 'HF' ? ['GHRES', 'GHC'] : ['GHRES'];
      const { name, pile } = nextName(spec);
      const budget = pick(random, BUDGET_VALUES);
      const segment = SEGMENTS[BUDGET_VALUES.indexOf(budget)] ?? SEGMENTS[0];
      const rooms = shuffled(random, spec.rooms).slice(
        0,
        2 + Math.floor(random() * (spec.rooms.length - 1)),
      );
      const market = random() < 0.75 ? 'residential' : 'light-commercial';
      const shape = pick(random, spec.shapes);
      const thickness = pick(random, spec.thicknesses);
      const rollSize = spec.rollSizes.length > 0 ? pick(random, spec.rollSizes) : null;
      const collectionName = spec.collection ?? pick(random, COLLECTIONS);
      const productCode = `GH${number}`;

      insertProduct.run({
        id,
        airtableId: nextAirtableId(),
        productCode,
        name,
        slug: nameSlug(name),
        website: websites.join(','),
        regions: regions.join(','),
        brands: JSON.stringify(brands),
        type: spec.type,
        productType: spec.type === 'CPT' ? 'Carpet' : 'Hard Flooring',
        subTypes: JSON.stringify([subType]),
        market,
        shape,
        thickness,
        rollSize,
        segmentId: segment.id,
        budget,
        rooms: JSON.stringify(rooms),
        yarn: spec.yarn ?? null,
        collectionName,
        sampleAvailable: random() < 0.9 ? 1 : 0,
        ...describe(name, subType, spec, brands, regions),
      });

      const colours = shuffled(random, COLOURS).slice(0, 4 + Math.floor(random() * 9));
      const [cameoRoom = 'living-room'] = roomShotRooms(rooms);
      const families = new Set<string>();
      colours.forEach((colour: Colour, position) => {
        const colourNumber = String(position + 1).padStart(2, '0');
        const globalItemId = `GHRES-${number}-${colourNumber}`;
        const hex = nudge(random, colour.hex);
        families.add(colour.family);
        insertVariant.run(
          id,
          nextAirtableId(),
          globalItemId,
          productCode,
          String(101 + COLOURS.indexOf(colour)),
          colour.name,
          nameSlug(colour.name),
          position,
          hex,
          colour.family,
          `patterns/${globalItemId}`,
          // The cameo is the colour in a room: its first room shot (the media service lays it).
          roomShotPublicId(cameoRoom, globalItemId),
          random() < 0.88 ? 1 : 0,
          random() < 0.88 ? 1 : 0,
        );
        for (const prefix of ['patterns', 'swatches']) {
          const publicId = `${prefix}/${globalItemId}`;
          if (spec.look === 'carpet')
            registerMediaAsset(db, { publicId, kind: 'carpet', spec: { colour: hex, pile } });
          else if (spec.look === 'vinyl')
            registerMediaAsset(db, {
              publicId,
              kind: 'vinyl',
              spec: { colour: hex, style: spec.vinylStyle ?? 'plank' },
            });
          else registerMediaAsset(db, { publicId, kind: spec.look, spec: { colour: hex } });
        }
      });

      const facets: [string, readonly string[]][] = [
        ['region', regions],
        ['website', websites],
        ['type', [spec.type]],
        ['subType', [subType]],
        ['brand', brands],
        ['rooms', rooms],
        ['colour', [...families]],
        ['budget', [budget]],
        ['segment', [segment.id, segment.name]],
        ['market', [market]],
        ['shape', [shape]],
        ['thickness', [thickness]],
        ['rollSize', rollSize ? [rollSize] : []],
        ['feature', featuresOf({ spec, subType, pile, regions })],
      ];
      for (const [facet, values] of facets) {
        for (const value of values) insertFacet.run(id, facet, value.toLowerCase());
      }
    }
  })();
}

export const catalogueSeeder: Seeder = {
  name: 'catalogue',
  version: 8,
  table: 'products',
  run(db, options) {
    seedCatalogue(db, Math.max(options.products, Object.keys(SUBTYPE_SPECS).length));
    options.log(`${options.products} products`);
  },
};
