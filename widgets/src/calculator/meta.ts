import { COMMON_ATTRIBUTES, type ElementMeta } from '../internal/element-meta';
import { THEME_CSS_PROPERTIES } from '../internal/theme';

/** `<gh-calculator>` as host pages see it (DESIGN.md section 5). */
export const calculatorMeta: ElementMeta = {
  tag: 'gh-calculator',
  className: 'GhCalculatorElement',
  description:
    'The floor calculator: one row per room, totals per flooring type with wastage, in metric or imperial units; then the carpet cut plan, boxes, a share link and Print.',
  attributes: [
    {
      name: 'units',
      prop: 'units',
      type: 'string',
      tsType: "'metric' | 'imperial'",
      description: 'Unit system to start in; the region’s when absent (imperial for na).',
    },
    {
      name: 'allow-unit-switch',
      prop: 'allowUnitSwitch',
      type: 'boolean',
      tsType: 'boolean',
      description: 'Shows the metric/imperial switch.',
      default: 'false',
    },
    {
      name: 'flooring',
      prop: 'flooring',
      type: 'string',
      tsType: "'carpet' | 'hardFlooring'",
      description:
        'The only flooring type offered (the flooring selector is hidden); both when absent.',
    },
    {
      name: 'heading',
      prop: 'heading',
      type: 'string',
      tsType: 'string',
      description: 'Optional heading.',
    },
    {
      name: 'description',
      prop: 'description',
      type: 'string',
      tsType: 'string',
      description: 'Paragraph above the rooms; may contain markup, which is sanitised.',
    },
    {
      name: 'learn-more-href',
      prop: 'learnMoreHref',
      type: 'string',
      tsType: 'string',
      description: 'Address of the optional ‘Learn more’ link.',
    },
    {
      name: 'save-label',
      prop: 'saveLabel',
      type: 'string',
      tsType: 'string',
      description: 'Shows a Save button with this label, which fires gh-calculator-save.',
    },
    {
      name: 'roll-width',
      prop: 'rollWidth',
      type: 'number',
      tsType: 'number',
      description: 'Carpet roll width, metres; the region’s when absent (3.66 m, 12 ft in na).',
    },
    {
      name: 'trim',
      prop: 'trim',
      type: 'number',
      tsType: 'number',
      description: 'Trim on each drop, metres; 0.1 (4 in in imperial) when absent.',
    },
    {
      name: 'box-coverage',
      prop: 'boxCoverage',
      type: 'number',
      tsType: 'number',
      description: 'm² a box of hard flooring covers; Boxes shows only with it.',
    },
    ...COMMON_ATTRIBUTES,
  ],
  events: [
    {
      name: 'gh-calculator-change',
      prop: 'onChange',
      detailType: 'GhCalculatorChange',
      description:
        'After every edit, with the rows, every total, and the plan and boxes once known.',
    },
    {
      name: 'gh-calculator-save',
      prop: 'onSave',
      detailType: 'GhCalculatorState',
      description: 'When the Save button is pressed, with the rows and every total.',
      requires: 'saveLabel',
    },
  ],
  methods: [{ name: 'reset', description: 'Back to one default room; units and wastage stay.' }],
  parts: [
    { name: 'form', description: 'The whole calculator.' },
    { name: 'heading', description: 'The heading.' },
    { name: 'description', description: 'The description paragraph.' },
    { name: 'learn-more', description: 'The ‘Learn more’ link.' },
    { name: 'unit-switch', description: 'The metric/imperial switch.' },
    { name: 'rooms', description: 'The list of rooms.' },
    { name: 'room', description: 'One room row.' },
    { name: 'field', description: 'A label with its input.' },
    { name: 'room-name', description: 'The room name field with its presets.' },
    { name: 'presets', description: 'The list of preset room names.' },
    { name: 'input', description: 'Every text input and select.' },
    { name: 'add-button', description: 'The plus icon on the last room.' },
    { name: 'remove-button', description: 'The minus icon on the other rooms.' },
    {
      name: 'limits',
      description: 'Under a room: why a width or length was held to 0 through 199.',
    },
    { name: 'removed', description: 'The message after a room is removed, with Undo.' },
    { name: 'undo-button', description: 'Puts the removed room back.' },
    { name: 'dismiss-button', description: 'Closes the message after a removal.' },
    { name: 'results', description: 'The totals of every flooring type.' },
    { name: 'totals', description: 'The totals of one flooring type.' },
    { name: 'total', description: 'One label and figure.' },
    { name: 'save-button', description: 'The Save button.' },
    { name: 'plan', description: 'The cut plan and boxes, below the totals.' },
    { name: 'roll-choice', description: 'The roll width choice.' },
    { name: 'cut-room', description: 'One carpet room’s diagram with its caption and pieces.' },
    { name: 'pieces', description: 'The list of a room’s pieces (the diagram in words).' },
    { name: 'plan-actions', description: 'The Copy link and Print buttons.' },
    { name: 'share-button', description: 'Copies the share link.' },
    { name: 'print-button', description: 'Prints the rooms, totals and plan.' },
  ],
  cssProperties: THEME_CSS_PROPERTIES,
  // GhCalculatorChange and GhFlooringType, and GhCalculatorState, GhCutPlan and the types they
  // use, are printed from Calculator.tsx and shared/src/calculator/ by tools/source-types.ts.
};
