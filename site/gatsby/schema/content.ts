/**
 * The shapes every content type shares: Drupal formatted text (sanitised here, at build time, so
 * no sanitiser ships to browsers), image references and their files, links and path aliases.
 */
import type { CreateSchemaCustomizationArgs } from 'gatsby';
import sanitizeHtml from 'sanitize-html';

/** CMS markup allowed on the site: text structure, links, images and simple tables. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'h1'),
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope'],
    '*': ['id'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // A CMS heading 1 would compete with the page title: it becomes a heading 2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) =>
      /^https?:\/\//.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizeCmsHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, SANITIZE_OPTIONS) : '';
}

export const contentTypeDefs = `
  "Drupal formatted text; read html, which is sanitised."
  type DrupalText {
    value: String
    processed: String
    summary: String
    format: String
    html: String @sanitized
  }

  "What Drupal sends beside an image reference."
  type ImageMeta {
    alt: String
    title: String
    width: Int
    height: Int
  }

  type DrupalLink {
    uri: String
    title: String
  }

  type DrupalPath {
    alias: String
  }

  type file__fileUri {
    value: String
    url: String
  }

  type file__file implements Node @infer {
    filename: String
    filemime: String
    uri: file__fileUri
  }

  "A rendition of a media image at one display size, with its srcset for denser screens."
  type ResponsiveImage {
    src: String!
    srcSet: String!
    width: Int!
    height: Int!
  }
`;

export function registerContentExtensions({ actions }: CreateSchemaCustomizationArgs) {
  actions.createFieldExtension({
    name: 'sanitized',
    extend: () => ({
      resolve: (source: { processed?: string | null; value?: string | null }) =>
        sanitizeCmsHtml(source.processed ?? source.value),
    }),
  });
}
