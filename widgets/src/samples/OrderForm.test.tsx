import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { samplesStoreFor } from './basket';
import { Samples } from './Samples';
import { type FakeServices, fakeServices } from './testing/fake-services';

let services: FakeServices;
// A whole order is typed key by key, with the 500 ms address debounce, on a shared machine.
jest.setTimeout(20_000);
// No pause between keystrokes: the form validates on every change, and the tests type a lot.
const userEvent = userEventApi.setup({ delay: null });
beforeAll(() => {
  globalThis.fetch = (input, init) => services.fetch(input, init);
});
beforeEach(() => {
  services = fakeServices();
  (globalThis as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => {
  act(() => {
    for (const region of ['au', 'nz'] as const) samplesStoreFor('GHRES', region).getState().clear();
    samplesStoreFor('GHC', 'au').getState().clear();
  });
});

const modal = () => screen.getByRole('dialog');
const field = (label: string | RegExp) => within(modal()).getByLabelText(label);
const typeInto = async (label: string | RegExp, text: string) => {
  await userEvent.clear(field(label));
  await userEvent.type(field(label), text);
};

/** Opens the modal, chooses these colours and goes on to Order Details. */
async function orderDetails(colours: string[] = ['Charcoal', 'Ivory'], props = {}) {
  const onOrder = jest.fn();
  render(<Samples productCode="GHRES-1001" apiBase="" onOrder={onOrder} {...props} />);
  await userEvent.click(screen.getByRole('button', { name: 'Free Samples' }));
  for (const name of colours) {
    await userEvent.click(
      await within(modal()).findByRole('button', { name: new RegExp(`^${name}`) }),
    );
  }
  await userEvent.click(within(modal()).getByRole('button', { name: 'Order Samples' }));
  // The order details load on first use.
  await within(modal()).findByLabelText('First name');
  return { onOrder };
}

async function fillContact() {
  await typeInto('First name', 'Ada');
  await typeInto('Last name', 'Lovelace');
  await typeInto('Mobile', '0412 345 678');
  await typeInto('Email', 'ada@example.com');
}

/** Types an address and picks the Melbourne suggestion. */
async function chooseSuggestedAddress() {
  await userEvent.type(field('Delivery address'), '12 Queen');
  await userEvent.click(
    await within(modal()).findByRole(
      'option',
      { name: '12 Queen Street, Melbourne VIC, Australia' },
      { timeout: 2000 },
    ),
  );
  await waitFor(() => expect(field('Postcode')).toHaveValue('3000'));
}

/** Types a locality and picks its suggestion, which comes without a street number or route. */
async function chooseLocalityOnly() {
  await userEvent.type(field('Delivery address'), 'Sydney');
  await userEvent.click(
    await within(modal()).findByRole(
      'option',
      { name: 'Sydney NSW 2000, Australia' },
      { timeout: 2000 },
    ),
  );
  await waitFor(() => expect(field('Postcode')).toHaveValue('2000'));
}

const submit = () => userEvent.click(within(modal()).getByRole('button', { name: 'Submit' }));

describe('<Samples>: Order Details (SPEC.md sections 3 and 5)', () => {
  it('shows the exact message of each required field as it changes', async () => {
    await orderDetails();
    const expectations: [string, string][] = [
      ['First name', 'Please provide your first name'],
      ['Last name', 'Please provide your last name'],
      ['Mobile', 'Please provide your phone number'],
      ['Email', 'Please provide a valid email'],
    ];
    for (const [label, message] of expectations) {
      await userEvent.type(field(label), 'x');
      await userEvent.clear(field(label));
      expect(await within(modal()).findByText(message)).toBeVisible();
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('says Please provide a valid phone number for a mobile that is not a phone number, and accepts 0412 345 678', async () => {
    await orderDetails();
    await typeInto('Mobile', '12345');
    expect(await within(modal()).findByText('Please provide a valid phone number')).toBeVisible();
    await typeInto('Mobile', '0412 345 678');
    await waitFor(() =>
      expect(within(modal()).queryByText('Please provide a valid phone number')).toBeNull(),
    );
  });

  it('says Please provide a valid email for an address without a domain', async () => {
    await orderDetails();
    await typeInto('Email', 'ada@');
    expect(await within(modal()).findByText('Please provide a valid email')).toBeVisible();
  });

  it('leaves company, floor size, project size and project reference optional', async () => {
    await orderDetails();
    expect(field('Company (optional)')).toBeVisible();
    expect(field('Floor size in m² (optional)')).toBeVisible();
    expect(field('Project size in m² (optional)')).toBeVisible();
    expect(field('Project reference (optional)')).toBeVisible();
    await fillContact();
    await chooseSuggestedAddress();
    await submit();
    expect(
      await within(modal()).findByText('Your samples order has been submitted successfully!'),
    ).toBeVisible();
  });

  it('asks for a Comapny Name on the commercial site', async () => {
    await orderDetails(['Charcoal'], { website: 'GHC' });
    await userEvent.type(field('Company name'), 'x');
    await userEvent.clear(field('Company name'));
    expect(await within(modal()).findByText('Please provide a Comapny Name')).toBeVisible();
  });

  it('says Delivery address is required when the address is emptied', async () => {
    await orderDetails();
    await userEvent.type(field('Delivery address'), 'abc');
    await userEvent.clear(field('Delivery address'));
    expect(await within(modal()).findByText('Delivery address is required')).toBeVisible();
  });

  it('says Please select address from suggestion bar for typed text that was not chosen', async () => {
    await orderDetails();
    await userEvent.type(field('Delivery address'), '12 Queen Street');
    expect(
      await within(modal()).findByText('Please select address from suggestion bar'),
    ).toBeVisible();
  });

  it('keeps what was typed, the address too, when going back to the colours and on again', async () => {
    await orderDetails();
    await typeInto('First name', 'Ada');
    await chooseSuggestedAddress();
    await userEvent.click(within(modal()).getByRole('button', { name: 'Back' }));
    expect(within(modal()).getByRole('heading', { level: 2 })).toHaveTextContent('Select Colours');
    await userEvent.click(within(modal()).getByRole('button', { name: 'Order Samples' }));
    expect(await within(modal()).findByLabelText('First name')).toHaveValue('Ada');
    expect(field('Delivery address')).toHaveValue('12 Queen Street, Melbourne VIC 3000, Australia');
    expect(field('Postcode')).toHaveValue('3000');
  });
});

describe('<Samples>: the delivery address (SPEC.md section 4, address suggestion flow)', () => {
  it('says Keep typing... under 4 characters, without a request', async () => {
    await orderDetails();
    await userEvent.type(field('Delivery address'), '12 ');
    expect(await within(modal()).findByText('Keep typing...')).toBeVisible();
    expect(services.placesQueries).toHaveLength(0);
  });

  it('looks the address up once typing pauses for 500 ms, and offers the region’s suggestions and Submit Custom Address', async () => {
    await orderDetails();
    await userEvent.type(field('Delivery address'), '12 Queen');
    const options = await within(modal()).findAllByRole('option', {}, { timeout: 2000 });
    expect(options.map((option) => option.textContent)).toEqual([
      '12 Queen Street, Melbourne VIC, Australia',
      'Submit Custom Address',
    ]);
    expect(services.placesQueries).toHaveLength(1);
    expect(Object.fromEntries(services.placesQueries[0] ?? [])).toEqual({
      q: 'autocomplete',
      term: '12 Queen',
      website: 'GHRES',
      region: 'au',
    });
  });

  it('fills street, suburb, city, state, postcode and country from the chosen suggestion', async () => {
    await orderDetails();
    await chooseSuggestedAddress();
    expect(field('Street')).toHaveValue('12 Queen Street');
    expect(field('Suburb')).toHaveValue('Melbourne');
    expect(field('City')).toHaveValue('Melbourne');
    expect(field('State')).toHaveValue('VIC');
    expect(field('Country')).toHaveValue('Australia');
    expect(within(modal()).queryByText('Please select address from suggestion bar')).toBeNull();
  });

  it('asks for the street, required and focused, when the chosen suggestion is a whole locality, and sends no order without it', async () => {
    await orderDetails(['Storm']);
    await fillContact();
    await chooseLocalityOnly();
    expect(field('Suburb')).toHaveValue('Sydney');
    expect(field('State')).toHaveValue('NSW');
    expect(field('Street')).toHaveValue('');
    expect(field('Street')).toBeRequired();
    expect(await within(modal()).findByText('Please provide your street address')).toBeVisible();
    expect(field('Street')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Street')).toHaveAccessibleDescription('Please provide your street address');
    await waitFor(() => expect(field('Street')).toHaveFocus());

    await submit();
    // The refused submit puts focus back into Street (it was on Submit), and sends nothing.
    await waitFor(() => expect(field('Street')).toHaveFocus());
    expect(within(modal()).getByText('Please provide your street address')).toBeVisible();
    expect(within(modal()).queryByRole('alert')).toBeNull();
    expect(services.orders).toHaveLength(0);
  });

  it('sends the order with the street the visitor typed for a whole locality', async () => {
    await orderDetails(['Storm']);
    await fillContact();
    await chooseLocalityOnly();
    await waitFor(() => expect(field('Street')).toHaveFocus());
    await userEvent.keyboard('1 George Street');
    await waitFor(() =>
      expect(within(modal()).queryByText('Please provide your street address')).toBeNull(),
    );
    expect(field('Street')).not.toHaveAttribute('aria-invalid');
    await submit();
    await within(modal()).findByText('Your samples order has been submitted successfully!');
    expect(services.orders).toHaveLength(1);
    expect(services.orders[0]?.body).toMatchObject({
      values: {
        address: {
          type: 'PLACE_ID',
          street: '1 George Street',
          suburb: 'Sydney',
          city: 'Sydney',
          state: 'NSW',
          postcode: '2000',
          country: 'Australia',
        },
      },
    });
  });

  it('takes the typed text as the address with Submit Custom Address', async () => {
    await orderDetails();
    await userEvent.type(field('Delivery address'), '7 Lighthouse Road, Kettering');
    await userEvent.click(
      await within(modal()).findByRole(
        'option',
        { name: 'Submit Custom Address' },
        { timeout: 2000 },
      ),
    );
    expect(field('Custom address')).toHaveValue('7 Lighthouse Road, Kettering');
    expect(within(modal()).queryByText('Please select address from suggestion bar')).toBeNull();
  });

  it('closes the suggestions, not the modal, on Escape', async () => {
    await orderDetails();
    await userEvent.type(field('Delivery address'), '12 Queen');
    await within(modal()).findAllByRole('option', {}, { timeout: 2000 });
    await userEvent.keyboard('{Escape}');
    expect(within(modal()).queryByRole('option')).toBeNull();
    expect(modal()).toHaveAttribute('open');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('chooses a suggestion with the arrow keys and Enter', async () => {
    await orderDetails();
    await userEvent.type(field('Delivery address'), '12 Queen');
    await within(modal()).findAllByRole('option', {}, { timeout: 2000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(field('Postcode')).toHaveValue('3000'));
    expect(modal()).toHaveAttribute('open');
  });
});

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
    const order = services.orders[0];
    if (!order) throw new Error('no order was posted');
    expect(Object.fromEntries(order.url.searchParams ?? [])).toEqual({
      website: 'GHRES',
      region: 'au',
    });
    expect(order.headers['Idempotency-Key']).toMatch(/^[\x21-\x7e]{16,}$/);
    expect(order.body).toEqual({
      variants: [
        {
          colourId: '02',
          globalItemId: 'GHRES-1001-02',
          productCode: 'GHRES-1001',
          patternCloudinaryPublicId: 'patterns/GHRES-1001-02',
          name: 'Charcoal',
          productName: 'Wool Haven',
        },
        {
          colourId: '04',
          globalItemId: 'GHRES-1001-04',
          productCode: 'GHRES-1001',
          patternCloudinaryPublicId: 'patterns/GHRES-1001-04',
          name: 'Ivory',
          productName: 'Wool Haven',
        },
      ],
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
    await fillContact();
    await chooseSuggestedAddress();
    await submit();
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
    await fillContact();
    await chooseSuggestedAddress();
    await submit();
    await userEvent.click(await within(modal()).findByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Free Samples' }));
    expect(within(modal()).getByRole('heading', { level: 2 })).toHaveTextContent('Select Colours');
  });

  it('says Error, failed to send samples when the order is refused, and keeps the basket', async () => {
    await orderDetails(['Storm']);
    services.orderReply = 'refused';
    await fillContact();
    await chooseSuggestedAddress();
    await submit();
    expect(await within(modal()).findByRole('alert')).toHaveTextContent(
      'Error, failed to send samples',
    );
    expect(screen.getByRole('button', { name: 'Samples 1' })).toBeInTheDocument();
  });

  it('says Error posting, no response when the network fails, and retries with the same idempotency key', async () => {
    await orderDetails(['Storm']);
    const keys: string[] = [];
    const send = services.fetch;
    services.fetch = (input, init) => {
      if (init?.method === 'POST') {
        keys.push((init.headers as Record<string, string>)['Idempotency-Key'] ?? '');
      }
      return send(input, init);
    };
    services.orderReply = 'no-response';
    await fillContact();
    await chooseSuggestedAddress();
    await submit();
    expect(await within(modal()).findByRole('alert')).toHaveTextContent(
      'Error posting, no response',
    );
    services.orderReply = 'created';
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
    const send = services.fetch;
    let answer = false;
    // The order reaches a server that never answers (a worker that died with it), until the retry.
    services.fetch = (input, init) => {
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
    expect(services.orders).toHaveLength(1);
  });

  it('waits for the chosen address’s details when Submit is pressed during their lookup, then sends the order', async () => {
    const { onOrder } = await orderDetails(['Storm']);
    await fillContact();
    // Holds the details reply until the test lets it go: Submit is pressed while it is in flight.
    let releaseDetails = () => {};
    const detailsHeld = new Promise<void>((resolve) => {
      releaseDetails = resolve;
    });
    const send = services.fetch;
    services.fetch = async (input, init) => {
      if (String(input).includes('q=details')) await detailsHeld;
      return send(input, init);
    };
    await userEvent.type(field('Delivery address'), '12 Queen');
    await userEvent.click(
      await within(modal()).findByRole(
        'option',
        { name: '12 Queen Street, Melbourne VIC, Australia' },
        { timeout: 2000 },
      ),
    );
    await submit();
    expect(
      await within(modal()).findByRole('button', { name: 'Looking up address…' }),
    ).toHaveAttribute('aria-busy', 'true');
    expect(within(modal()).queryByRole('alert')).toBeNull();
    expect(services.orders).toHaveLength(0);

    releaseDetails();
    await within(modal()).findByText('Your samples order has been submitted successfully!');
    expect(services.orders).toHaveLength(1);
    expect(services.orders[0]?.body).toMatchObject({ values: { address: { postcode: '3000' } } });
    expect(onOrder).toHaveBeenCalledTimes(1);
  });
});

describe('<Samples>: the form-level error follows the order (SPEC.md section 8)', () => {
  it('shows the field errors alone, no form-level alert, when Submit is pressed with required fields empty', async () => {
    await orderDetails(['Storm']);
    await submit();
    expect(await within(modal()).findByText('Please provide your first name')).toBeVisible();
    expect(within(modal()).getByText('Delivery address is required')).toBeVisible();
    // The refused submit is over once it has put focus into the first field in error.
    await waitFor(() => expect(field('First name')).toHaveFocus());
    expect(within(modal()).queryByRole('alert')).toBeNull();
    expect(services.orders).toHaveLength(0);
  });

  it('leaves no stale alert once the fields of an empty submit are filled in', async () => {
    await orderDetails(['Storm']);
    await submit();
    await waitFor(() => expect(field('First name')).toHaveFocus());
    await fillContact();
    await chooseSuggestedAddress();
    await waitFor(() =>
      expect(within(modal()).queryByText('Please provide your first name')).toBeNull(),
    );
    expect(within(modal()).queryByText('Delivery address is required')).toBeNull();
    expect(within(modal()).queryByRole('alert')).toBeNull();
  });

  it('shows Error, failed to send samples after a refused order, and the next Submit clears it while sending', async () => {
    await orderDetails(['Storm']);
    services.orderReply = 'refused';
    await fillContact();
    await chooseSuggestedAddress();
    await submit();
    expect(await within(modal()).findByRole('alert')).toHaveTextContent(
      'Error, failed to send samples',
    );

    // The next order is held in flight until the test lets it go.
    services.orderReply = 'created';
    let releaseOrder = () => {};
    const orderHeld = new Promise<void>((resolve) => {
      releaseOrder = resolve;
    });
    const send = services.fetch;
    services.fetch = async (input, init) => {
      if (init?.method === 'POST') await orderHeld;
      return send(input, init);
    };
    await submit();
    expect(await within(modal()).findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(within(modal()).queryByRole('alert')).toBeNull();

    releaseOrder();
    await within(modal()).findByText('Your samples order has been submitted successfully!');
    expect(services.orders).toHaveLength(2);
  });
});
