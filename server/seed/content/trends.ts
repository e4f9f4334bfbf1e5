import type { Db } from '../../src/db';
import type { MediaKind } from '../../src/media/assets';
import type { ContentEntry, ImageSource } from './build';

/**
 * Trend reports are written compactly in trends.json (palette, copy, which palette colour each
 * tile, room and flatlay piece uses) and expanded here into node--trend with its paragraphs:
 * palette, intro, tiles, gallery, flatlays (slots and decorations), outro and pdf (SPEC.md §3).
 */
export interface TrendSource {
  slug: string;
  title: string;
  subtitle: string;
  created: string;
  websites: string[];
  metaDescription: string;
  palette: { hex: string; group: 'primary' | 'secondary' | 'accent'; name: string }[];
  intro: { heading: string; text: string };
  tiles: { title: string; text: string; hex: number }[];
  gallery: { alt: string; wall: number; floor: number; accent: number }[];
  flatlays: {
    title: string;
    background: number;
    slots: { look: 'carpet' | 'timber' | 'hybrid' | 'laminate' | 'vinyl'; hex: number }[];
    decorations: { kind: 'texture' | 'photo' | 'gradient'; hex: number[]; alt: string }[];
  }[];
  outro: string[];
  pdf: { title: string; subtitle: string };
}

/** A catalogue variant a trend can show: nearest in colour to one of its palette swatches. */
export interface TrendVariant {
  productCode: string;
  globalItemId: string;
}

/** Variants for palette colours, from products sold in at least one of the regions given. */
export type VariantPicker = (hexes: string[], regions: string[]) => TrendVariant[];

// Flatlay boards are 4:3; positions are percentages of the board (top, left, width, height).
const SLOT_POSITIONS = [
  { top: 10, left: 8, width: 28, height: 37, zIndex: 3 },
  { top: 26, left: 36, width: 28, height: 37, zIndex: 4 },
  { top: 52, left: 14, width: 28, height: 37, zIndex: 5 },
  { top: 50, left: 48, width: 28, height: 37, zIndex: 3 },
];
const DECORATION_POSITIONS = [
  { top: 4, left: 66, width: 30, height: 40, zIndex: 1 },
  { top: 60, left: 72, width: 22, height: 29, zIndex: 6 },
  { top: 4, left: 40, width: 18, height: 24, zIndex: 2 },
];
const SWATCH_SIZE = 600;

