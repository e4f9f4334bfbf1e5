/**
 * What the order form's tests share (OrderForm*.test.tsx): the faked services as fetch, a fresh
 * data layer and an empty basket for each test, and the steps a visitor takes to reach and fill
 * Order Details.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { samplesStoreFor } from '../basket';
import { Samples } from '../Samples';
import { type FakeServices, fakeServices } from './fake-services';

let current: FakeServices | undefined;

/** This test's services: what was ordered and looked up, and how the next order is answered. */
export function services(): FakeServices {
  if (!current) throw new Error('setUpOrderForm() makes the services before each test');
  return current;
}

/** Registers the hooks of an order-form test file. */
export function setUpOrderForm(): void {
  // A whole order is typed key by key, with the 500 ms address debounce, on a shared machine.
  jest.setTimeout(20_000);
  beforeAll(() => {
    globalThis.fetch = (input, init) => services().fetch(input, init);
  });
  beforeEach(() => {
    current = fakeServices();
    (globalThis as { dataLayer?: unknown[] }).dataLayer = [];
  });
  afterEach(() => {
    act(() => {
      for (const region of ['au', 'nz'] as const)
        samplesStoreFor('GHRES', region).getState().clear();
      samplesStoreFor('GHC', 'au').getState().clear();
    });
  });
}

// No pause between keystrokes: the form validates on every change, and the tests type a lot.
export const userEvent = userEventApi.setup({ delay: null });

export const modal = () => screen.getByRole('dialog');
export const field = (label: string | RegExp) => within(modal()).getByLabelText(label);
export const typeInto = async (label: string | RegExp, text: string) => {
  await userEvent.clear(field(label));
  await userEvent.type(field(label), text);
};

/** Opens the modal, chooses these colours and goes on to Order Details. */
export async function orderDetails(colours: string[] = ['Charcoal', 'Ivory'], props = {}) {
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

export async function fillContact() {
  await typeInto('First name', 'Ada');
  await typeInto('Last name', 'Lovelace');
  await typeInto('Mobile', '0412 345 678');
  await typeInto('Email', 'ada@example.com');
}

/** Types into the address field and picks the suggestion named, once it shows. */
export async function pickSuggestion(typed: string, suggestion: string) {
  await userEvent.type(field('Delivery address'), typed);
  await userEvent.click(
    await within(modal()).findByRole('option', { name: suggestion }, { timeout: 2000 }),
  );
}

/** Picks a suggestion and waits for the details it fills in (its postcode). */
async function chooseAddress(typed: string, suggestion: string, postcode: string) {
  await pickSuggestion(typed, suggestion);
  await waitFor(() => expect(field('Postcode')).toHaveValue(postcode));
}

/** Types an address and picks the Melbourne suggestion. */
export const chooseSuggestedAddress = () =>
  chooseAddress('12 Queen', '12 Queen Street, Melbourne VIC, Australia', '3000');

/** Types a locality and picks its suggestion, which comes without a street number or route. */
export const chooseLocalityOnly = () =>
  chooseAddress('Sydney', 'Sydney NSW 2000, Australia', '2000');

export const submit = () =>
  userEvent.click(within(modal()).getByRole('button', { name: 'Submit' }));

/** Fills the contact fields, picks the Melbourne address and submits the order. */
export async function sendOrder() {
  await fillContact();
  await chooseSuggestedAddress();
  await submit();
}
