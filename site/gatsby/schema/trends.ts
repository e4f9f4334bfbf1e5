/**
 * Trend reports (SPEC.md section 3, trend report detail): the node and one paragraph type per
 * section (palette, intro, tiles, gallery, flatlays with slots and decorations, outro, pdf).
 */
/** What every flatlay piece has: where it sits on the board, its shadow and its image. */
const FLATLAY_PIECE_FIELDS = `
    field_public_id: String
    field_position: FlatlayPosition
    field_drop_shadow: Boolean
    field_image: ImageMeta
`;

export const trendTypeDefs = `
  type FlatlayPosition {
    top: Float
    left: Float
    width: Float
    height: Float
    zIndex: Int
  }
  type HeadingField {
    tag: String
    text: String
  }

  type node__trend implements Node @infer {
    title: String
    created: Date @dateformat
    path: DrupalPath
    field_slug: String
    field_subtitle: String
    field_website: [String]
    body: DrupalText
    field_meta_title: String
    field_meta_description: String
    field_products: [String]
    field_sample_builder_variants: [String]
    field_banner_image: ImageMeta
    relationships: node__trendRelationships
  }
  type node__trendRelationships {
    field_banner_image: file__file @link(from: "field_banner_image___NODE")
    field_palette: [paragraph__palette] @link(from: "field_palette___NODE")
    field_paragraphs: [TrendParagraph] @link(from: "field_paragraphs___NODE")
    field_tiles: [paragraph__tiles] @link(from: "field_tiles___NODE")
    field_flatlays: [paragraph__flatlays] @link(from: "field_flatlays___NODE")
    field_pdf: paragraph__pdf @link(from: "field_pdf___NODE")
  }

  union TrendParagraph = paragraph__intro | paragraph__gallery | paragraph__outro

  type paragraph__palette implements Node @infer {
    field_hex: String
    field_group: String
    field_name: String
  }
  type paragraph__intro implements Node @infer {
    field_heading: HeadingField
    field_text: DrupalText
  }
  type paragraph__outro implements Node @infer {
    field_text: DrupalText
  }
  type paragraph__gallery implements Node @infer {
    field_title: String
    field_public_ids: [String]
    field_images: [ImageMeta]
    relationships: paragraph__galleryRelationships
  }
  type paragraph__galleryRelationships {
    field_images: [file__file] @link(from: "field_images___NODE")
  }
  type paragraph__tiles implements Node @infer {
    field_title: String
    field_text: String
    field_hex_index: Int
    field_public_id: String
    field_image: ImageMeta
    relationships: paragraph__tilesRelationships
  }
  type paragraph__tilesRelationships {
    field_image: file__file @link(from: "field_image___NODE")
  }
  type paragraph__flatlays implements Node @infer {
    field_title: String
    field_background: String
    relationships: paragraph__flatlaysRelationships
  }
  type paragraph__flatlaysRelationships {
    field_slots: [paragraph__flatlay_slot] @link(from: "field_slots___NODE")
    field_decorations: [paragraph__flatlay_decoration] @link(from: "field_decorations___NODE")
  }
  "A piece laid on a flatlay's board: a slot (a product swatch) or a decoration."
  interface FlatlayPiece {
    id: ID!
    ${FLATLAY_PIECE_FIELDS}
    relationships: FlatlayPieceRelationships
  }
  interface FlatlayPieceRelationships {
    field_image: file__file
  }
  type paragraph__flatlay_slot implements Node & FlatlayPiece @infer {
    ${FLATLAY_PIECE_FIELDS}
    field_look: String
    field_hex: String
    field_swatch_width: Int
    field_swatch_height: Int
    relationships: paragraph__flatlay_slotRelationships
  }
  type paragraph__flatlay_slotRelationships implements FlatlayPieceRelationships {
    field_image: file__file @link(from: "field_image___NODE")
  }
  type paragraph__flatlay_decoration implements Node & FlatlayPiece @infer {
    ${FLATLAY_PIECE_FIELDS}
    relationships: paragraph__flatlay_decorationRelationships
  }
  type paragraph__flatlay_decorationRelationships implements FlatlayPieceRelationships {
    field_image: file__file @link(from: "field_image___NODE")
  }
  type paragraph__pdf implements Node @infer {
    field_title: String
    field_subtitle: String
    field_public_id: String
    relationships: paragraph__pdfRelationships
  }
  type paragraph__pdfRelationships {
    field_file: file__file @link(from: "field_file___NODE")
  }
`;