export function trendEntries(trends: TrendSource[], pickVariants: VariantPicker): ContentEntry[] {
  return trends.map((trend) => {
    const base = `content/trends/${trend.slug}`;
    const hex = (index: number) => {
      const colour = trend.palette[index]?.hex;
      if (!colour) throw new Error(`Trend ${trend.slug} has no palette colour ${index}`);
      return colour;
    };
    const image = (
      publicId: string,
      kind: MediaKind,
      spec: Record<string, unknown>,
      alt: string,
      width: number,
      height: number,
    ): ImageSource => ({ image: `${base}/${publicId}`, kind, spec, alt, width, height });

    const variants = pickVariants(
      trend.palette.map((swatch) => swatch.hex),
      trend.websites.map((website) => website.split('-')[1] ?? ''),
    );
    const paragraph = (type: string, attributes: Record<string, unknown>, relationships = {}) => ({
      type: `paragraph--${type}`,
      attributes,
      relationships,
    });

    return {
      type: 'node--trend',
      key: `trend:${trend.slug}`,
      created: trend.created,
      attributes: {
        title: trend.title,
        field_slug: trend.slug,
        field_subtitle: trend.subtitle,
        field_website: trend.websites,
        path: `/inspiration/trend-reports/${trend.slug}`,
        body: { html: trend.intro.text, summary: trend.subtitle },
        field_meta_title: `${trend.title} trend report | GH`,
        field_meta_description: trend.metaDescription,
        field_products: [...new Set(variants.map((variant) => variant.productCode))],
        field_sample_builder_variants: variants.map((variant) => variant.globalItemId),
      },
      relationships: {
        field_banner_image: image(
          'banner',
          'photo',
          { palette: trend.palette.map((swatch) => swatch.hex) },
          `${trend.title} colour story`,
          1280,
          560,
        ),
        field_palette: trend.palette.map((swatch) =>
          paragraph('palette', {
            field_hex: swatch.hex,
            field_group: swatch.group,
            field_name: swatch.name,
          }),
        ),
        field_paragraphs: [
          paragraph('intro', {
            field_heading: { tag: 'h2', text: trend.intro.heading },
            field_text: { html: trend.intro.text },
          }),
          paragraph(
            'gallery',
            {
              field_title: `${trend.title} at home`,
              field_public_ids: trend.gallery.map((_, index) => `${base}/gallery-${index + 1}`),
            },
            {
              field_images: trend.gallery.map((room, index) =>
                image(
                  `gallery-${index + 1}`,
                  'room',
                  { wall: hex(room.wall), floor: hex(room.floor), accent: hex(room.accent) },
                  room.alt,
                  1600,
                  1067,
                ),
              ),
            },
          ),
          ...trend.outro.map((html) => paragraph('outro', { field_text: { html } })),
        ],
        field_tiles: trend.tiles.map((tile, index) =>
          paragraph(
            'tiles',
            {
              field_title: tile.title,
              field_text: tile.text,
              field_hex_index: tile.hex,
              field_public_id: `${base}/tile-${index + 1}`,
            },
            {
              field_image: image(
                `tile-${index + 1}`,
                'texture',
                { colour: hex(tile.hex) },
                tile.title,
                800,
                800,
              ),
            },
          ),
        ),
        field_flatlays: trend.flatlays.map((flatlay, f) =>
          paragraph(
            'flatlays',
            { field_title: flatlay.title, field_background: hex(flatlay.background) },
            {
              field_slots: flatlay.slots.map((slot, s) => {
                const id = `flatlay-${f + 1}-slot-${s + 1}`;
                return paragraph(
                  'flatlay_slot',
                  {
                    field_look: slot.look,
                    field_hex: hex(slot.hex),
                    field_public_id: `${base}/${id}`,
                    field_swatch_width: SWATCH_SIZE,
                    field_swatch_height: SWATCH_SIZE,
                    field_position: SLOT_POSITIONS[s % SLOT_POSITIONS.length],
                    field_drop_shadow: true,
                  },
                  {
                    field_image: image(
                      id,
                      slot.look,
                      { colour: hex(slot.hex) },
                      `${slot.look} swatch in ${trend.palette[slot.hex]?.name}`,
                      SWATCH_SIZE,
                      SWATCH_SIZE,
                    ),
                  },
                );
              }),
              field_decorations: flatlay.decorations.map((decoration, d) => {
                const id = `flatlay-${f + 1}-decoration-${d + 1}`;
                const colours = decoration.hex.map(hex);
                const spec =
                  decoration.kind === 'photo'
                    ? { palette: colours }
                    : decoration.kind === 'gradient'
                      ? { from: colours[0], to: colours[1] ?? colours[0] }
                      : { colour: colours[0] };
                return paragraph(
                  'flatlay_decoration',
                  {
                    field_public_id: `${base}/${id}`,
                    field_position: DECORATION_POSITIONS[d % DECORATION_POSITIONS.length],
                    field_drop_shadow: decoration.kind !== 'gradient',
                  },
                  { field_image: image(id, decoration.kind, spec, decoration.alt, 600, 800) },
                );
              }),
            },
          ),
        ),
        field_pdf: paragraph(
          'pdf',
          {
            field_title: trend.pdf.title,
            field_subtitle: trend.pdf.subtitle,
            field_public_id: `trends/${trend.slug}`,
          },
          {
            field_file: {
              pdf: `trends/${trend.slug}.pdf`,
              title: trend.pdf.title,
              subtitle: trend.pdf.subtitle,
              colours: trend.palette.map((swatch) => swatch.hex),
              lines: [
                trend.subtitle,
                stripTags(trend.intro.text),
                ...trend.tiles.map((tile) => `${tile.title}: ${tile.text}`),
                ...trend.outro.map(stripTags),
              ],
            },
          },
        ),
      },
    } satisfies ContentEntry;
  });
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/**
 * Picks, for each palette colour, the residential catalogue variant nearest in colour (one per
 * product, at most 6, from products sold in one of the trend's regions), so a trend's products
 * and sample-builder variants are real catalogue entries. With no catalogue the lists are empty.
 */
export function catalogueVariantPicker(db: Db): VariantPicker {
  const rows = db
    .prepare(
      `SELECT v.global_item_id AS globalItemId, v.product_code AS productCode, v.colour_hex AS hex,
              p.regions AS regions
       FROM variants v JOIN products p ON p.id = v.product_id
       WHERE (',' || p.website || ',') LIKE '%,GHRES,%' ORDER BY v.global_item_id`,
    )
    .all() as (TrendVariant & { hex: string; regions: string })[];
  return (hexes, regions) => {
    const candidates = rows.filter((row) =>
      row.regions.split(',').some((region) => regions.includes(region.trim())),
    );
    const chosen: TrendVariant[] = [];
    const products = new Set<string>();
    for (const hex of hexes) {
      const target = channels(hex);
      let best: TrendVariant | undefined;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (const row of candidates) {
        if (products.has(row.productCode)) continue;
        const distance = channels(row.hex).reduce(
          (sum, value, i) => sum + (value - (target[i] ?? 0)) ** 2,
          0,
        );
        if (distance < bestDistance) {
          best = row;
          bestDistance = distance;
        }
      }
      if (best) {
        chosen.push({ productCode: best.productCode, globalItemId: best.globalItemId });
        products.add(best.productCode);
      }
      if (chosen.length === 6) break;
    }
    return chosen;
  };
}
