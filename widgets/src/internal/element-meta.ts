/**
 * What a custom element offers a host page: the single description from which the element is
 * defined (attributes observed and typed), custom-elements.json is written and the consumer types
 * are generated. One per widget, in `<widget>/meta.ts`.
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface AttributeMeta {
  /** The attribute, kebab-case. */
  name: string;
  /** The component prop it sets, camelCase. */
  prop: string;
  type: AttributeType;
  /** TypeScript type of the value, e.g. `'metric' | 'imperial'`. */
  tsType: string;
  description: string;
  default?: string;
}

export interface EventMeta {
  name: string;
  /** The component callback prop that fires it, e.g. `onSave`. */
  prop: string;
  /** TypeScript type of `event.detail`. */
  detailType: string;
  description: string;
  /** The prop (set from an attribute) without which the callback is not passed, if any. */
  requires?: string;
  /** A listener may call preventDefault(); the callback then returns false (request-close). */
  cancelable?: boolean;
  /**
   * The event says the element's dialog opened (true) or closed (false): the `open` attribute
   * follows, before the event fires, however it was opened or closed.
   */
  reflectsOpen?: boolean;
}

export interface ElementMeta {
  tag: string;
  /** Class name in the manifest and the consumer types, e.g. `GhCalculatorElement`. */
  className: string;
  description: string;
  attributes: readonly AttributeMeta[];
  events: readonly EventMeta[];
  /**
   * Methods a host page may call. `show()` and `hide()` set and remove the `open` attribute; any
   * other reaches the component as a `command` prop.
   */
  methods: readonly { name: string; description: string }[];
  parts: readonly { name: string; description: string }[];
  cssProperties: readonly { name: string; description: string; default?: string }[];
}

/** Every element takes these (DESIGN.md section 5). */
export const COMMON_ATTRIBUTES: readonly AttributeMeta[] = [
  {
    name: 'region',
    prop: 'region',
    type: 'string',
    tsType: "'au' | 'nz' | 'na'",
    description: 'The region whose rules and units apply.',
    default: 'au',
  },
  {
    name: 'website',
    prop: 'website',
    type: 'string',
    tsType: 'string',
    description: 'Brand code of the site the element is on.',
    default: 'GHRES',
  },
  {
    name: 'api-base',
    prop: 'apiBase',
    type: 'string',
    tsType: 'string',
    description: 'Base URL of the services the element calls; the loader’s origin by default.',
  },
];

/** What `gh-*-request-close` says: how the visitor asked to close the dialog. */
export interface RequestCloseDetail {
  source: 'escape' | 'close-button';
}

/** The methods, attribute and events of a widget with a dialog (`<gh-samples>`, `<gh-visualiser>`). */
export function dialogApi(tag: string, what: string) {
  const attribute: AttributeMeta = {
    name: 'open',
    prop: 'open',
    type: 'boolean',
    tsType: 'boolean',
    description: `Whether the ${what} is open: present opens it, removing it closes it. The property reflects it, and it follows the visitor opening and closing the ${what}.`,
    default: 'false',
  };
  const events: EventMeta[] = [
    {
      name: `${tag}-show`,
      prop: 'onShow',
      detailType: 'null',
      reflectsOpen: true,
      description: `When the ${what} opens (the open attribute is set by then).`,
    },
    {
      name: `${tag}-hide`,
      prop: 'onHide',
      detailType: 'null',
      reflectsOpen: false,
      description: `When the ${what} closes (the open attribute is gone by then).`,
    },
    {
      name: `${tag}-request-close`,
      prop: 'onRequestClose',
      detailType: 'GhRequestCloseDetail',
      cancelable: true,
      description: `When the visitor asks to close the ${what} (Escape or its close button), with the source; preventDefault() keeps it open. hide() and removing the attribute do not ask.`,
    },
  ];
  const methods = [
    { name: 'show', description: `Opens the ${what} (sets the open attribute).` },
    {
      name: 'hide',
      description: `Closes the ${what} (removes the open attribute); focus returns to the button.`,
    },
  ];
  return { attribute, events, methods };
}
