/**
 * A shopper's journey through the samples modal (issue 1/6): focus follows every content swap (a
 * new step's heading, the next Remove in the basket), the confirmation keeps the order's
 * reference, samples and address, the explanation shown with nothing chosen leads to the product
 * list, and a colour given to the element is chosen as the modal opens.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { droppingFocusOnPost } from '../internal/focus-testing';
import { samplesStoreFor } from './basket';
import { Samples, type SamplesProps } from './Samples';
import { modal, sendOrder, services, setUpOrderForm, userEvent } from './testing/order-form';

setUpOrderForm();
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const title = () => within(modal()).getByRole('heading', { level: 2 });

async function open(props: Partial<SamplesProps> = {}) {
  render(<Samples productCode="GHRES-1001" apiBase="" {...props} />);
  await userEvent.click(screen.getByRole('button', { name: /Samples/ }));
  return screen.findByRole('dialog');
}

async function choose(names: string[]) {
  for (const name of names) {
    await userEvent.click(
      await within(modal()).findByRole('button', { name: new RegExp(`^${name}`) }),
    );
  }
}

async function toOrderDetails(names = ['Charcoal', 'Ivory'], props: Partial<SamplesProps> = {}) {
  await open(props);
  await choose(names);
  await userEvent.click(within(modal()).getByRole('button', { name: 'Order Samples' }));
  await within(modal()).findByLabelText('First name');
}

const basket = () => within(modal()).getByRole('region', { name: 'Your samples' });

describe('<Samples>: focus follows each step', () => {
  it('moves focus to the Order Details heading after Order Samples', async () => {
    await open();
    await choose(['Charcoal']);
    await userEvent.click(within(modal()).getByRole('button', { name: 'Order Samples' }));
    expect(title()).toHaveTextContent('Order Details');
    expect(title()).toHaveFocus();
    expect(title()).toHaveAttribute('tabindex', '-1');
  });

  it('moves focus to the Select Colours heading after Back', async () => {
    await toOrderDetails();
    await userEvent.click(within(modal()).getByRole('button', { name: 'Back' }));
    expect(title()).toHaveTextContent('Select Colours');
    expect(title()).toHaveFocus();
  });

  it('moves focus to the Success heading once the order is sent', async () => {
    await toOrderDetails();
    await sendOrder();
    await within(modal()).findByText('Your samples order has been submitted successfully!');
    expect(title()).toHaveTextContent('Success');
    expect(title()).toHaveFocus();
  });

  it('gives focus back to Submit when the order is refused, under the message', async () => {
    await toOrderDetails(['Storm']);
    services().orderReply = 'refused';
    // Chromium drops focus from Submit while it is disabled during the send; jsdom keeps it, so
    // the test drops it as the order goes.
    services().fetch = droppingFocusOnPost(services().fetch);
    await sendOrder();
    expect(await within(modal()).findByRole('alert')).toHaveTextContent(
      'Error, failed to send samples',
    );
    await waitFor(() =>
      expect(within(modal()).getByRole('button', { name: 'Submit' })).toHaveFocus(),
    );
  });

  it('after Remove, moves focus to the next sample’s Remove, then the one before, then the list’s heading', async () => {
    await open();
    await choose(['Charcoal', 'Sandstone', 'Ivory']);
    await userEvent.click(within(basket()).getByRole('button', { name: 'Remove Charcoal' }));
    expect(within(basket()).getByRole('button', { name: 'Remove Sandstone' })).toHaveFocus();
    expect(within(modal()).getByText('Charcoal removed from your samples.')).toBeInTheDocument();

    await userEvent.click(within(basket()).getByRole('button', { name: 'Remove Ivory' }));
    expect(within(basket()).getByRole('button', { name: 'Remove Sandstone' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const heading = within(basket()).getByRole('heading', { name: 'Your samples' });
    expect(heading).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
    expect(within(basket()).getByText(/None chosen yet/)).toBeInTheDocument();
    expect(within(modal()).getByText('0 of 3 samples chosen')).toBeInTheDocument();
  });

  it('moves focus to the Request Samples heading when the last sample goes with no product', async () => {
    samplesStoreFor('GHRES', 'au')
      .getState()
      .add(
        [
          {
            name: 'Storm',
            globalItemId: 'GHRES-1001-06',
            productCode: 'GHRES-1001',
            colourId: '06',
            productName: 'Wool Haven',
            sampleInStock: true,
          },
        ],
        [{ productCode: 'GHRES-1001', name: 'Wool Haven', brands: ['Gh Residential'] }],
      );
    await open({ productCode: undefined });
    await userEvent.click(within(basket()).getByRole('button', { name: 'Remove Storm' }));
    expect(title()).toHaveTextContent('Request Samples');
    expect(title()).toHaveFocus();
  });

  it('Shift+Tab from a focused step heading goes to the modal’s last control, Tab to its next', async () => {
    await toOrderDetails();
    expect(title()).toHaveFocus();
    await userEvent.tab();
    expect(within(modal()).getByRole('button', { name: 'Close' })).toHaveFocus();
    title().focus();
    await userEvent.tab({ shift: true });
    expect(within(modal()).getByRole('button', { name: 'Submit' })).toHaveFocus();
  });
});

describe('<Samples>: the order details and the confirmation', () => {
  it('lists the samples in Order Details with their swatches, colours and product names', async () => {
    await toOrderDetails(['Charcoal', 'Ivory']);
    const list = within(modal()).getByRole('region', { name: 'Your samples' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'CharcoalWool Haven',
      'IvoryWool Haven',
    ]);
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toBe(
      '/media/gh/image/upload/c_fill,h_150,w_150/q_auto/f_auto/v1/patterns/GHRES-1001-02.jpg',
    );
    expect(items[0]?.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows the success text, the order reference, the samples ordered, the address as entered and what happens next', async () => {
    await toOrderDetails(['Charcoal', 'Ivory']);
    await sendOrder();
    expect(
      await within(modal()).findByText('Your samples order has been submitted successfully!'),
    ).toBeVisible();
    expect(within(modal()).getByText('Order reference').nextElementSibling).toHaveTextContent(
      'order-1',
    );

    const ordered = within(modal()).getByRole('region', { name: 'Samples ordered' });
    const items = within(ordered).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'CharcoalWool Haven',
      'IvoryWool Haven',
    ]);
    expect(items[1]?.querySelector('img')?.getAttribute('src')).toContain(
      'patterns/GHRES-1001-04.jpg',
    );

    const address = within(modal()).getByRole('region', { name: 'Delivery address' });
    expect(
      Array.from(address.querySelectorAll('.delivery-address span'), (line) => line.textContent),
    ).toEqual(['12 Queen Street', 'Melbourne VIC 3000', 'Australia']);

    const next = within(modal()).getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent(
      "We'll post your samples to the address above; they usually arrive within 5 to 10 business days.",
    );
    expect(next).toHaveTextContent("we'll email you at ada@example.com");
    // The basket itself is emptied by the order.
    expect(screen.getByRole('button', { name: 'Free Samples' })).toBeInTheDocument();
  });

  it('shows the success text alone when opened at the success step without an order', async () => {
    await open({ step: 'order-success' });
    expect(
      within(modal()).getByText('Your samples order has been submitted successfully!'),
    ).toBeVisible();
    expect(within(modal()).queryByText('Order reference')).toBeNull();
  });
});

describe('<Samples>: with nothing chosen and no product', () => {
  it('explains how samples are ordered and leads to the region’s product list', async () => {
    await open({ productCode: undefined, region: 'nz' });
    expect(title()).toHaveTextContent('Request Samples');
    expect(within(modal()).getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/nz/products/',
    );
    expect(within(modal()).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  it('leads wherever productsHref says, for a sister brand site', async () => {
    await open({ productCode: undefined, productsHref: 'https://sister.example.com/carpets' });
    expect(within(modal()).getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      'https://sister.example.com/carpets',
    );
  });
});

describe('<Samples>: a colour given to the element', () => {
  it('chooses the colour named by the colour prop as the modal opens on the product', async () => {
    await open({ colour: 'sandstone' });
    await waitFor(() =>
      expect(within(modal()).getByRole('button', { name: /^Sandstone/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByRole('button', { name: 'Samples 1' })).toBeInTheDocument();
  });

  it('wins over the colour query parameter', async () => {
    window.history.replaceState(null, '', '/products/wool-haven?colour=charcoal');
    await open({ colour: 'ivory' });
    await waitFor(() =>
      expect(within(modal()).getByRole('button', { name: /^Ivory/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(within(modal()).getByRole('button', { name: /^Charcoal/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('leaves the colour query parameter to apply without it', async () => {
    window.history.replaceState(null, '', '/products/wool-haven?colour=charcoal');
    await open();
    await waitFor(() =>
      expect(within(modal()).getByRole('button', { name: /^Charcoal/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('does not choose a colour that is out of stock', async () => {
    await open({ colour: 'ash-grey', region: 'au' });
    await within(modal()).findByRole('button', { name: /^Charcoal/ });
    expect(within(modal()).getByText('0 of 3 samples chosen')).toBeInTheDocument();
  });
});
