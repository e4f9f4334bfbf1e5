/**
 * Editorial pages (node--page by field_page_type), news articles, projects (case studies),
 * grouped highlights (collections) and the taxonomy they use. A Drupal field rename touches only
 * this file and the fragments that read the field.
 */
/** What an article and a project (case study) both are: a dated story with a lead image. */
const STORY_FIELDS = `
    title: String
    created: Date @dateformat
    path: DrupalPath
    field_slug: String
    field_website: [String]
    field_summary: String
    body: DrupalText
    field_image: ImageMeta
`;

export const editorialTypeDefs = `
  type node__page implements Node @infer {
    title: String
    path: DrupalPath
    field_website: [String]
    field_page_type: String
    field_region: String
    field_slug: String
    field_role: String
    field_summary: String
    body: DrupalText
    field_registration_link: DrupalLink
    field_hero_image: ImageMeta
    field_portrait: ImageMeta
    relationships: node__pageRelationships
  }
  type node__pageRelationships {
    field_hero_image: file__file @link(from: "field_hero_image___NODE")
    field_portrait: file__file @link(from: "field_portrait___NODE")
    field_room: taxonomy_term__rooms @link(from: "field_room___NODE")
  }

  type node__article implements Node @infer {
    ${STORY_FIELDS}
    relationships: node__articleRelationships
  }
  type node__articleRelationships {
    field_image: file__file @link(from: "field_image___NODE")
    field_category: taxonomy_term__news_category @link(from: "field_category___NODE")
  }

  type node__case_study implements Node @infer {
    ${STORY_FIELDS}
    field_area: String
    field_gallery: [ImageMeta]
    relationships: node__case_studyRelationships
  }
  type node__case_studyRelationships {
    field_image: file__file @link(from: "field_image___NODE")
    field_gallery: [file__file] @link(from: "field_gallery___NODE")
    field_rooms: [taxonomy_term__rooms] @link(from: "field_rooms___NODE")
  }

  type node__collection implements Node @infer {
    title: String
    path: DrupalPath
    field_slug: String
    field_collection_type: String
    field_website: [String]
    field_summary: String
    body: DrupalText
    relationships: node__collectionRelationships
  }
  type node__collectionRelationships {
    field_highlights: [paragraph__highlight] @link(from: "field_highlights___NODE")
  }
  type paragraph__highlight implements Node @infer {
    field_title: String
    field_text: DrupalText
    field_link: DrupalLink
    field_image: ImageMeta
    relationships: paragraph__highlightRelationships
  }
  type paragraph__highlightRelationships {
    field_image: file__file @link(from: "field_image___NODE")
  }

  type taxonomy_term__rooms implements Node @infer {
    name: String
    field_slug: String
    weight: Int
    description: DrupalText
  }
  type taxonomy_term__news_category implements Node @infer {
    name: String
    field_slug: String
    weight: Int
  }
`;
