/**
 * Data-layer events (SPEC.md sections 3, 4, 5, 7 and 8): the event shape, its validation, and a
 * sender that pushes valid events to the page's data layer once unless told otherwise.
 * Problems are logged only; an invalid or repeated event is simply not sent.
 */

/** SPEC.md section 3, analytics item (GA4 item parameters). */
export interface AnalyticsItem {
  item_id?: string;
  item_name?: string;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  item_variant?: string;
  item_variant_id?: string;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
  price?: number;
  quantity?: number;
  discount?: number;
  coupon?: string;
  affiliation?: string;
  location_id?: string;
}

/** An event before it reaches the data layer: its key (the event name) and its parameters. */
export interface AnalyticsEvent {
  key: string;
  items?: AnalyticsItem[];
  value?: number;
  currency?: string;
  transaction_id?: string;
  item_list_id?: string;
  item_list_name?: string;
  [parameter: string]: unknown;
}

export const ANALYTICS_EVENTS = {
  viewItemList: 'view_item_list',
  selectItem: 'select_item',
  viewItem: 'view_item',
  addToCart: 'add_to_cart',
  removeFromCart: 'remove_from_cart',
  beginCheckout: 'begin_checkout',
  purchase: 'purchase',
  roomVisualiserUpload: 'room_visualiser_upload',
  roomVisualiserSuccess: 'room_visualiser_success',
} as const;

export const MAX_LIST_ITEMS = 200;
export const MAX_SELECT_ITEMS = 1;

/** Events that describe a list of items shown together. */
export const LIST_EVENTS: ReadonlySet<string> = new Set(['view_item_list', 'view_promotion']);
/** Events that describe choosing one item from a list. */
export const SELECT_EVENTS: ReadonlySet<string> = new Set(['select_item', 'select_promotion']);
/** Events whose value means nothing without a currency. */
export const VALUE_EVENTS: ReadonlySet<string> = new Set([
  'view_item',
  'add_to_cart',
  'purchase',
  'remove_from_cart',
  'begin_checkout',
]);
/** GA4 ecommerce events: their parameters travel under `ecommerce` in the data layer. */
const ECOMMERCE_EVENTS: ReadonlySet<string> = new Set([
  ...LIST_EVENTS,
  ...SELECT_EVENTS,
  ...VALUE_EVENTS,
  'view_cart',
  'add_to_wishlist',
  'add_payment_info',
  'add_shipping_info',
  'refund',
]);

export type EventValidation =
  | { ok: true; event: AnalyticsEvent; warnings: string[] }
  | { ok: false; errors: string[]; warnings: string[] };

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * SPEC.md section 5: a key is required; list events need at least one item and keep at most 200
 * (the rest trimmed with a warning); select events keep 1; a value without a currency is refused
 * for view_item, add_to_cart, purchase, remove_from_cart and begin_checkout; every item needs an
 * id or a name.
 */
export function validateAnalyticsEvent(event: AnalyticsEvent): EventValidation {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (isBlank(event.key)) errors.push('Event key is required');
  let items = event.items;
  const limit = LIST_EVENTS.has(event.key)
    ? MAX_LIST_ITEMS
    : SELECT_EVENTS.has(event.key)
      ? MAX_SELECT_ITEMS
      : undefined;
  if (limit !== undefined) {
    if (!items || items.length === 0) errors.push(`${event.key} needs at least one item`);
    else if (items.length > limit) {
      warnings.push(`${event.key} has ${items.length} items; only the first ${limit} are sent`);
      items = items.slice(0, limit);
    }
  }
  if (VALUE_EVENTS.has(event.key) && event.value !== undefined && isBlank(event.currency)) {
    errors.push(`${event.key} has a value but no currency`);
  }
  items?.forEach((item, position) => {
    if (isBlank(item.item_id) && isBlank(item.item_name)) {
      errors.push(`Item ${position} needs an item_id or an item_name`);
    }
  });
  if (errors.length > 0) return { ok: false, errors, warnings };
  return { ok: true, event: items === event.items ? event : { ...event, items }, warnings };
}

/** The page's data layer (the tag manager's `dataLayer` array, or anything with push). */
export interface DataLayer {
  push(...messages: Record<string, unknown>[]): unknown;
}

export interface AnalyticsLogger {
  warn(...args: unknown[]): void;
}

/**
 * The messages an event becomes: ecommerce events clear the previous ecommerce object first
 * (as the tag manager recommends) and carry their parameters under `ecommerce`.
 */
export function dataLayerMessages(event: AnalyticsEvent): Record<string, unknown>[] {
  const { key, ...parameters } = event;
  if (!ECOMMERCE_EVENTS.has(key)) return [{ event: key, ...parameters }];
  return [{ ecommerce: null }, { event: key, ecommerce: parameters }];
}

/** Validates and pushes one event; false (and a logged reason) when it is not sent. */
export function pushAnalyticsEvent(
  dataLayer: DataLayer,
  event: AnalyticsEvent,
  logger: AnalyticsLogger = console,
): boolean {
  const validation = validateAnalyticsEvent(event);
  for (const warning of validation.warnings) logger.warn(warning);
  if (!validation.ok) {
    logger.warn('Event validation failed', validation.errors, event);
    return false;
  }
  dataLayer.push(...dataLayerMessages(validation.event));
  return true;
}

export interface EventSenderOptions {
  dataLayer: DataLayer;
  logger?: AnalyticsLogger;
  /** An event is sent once unless multiple sends are explicitly allowed. */
  allowMultipleSends?: boolean;
}

export interface EventSender {
  /** Sends the event; false when it was invalid or already sent. */
  send(event: AnalyticsEvent): boolean;
  readonly sent: boolean;
  /** Allows one more send (for instance when the page the event belongs to changes). */
  reset(): void;
}

/** One sender per event source (a product view, a purchase): it sends once by default. */
export function createEventSender(options: EventSenderOptions): EventSender {
  const logger = options.logger ?? console;
  let sent = false;
  return {
    send(event) {
      if (sent && !options.allowMultipleSends) {
        logger.warn('Event already sent', event.key);
        return false;
      }
      const pushed = pushAnalyticsEvent(options.dataLayer, event, logger);
      if (pushed) sent = true;
      return pushed;
    },
    get sent() {
      return sent;
    },
    reset() {
      sent = false;
    },
  };
}
