import { COMMON_ATTRIBUTES, type ElementMeta } from '../internal/element-meta';

/** `<gh-store-link>` as host pages see it (DESIGN.md sections 5 and 7). */
export const storeLinkMeta: ElementMeta = {
  tag: 'gh-store-link',
  className: 'GhStoreLinkElement',
  description:
    'The header’s ‘Find your nearest stores’ link, showing the number of stores around the visitor’s last store search.',
  attributes: [
    {
      name: 'href',
      prop: 'href',
      type: 'string',
      tsType: 'string',
      description: 'Where the link goes: the store locator page.',
      default: '/{region}/find-stores',
    },
    ...COMMON_ATTRIBUTES,
  ],
  events: [],
  methods: [],
  parts: [
    { name: 'link', description: 'The link.' },
    { name: 'label', description: 'The link’s text.' },
    { name: 'loader', description: 'The small loader shown while stores are looked up.' },
  ],
  cssProperties: [
    { name: '--gh-font-family', description: 'Typeface.', default: 'inherit' },
    { name: '--gh-font-size', description: 'Text size.', default: 'inherit' },
    { name: '--gh-color-link', description: 'Colour of the link.', default: 'currentColor' },
  ],
};
