// Order Details: sending the order, its reply, the data layer, retries (SPEC.md sections 4, 7
// and 8).
import { act, screen, waitFor, within } from '@testing-library/react';
import { woolHavenSample } from './testing/fake-services';
import {
  chooseSuggestedAddress,
  fillContact,
  modal,
  orderDetails,
  pickSuggestion,
  sendOrder,
  services,
  setUpOrderForm,
  submit,
  typeInto,
  userEvent,
} from './testing/order-form';

setUpOrderForm();

describe('<Samples>: sending the order (SPEC.md sections 4, 7 and 8)', () => {
  it('posts the variants and values with an idempotency key, says it succeeded and empties the basket', async () => {
    const { onOrder } = await orderDetails();
    await fillContact();
    await typeInto('Project reference (optional)', 'Beach house');
    await typeInto('Floor size in m² (optional)', '42');
    await chooseSuggestedAddress();
    await submit();
    expect(
      await within(modal()).findByText('Your samples order has been submitted successfully!'),
    ).toBeVisible();
    expect(within(modal()).getByRole('heading', { level: 2 })).toHaveTextContent('Success');
    const order = services().orders[0];
    if (!order) throw new Error('no order was posted');
    expect(Object.fromEntries(order.url.searchParams ?? [])).toEqual({
      website: 'GHRES',
      region: 'au',
    });
    expect(order.headers['Idempotency-Key']).toMatch(/^[\x21-\x7e]{16,}$/);
    expect(order.body).toEqual({
      variants: [woolHavenSample('02', 'Charcoal'), woolHavenSample('04', 'Ivory')],
      values: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '0412 345 678',
        floorSize: 42,
        projectReference: 'Beach house',
        address: {
          type: 'PLACE_ID',
          street: '12 Queen Street',
          suburb: 'Melbourne',
          city: 'Melbourne',
          state: 'VIC',
          postcode: '3000',
          country: 'Australia',
        },
      },
    });
    expect(screen.getByRole('button', { name: 'Free Samples' })).toBeInTheDocument();
    expect(onOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        orderId: 'order-1',
        samples: (order.body as { variants: unknown }).variants,
      }),
    );
  });

  it('pushes a purchase event with the sample transaction id to the data layer', async () => {
    const { onOrder } = await orderDetails(['Storm']);
    await sendOrder();
    await within(modal()).findByText('Your samples order has been submitted successfully!');
    const dataLayer = (globalThis as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
    const purchase = dataLayer.find((message) => message.event === 'purchase') as {
      ecommerce: { transaction_id: string; items: { item_id: string }[] };
    };
    expect(purchase.ecommerce.transaction_id).toMatch(/^sample_order__\d+__\d{1,6}$/);
    expect(purchase.ecommerce.items).toEqual([
      expect.objectContaining({ item_id: 'GHRES-1001-06', item_variant: 'Storm' }),
    ]);
    expect(onOrder.mock.lastCall?.[0].transactionId).toBe(purchase.ecommerce.transaction_id);
  });

  it('returns to Select Colours, closed, on Done', async () => {
    await orderDetails(['Storm']);
    await sendOrder();
    await userEvent.click(await within(modal()).findByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Free Samples' }));
    expect(within(modal()).getByRole('heading', { level: 2 })).toHaveTextContent('Select Colours');
  });

  it('says Error, failed to send samples when the order is refused, and keeps the basket', async () => {
    await orderDetails(['Storm']);
    services().orderReply = 'refused';
    await sendOrder();
    expect(await within(modal()).findByRole('alert')).toHaveTextContent(
      'Error, failed to send samples',
    );
    expect(screen.getByRole('button', { name: 'Samples 1' })).toBeInTheDocument();
  });

  it('says Error posting, no response when the network fails, and retries with the same idempotency key', async () => {
    await orderDetails(['Storm']);
    const keys: string[] = [];
    const send = services().fetch;
    services().fetch = (input, init) => {
      if (init?.method === 'POST') {
        keys.push((init.headers as Record<string, string>)['Idempotency-Key'] ?? '');
      }
      return send(input, init);
    };
    services().orderReply = 'no-response';
    await sendOrder();
    expect(await within(modal()).findByRole('alert')).toHaveTextContent(
      'Error posting, no response',
    );
    services().orderReply = 'created';
    await submit();
    await within(modal()).findByText('Your samples order has been submitted successfully!');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says Error posting, no response when the server never answers, and the retry counts once', async () => {
    await orderDetails(['Storm']);
    await fillContact();
    await chooseSuggestedAddress();
    const keys: string[] = [];
    const send = services().fetch;
    let answer = false;
    // The order reaches a server that never answers (a worker that died with it), until the retry.
    services().fetch = (input, init) => {
      if (init?.method !== 'POST') return send(input, init);
      keys.push((init.headers as Record<string, string>)['Idempotency-Key'] ?? '');
      if (answer) return send(input, init);
      return new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    };
    jest.useFakeTimers();
    try {
      await act(async () => {
        within(modal()).getByRole('button', { name: 'Submit' }).click();
      });
      await waitFor(() => expect(keys).toHaveLength(1), { timeout: 5000 });
      await act(() => jest.advanceTimersByTimeAsync(20_000));
    } finally {
      jest.useRealTimers();
    }
    expect(await within(modal()).findByRole('alert')).toHaveTextContent(
      'Error posting, no response',
    );
    expect(within(modal()).getByRole('button', { name: 'Submit' })).toBeEnabled();
    answer = true;
    await submit();
    await within(modal()).findByText('Your samples order has been submitted successfully!');
    expect(keys[1]).toBe(keys[0]);
    expect(services().orders).toHaveLength(1);
  });

  it('waits for the chosen address’s details when Submit is pressed during their lookup, then sends the order', async () => {
    const { onOrder } = await orderDetails(['Storm']);
    await fillContact();
    // Holds the details reply until the test lets it go: Submit is pressed while it is in flight.
    let releaseDetails = () => {};
    const detailsHeld = new Promise<void>((resolve) => {
      releaseDetails = resolve;
    });
    const send = services().fetch;
    services().fetch = async (input, init) => {
      if (String(input).includes('q=details')) await detailsHeld;
      return send(input, init);
    };
    await pickSuggestion('12 Queen', '12 Queen Street, Melbourne VIC, Australia');
    await submit();
    expect(
      await within(modal()).findByRole('button', { name: 'Looking up address…' }),
    ).toHaveAttribute('aria-busy', 'true');
    expect(within(modal()).queryByRole('alert')).toBeNull();
    expect(services().orders).toHaveLength(0);

    releaseDetails();
    await within(modal()).findByText('Your samples order has been submitted successfully!');
    expect(services().orders).toHaveLength(1);
    expect(services().orders[0]?.body).toMatchObject({ values: { address: { postcode: '3000' } } });
    expect(onOrder).toHaveBeenCalledTimes(1);
  });
});
