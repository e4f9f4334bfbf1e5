// Order Details: each field's rule and message (SPEC.md sections 3 and 5), and the form-level
// error as the order goes (section 8).
import { waitFor, within } from '@testing-library/react';
import {
  chooseSuggestedAddress,
  field,
  fillContact,
  modal,
  orderDetails,
  sendOrder,
  services,
  setUpOrderForm,
  submit,
  typeInto,
  userEvent,
} from './testing/order-form';

setUpOrderForm();

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
    await sendOrder();
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

describe('<Samples>: the form-level error follows the order (SPEC.md section 8)', () => {
  it('shows the field errors alone, no form-level alert, when Submit is pressed with required fields empty', async () => {
    await orderDetails(['Storm']);
    await submit();
    expect(await within(modal()).findByText('Please provide your first name')).toBeVisible();
    expect(within(modal()).getByText('Delivery address is required')).toBeVisible();
    // The refused submit is over once it has put focus into the first field in error.
    await waitFor(() => expect(field('First name')).toHaveFocus());
    expect(within(modal()).queryByRole('alert')).toBeNull();
    expect(services().orders).toHaveLength(0);
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
    services().orderReply = 'refused';
    await sendOrder();
    expect(await within(modal()).findByRole('alert')).toHaveTextContent(
      'Error, failed to send samples',
    );

    // The next order is held in flight until the test lets it go.
    services().orderReply = 'created';
    let releaseOrder = () => {};
    const orderHeld = new Promise<void>((resolve) => {
      releaseOrder = resolve;
    });
    const send = services().fetch;
    services().fetch = async (input, init) => {
      if (init?.method === 'POST') await orderHeld;
      return send(input, init);
    };
    await submit();
    expect(await within(modal()).findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(within(modal()).queryByRole('alert')).toBeNull();

    releaseOrder();
    await within(modal()).findByText('Your samples order has been submitted successfully!');
    expect(services().orders).toHaveLength(2);
  });
});
