import { COMMON_ATTRIBUTES, type ElementMeta } from '../internal/element-meta';
import { THEME_CSS_PROPERTIES } from '../internal/theme';

/** `<gh-store-locator>` as host pages see it (DESIGN.md section 5). */
export const storeLocatorMeta: ElementMeta = {
  tag: 'gh-store-locator',
  className: 'GhStoreLocatorElement',
  description:
    'The store locator: a search by address or by the visitor’s location, radius, brand and category choices, a map and the stores nearest first.',
  attributes: [
    {
      name: 'brand',
      prop: 'brand',
      type: 'string',
      tsType: "'GHRES' | 'FTX'",
      description: 'Brand filter to start with; all brands when absent.',
    },
    {
      name: 'category',
      prop: 'category',
      type: 'string',
      tsType: "'CPT' | 'HF'",
      description: 'Category filter to start with (Carpet or Hard Flooring); both when absent.',
    },
    {
      name: 'radius',
      prop: 'radius',
      type: 'number',
      tsType: '5 | 10 | 20 | 30 | 40 | 50 | 75',
      description: 'Search radius in the region’s unit (km, or miles in na).',
      default: '20',
    },
    {
      name: 'lat',
      prop: 'lat',
      type: 'number',
      tsType: 'number',
      description: 'Latitude of a centre to search around at once (with lng).',
    },
    {
      name: 'lng',
      prop: 'lng',
      type: 'number',
      tsType: 'number',
      description: 'Longitude of a centre to search around at once (with lat).',
    },
    {
      name: 'query',
      prop: 'query',
      type: 'string',
      tsType: 'string',
      description:
        'A place name to search around at once, e.g. ‘Parramatta’: the region’s first place of that name (lat and lng win when both are given).',
    },
    {
      name: 'shared-location',
      prop: 'sharedLocation',
      type: 'boolean',
      tsType: 'boolean',
      description:
        'Searches around the visitor’s location shared with the page’s <gh-store-link> and other locators that share it (and kept for the next visit), rather than a place of its own.',
      default: 'false',
    },
    {
      name: 'maps-key',
      prop: 'mapsKey',
      type: 'string',
      tsType: 'string',
      description:
        'Google Maps JavaScript API key; without it an offline map of country outlines is drawn.',
    },
    {
      name: 'map-id',
      prop: 'mapId',
      type: 'string',
      tsType: 'string',
      description:
        'Google map id for the Google map (its Advanced Markers and cloud styling); Google’s DEMO_MAP_ID when absent.',
    },
    ...COMMON_ATTRIBUTES,
  ],
  events: [
    {
      name: 'gh-store-select',
      prop: 'onStoreSelect',
      detailType: 'GhStore',
      description: 'When the visitor picks a store on the map or in the list, with the store.',
    },
  ],
  methods: [],
  parts: [
    { name: 'locator', description: 'The whole locator.' },
    { name: 'search', description: 'The address box, location button and choices.' },
    { name: 'address', description: 'The address box with its suggestions.' },
    { name: 'suggestions', description: 'The list of suggested places.' },
    { name: 'hint', description: 'The ‘Keep typing...’ hint.' },
    { name: 'use-location', description: 'The ‘Use my location’ button.' },
    { name: 'field', description: 'A label with its select.' },
    { name: 'input', description: 'The address box and every select.' },
    { name: 'message', description: 'A message about the search, e.g. location access denied.' },
    { name: 'status', description: 'How many stores were found, and where.' },
    { name: 'skip-map', description: 'The ‘Skip map’ link, shown when focused.' },
    { name: 'map', description: 'The map.' },
    { name: 'map-zoom', description: 'The offline map’s zoom buttons.' },
    { name: 'list', description: 'The list of stores with its heading.' },
    { name: 'stores', description: 'The list of stores.' },
    {
      name: 'prompt',
      description: 'What to search for, in the list’s place before any search.',
    },
    { name: 'store', description: 'One store.' },
    { name: 'selected-store', description: 'The store picked on the map or in the list.' },
  ],
  cssProperties: [
    ...THEME_CSS_PROPERTIES,
    {
      name: '--gh-color-selected',
      description: 'The picked store’s marker (the others take the accent colour).',
      default: '#b3261e',
    },
    { name: '--gh-color-land', description: 'Land on the offline map.', default: '#e4eadf' },
    { name: '--gh-color-sea', description: 'Sea on the offline map.', default: '#cfe3ee' },
  ],
  // GhStore is printed from the stores wire contract (StoreSchema) by tools/contract-types.ts.
};
