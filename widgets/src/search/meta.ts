import { COMMON_ATTRIBUTES, type ElementMeta } from '../internal/element-meta';
import { THEME_CSS_PROPERTIES } from '../internal/theme';

/** `<gh-search>` as host pages see it (DESIGN.md section 5). */
export const searchMeta: ElementMeta = {
  tag: 'gh-search',
  className: 'GhSearchElement',
  description:
    'The search box: results grouped as products, colours, highlights, collections, product types and guides, and a row for all results.',
  attributes: [
    {
      name: 'placeholder',
      prop: 'placeholder',
      type: 'string',
      tsType: 'string',
      description: 'Placeholder text of the search box.',
      default: 'Search',
    },
    ...COMMON_ATTRIBUTES,
  ],
  events: [
    {
      name: 'gh-search-select',
      prop: 'onSelect',
      detailType: 'GhSearchSelection',
      description: 'When a result is chosen with the mouse or the keyboard.',
    },
    {
      name: 'gh-search-submit',
      prop: 'onSearch',
      detailType: 'GhSearchSubmit',
      description:
        "On Enter with no result pointed at and 3 or more characters typed, or on the 'See all' row: open a results page for `detail.query`.",
    },
  ],
  methods: [{ name: 'reset', description: 'Empties the search box.' }],
  parts: [
    { name: 'search', description: 'The whole search area.' },
    { name: 'input', description: 'The search box.' },
    {
      name: 'status',
      description:
        'The status line: Keep typing..., Searching..., No results, or what the query was understood as.',
    },
    { name: 'results', description: 'The list of grouped results.' },
    { name: 'group', description: 'The results of one group.' },
    { name: 'option', description: 'One result.' },
    {
      name: 'see-all',
      description: "The last row, 'See all N results for …', which sends gh-search-submit.",
    },
  ],
  cssProperties: THEME_CSS_PROPERTIES,
  // GhSearchSelection and GhSearchSubmit are printed from Search.tsx by tools/source-types.ts,
  // GhSearchGroup and GhSearchItem from the search wire contract by tools/contract-types.ts.
};
