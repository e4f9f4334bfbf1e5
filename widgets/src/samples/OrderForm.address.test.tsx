// Order Details: the delivery address, typed, looked up and chosen (SPEC.md section 4).
import { screen, waitFor, within } from '@testing-library/react';
import {
  chooseLocalityOnly,
  chooseSuggestedAddress,
  field,
  fillContact,
  modal,
  orderDetails,
  pickSuggestion,
  services,
  setUpOrderForm,
  submit,
  userEvent,
} from './testing/order-form';

setUpOrderForm();

describe('<Samples>: the delivery address (SPEC.md section 4, address suggestion flow)', () => {
  it('says Keep typing... under 4 characters, without a request', async () => {
    await orderDetails();
    await userEvent.type(field('Delivery address'), '12 ');
    expect(await within(modal()).findByText('Keep typing...')).toBeVisible();
    expect(services().placesQueries).toHaveLength(0);
  });

  it('looks the address up once typing pauses for 500 ms, and offers the region’s suggestions and Submit Custom Address', async () => {
    await orderDetails();
    await userEvent.type(field('Delivery address'), '12 Queen');
    const options = await within(modal()).findAllByRole('option', {}, { timeout: 2000 });
    expect(options.map((option) => option.textContent)).toEqual([
      '12 Queen Street, Melbourne VIC, Australia',
      'Submit Custom Address',
    ]);
    expect(services().placesQueries).toHaveLength(1);
    expect(Object.fromEntries(services().placesQueries[0] ?? [])).toEqual({
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
    expect(services().orders).toHaveLength(0);
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
    expect(services().orders).toHaveLength(1);
    expect(services().orders[0]?.body).toMatchObject({
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
    await pickSuggestion('7 Lighthouse Road, Kettering', 'Submit Custom Address');
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
