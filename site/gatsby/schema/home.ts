/** The home page slideshows and the region alert's wording. */
export const homeTypeDefs = `
  type node__slideshow implements Node @infer {
    title: String
    field_website: [String]
    field_placement: String
    field_autoplay_seconds: Int
    relationships: node__slideshowRelationships
  }
  type node__slideshowRelationships {
    field_slides: [paragraph__slide] @link(from: "field_slides___NODE")
  }
  type paragraph__slide implements Node @infer {
    field_title: String
    field_text: String
    field_link: DrupalLink
    field_image: ImageMeta
    relationships: paragraph__slideRelationships
  }
  type paragraph__slideRelationships {
    field_image: file__file @link(from: "field_image___NODE")
  }

  type node__alert implements Node @infer {
    title: String
    field_website: [String]
    field_region: String
    field_country_name: String
    body: DrupalText
    field_continue_label: String
    field_close_label: String
  }
`;
