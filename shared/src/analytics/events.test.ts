import {
  type AnalyticsEvent,
  type AnalyticsItem,
  createEventSender,
  dataLayerMessages,
  pushAnalyticsEvent,
  validateAnalyticsEvent,
} from './events';

const item = (id: number): AnalyticsItem => ({
  item_id: `GHRES-${id}`,
  item_name: `Product ${id}`,
});
const items = (count: number) => Array.from({ length: count }, (_, index) => item(index));

const recorder = () => {
  const pushed: Record<string, unknown>[] = [];
  const warnings: unknown[][] = [];
  return {
    pushed,
    warnings,
    dataLayer: { push: (...messages: Record<string, unknown>[]) => pushed.push(...messages) },
    logger: { warn: (...args: unknown[]) => warnings.push(args) },
  };
};

describe('analytics event validation (SPEC section 5)', () => {
  it('rejects an event without a key', () => {
    expect(validateAnalyticsEvent({ key: '' }).ok).toBe(false);
    expect(validateAnalyticsEvent({ key: 'room_visualiser_upload' }).ok).toBe(true);
  });

  it('needs at least one item on a list event', () => {
    expect(validateAnalyticsEvent({ key: 'view_item_list', items: [] }).ok).toBe(false);
    expect(validateAnalyticsEvent({ key: 'view_item_list' }).ok).toBe(false);
    expect(validateAnalyticsEvent({ key: 'view_item_list', items: items(1) }).ok).toBe(true);
  });

  it('keeps at most 200 items on a list event, trimming the rest with a warning', () => {
    const result = validateAnalyticsEvent({ key: 'view_item_list', items: items(250) });
    expect(result.ok && result.event.items).toEqual(items(200));
    expect(result.warnings).toHaveLength(1);
  });

  it('keeps 1 item on select_item', () => {
    const result = validateAnalyticsEvent({ key: 'select_item', items: items(3) });
    expect(result.ok && result.event.items).toEqual([item(0)]);
  });

  it.each(['view_item', 'add_to_cart', 'purchase', 'remove_from_cart', 'begin_checkout'])(
    'rejects %s carrying a value without a currency',
    (key) => {
      expect(validateAnalyticsEvent({ key, value: 12, items: items(1) }).ok).toBe(false);
      expect(validateAnalyticsEvent({ key, value: 12, currency: 'AUD', items: items(1) }).ok).toBe(
        true,
      );
    },
  );

  it('lets other events carry a value without a currency', () => {
    expect(validateAnalyticsEvent({ key: 'view_item_list', value: 3, items: items(1) }).ok).toBe(
      true,
    );
  });

  it('needs an id or a name on every item', () => {
    expect(validateAnalyticsEvent({ key: 'view_item', items: [{ price: 3 }] }).ok).toBe(false);
    expect(validateAnalyticsEvent({ key: 'view_item', items: [{ item_name: 'Haven' }] }).ok).toBe(
      true,
    );
    expect(validateAnalyticsEvent({ key: 'view_item', items: [{ item_id: 'GH-1' }] }).ok).toBe(
      true,
    );
  });
});

describe('pushing to the data layer', () => {
  it('clears the previous ecommerce object and sends ecommerce parameters under ecommerce', () => {
    expect(dataLayerMessages({ key: 'view_item', items: [item(1)] })).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: { items: [item(1)] } },
    ]);
  });

  it('sends custom events flat', () => {
    expect(dataLayerMessages({ key: 'room_visualiser_success', scene: 'abc' })).toEqual([
      { event: 'room_visualiser_success', scene: 'abc' },
    ]);
  });

  it("logs 'Event validation failed' and sends nothing for an invalid event", () => {
    const { pushed, warnings, dataLayer, logger } = recorder();
    expect(pushAnalyticsEvent(dataLayer, { key: 'select_item', items: [] }, logger)).toBe(false);
    expect(pushed).toEqual([]);
    expect(warnings[0]?.[0]).toBe('Event validation failed');
  });
});

describe('sending once', () => {
  const event: AnalyticsEvent = { key: 'view_item', items: [item(1)] };

  it("sends an event once and logs 'Event already sent' after that", () => {
    const { pushed, warnings, dataLayer, logger } = recorder();
    const sender = createEventSender({ dataLayer, logger });
    expect(sender.send(event)).toBe(true);
    expect(sender.send(event)).toBe(false);
    expect(pushed.filter((message) => message.event === 'view_item')).toHaveLength(1);
    expect(warnings).toEqual([['Event already sent', 'view_item']]);
  });

  it('sends again when multiple sends are allowed', () => {
    const { pushed, dataLayer, logger } = recorder();
    const sender = createEventSender({ dataLayer, logger, allowMultipleSends: true });
    sender.send(event);
    sender.send(event);
    expect(pushed.filter((message) => message.event === 'view_item')).toHaveLength(2);
  });

  it('does not count an invalid event as sent', () => {
    const { dataLayer, logger } = recorder();
    const sender = createEventSender({ dataLayer, logger });
    expect(sender.send({ key: 'view_item', value: 5, items: [item(1)] })).toBe(false);
    expect(sender.send(event)).toBe(true);
  });
});
