import { COMMON_ATTRIBUTES, dialogApi, type ElementMeta } from '../internal/element-meta';
import { THEME_CSS_PROPERTIES } from '../internal/theme';

const dialog = dialogApi('gh-visualiser', 'Room Visualiser modal');

/** `<gh-visualiser>` as host pages see it (DESIGN.md section 5). */
export const visualiserMeta: ElementMeta = {
  tag: 'gh-visualiser',
  className: 'GhVisualiserElement',
  description:
    'The Room Visualiser: a button opening the modal where the visitor uploads a photo of their room (kept 60 days), and the room view showing that room with the product’s colours, before and after.',
  attributes: [
    {
      name: 'product-code',
      prop: 'productCode',
      type: 'string',
      tsType: 'string',
      description: 'The product whose colours the room view offers (from the catalogue API).',
    },
    {
      name: 'variant-id',
      prop: 'variantId',
      type: 'string',
      tsType: 'string',
      description:
        'The colour (variant globalItemId) the room is rendered with first; the product’s first colour when absent.',
    },
    dialog.attribute,
    {
      name: 'scene-api',
      prop: 'sceneApi',
      type: 'string',
      tsType: 'string',
      description: 'Base address of the room-scene service; `{api-base}/scene` when absent.',
    },
    {
      name: 'gallery',
      prop: 'gallery',
      type: 'string',
      tsType: 'string',
      description:
        'A CSS selector of the page’s main product image: View Now shows the room view in its place (the image hidden meanwhile, the room view in an element of class `gh-visualiser-room` just before it) and scrolls it into view. Absent or not found: the room view is shown below the button.',
    },
    {
      name: 'colours',
      prop: 'colours',
      type: 'string',
      tsType: "'page' | 'own'",
      description:
        '`page` when the page has its own colour row that sets variant-id: the room view then shows no second row. Otherwise (`own`, the default) the room view offers the product’s colours.',
    },
    ...COMMON_ATTRIBUTES,
  ],
  events: [
    {
      name: 'gh-visualiser-scene',
      prop: 'onScene',
      detailType: 'GhVisualiserScene',
      description:
        'When a room photo has been uploaded and stored as the scene, and when the scene is cleared (scene null).',
    },
    {
      name: 'gh-visualiser-view',
      prop: 'onView',
      detailType: 'GhVisualiserView',
      description: 'When the room view is shown, shows another colour, or is left (active false).',
    },
    ...dialog.events,
  ],
  methods: [
    ...dialog.methods,
    {
      name: 'reset',
      description: 'Clears the stored scene, leaves the room view and closes the modal.',
    },
  ],
  parts: [
    { name: 'visualiser', description: 'The whole widget.' },
    { name: 'button', description: 'The Room Visualiser button that opens the modal.' },
    { name: 'modal', description: 'The modal dialog.' },
    { name: 'upload-button', description: 'Upload Room Photo.' },
    { name: 'scene', description: 'The stored scene: preview, file name and Scene ID.' },
    { name: 'clear-button', description: 'The button that clears the scene.' },
    { name: 'error', description: 'An upload or rendering failure message.' },
    { name: 'close-button', description: 'Close.' },
    { name: 'view-button', description: 'View Now.' },
    { name: 'disclaimer', description: 'The disclaimer under the modal’s buttons.' },
    { name: 'room-view', description: 'The room view.' },
    { name: 'scene-id', description: 'The small Scene ID line of the room view.' },
    { name: 'stage', description: 'The rendered room with the before photo over it.' },
    { name: 'render', description: 'The rendered room image.' },
    { name: 'compare', description: 'The before/after slider.' },
    { name: 'colours', description: 'The product’s colours.' },
    { name: 'colour', description: 'One colour with its swatch.' },
    { name: 'download-button', description: 'Download Image.' },
    { name: 'leave-button', description: 'Close Room View.' },
    { name: 'adjust-floor-button', description: 'Adjust floor: opens the floor outline editor.' },
    { name: 'floor-editor', description: 'The floor outline editor.' },
    { name: 'floor-corner', description: 'A corner handle of the floor outline.' },
    { name: 'save-floor-button', description: 'Save floor.' },
  ],
  cssProperties: [
    ...THEME_CSS_PROPERTIES,
    { name: '--gh-color-error', description: 'Error messages.', default: '#b00020' },
  ],
  // GhVisualiserScene and GhVisualiserView are printed from Visualiser.tsx by
  // tools/source-types.ts.
};
