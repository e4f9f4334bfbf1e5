import { COMMON_ATTRIBUTES, dialogApi, type ElementMeta } from '../internal/element-meta';
import { THEME_CSS_PROPERTIES } from '../internal/theme';

const dialog = dialogApi('gh-samples', 'samples modal');

/** `<gh-samples>` as host pages see it (DESIGN.md section 5). */
export const samplesMeta: ElementMeta = {
  tag: 'gh-samples',
  className: 'GhSamplesElement',
  description:
    'The Free Samples button and the samples modal: choose colours, order details with address search, and a confirmation with the order’s reference, samples, delivery address and what happens next. The basket is shared by every <gh-samples> of a site, across tabs.',
  attributes: [
    {
      name: 'product-code',
      prop: 'productCode',
      type: 'string',
      tsType: 'string',
      description: 'The product whose colours the modal offers (from the catalogue API).',
    },
    {
      name: 'colour',
      prop: 'colour',
      type: 'string',
      tsType: 'string',
      description:
        'The colour to choose as the modal opens on the product: its name’s slug, as in a product page’s `?colour=` (`charcoal`, `sea-salt`). It wins over the page address’s `?colour=`, which applies when it is absent. A colour out of stock, or with the basket full, is not chosen.',
    },
    {
      name: 'products-href',
      prop: 'productsHref',
      type: 'string',
      tsType: 'string',
      description:
        'Where Browse products leads when the modal opens with nothing chosen and no product (the explanation of how samples are ordered): a sister brand site points it at its own product list.',
      default: '/{region}/products/',
    },
    {
      name: 'step',
      prop: 'step',
      type: 'string',
      tsType: "'choose-samples' | 'order-samples' | 'order-success'",
      description: 'The step the modal opens at.',
      default: 'choose-samples',
    },
    dialog.attribute,
    ...COMMON_ATTRIBUTES,
  ],
  events: [
    {
      name: 'gh-samples-change',
      prop: 'onChange',
      detailType: 'GhSamplesChange',
      description:
        'When the chosen samples change (here, in another <gh-samples> of the site or in another tab), with the samples, their count and the maximum.',
    },
    {
      name: 'gh-samples-order',
      prop: 'onOrder',
      detailType: 'GhSamplesOrder',
      description:
        'When an order has been accepted, with its id, the analytics transaction id and the samples.',
    },
    ...dialog.events,
  ],
  methods: [
    ...dialog.methods,
    { name: 'reset', description: 'Empties the basket and closes the modal at its first step.' },
  ],
  parts: [
    { name: 'button', description: 'The Free Samples button.' },
    { name: 'count', description: 'The number of samples chosen, on the button.' },
    { name: 'modal', description: 'The modal dialog.' },
    { name: 'progress', description: 'The progress bar of the steps.' },
    { name: 'colours', description: 'The colours of the product.' },
    { name: 'colour', description: 'One colour with its swatch.' },
    { name: 'basket', description: 'The samples chosen so far.' },
    { name: 'form', description: 'The order details form.' },
    { name: 'input', description: 'Every text input.' },
    { name: 'error', description: 'A validation or submission message.' },
    { name: 'suggestions', description: 'The address suggestions.' },
    {
      name: 'primary-button',
      description: 'Order Samples, Submit and Done, and the Browse products link.',
    },
    { name: 'order-reference', description: 'The order’s reference on the success step.' },
  ],
  cssProperties: [
    ...THEME_CSS_PROPERTIES,
    { name: '--gh-color-error', description: 'Validation and error messages.', default: '#b00020' },
  ],
  // GhSamplesChange and GhSamplesOrder are printed from Samples.tsx by tools/source-types.ts.
};
