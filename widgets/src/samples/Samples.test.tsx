import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { samplesStoreFor } from './basket';
import { Samples } from './Samples';
import { type FakeServices, fakeServices } from './testing/fake-services';

let services: FakeServices;
beforeAll(() => {
  globalThis.fetch = (input, init) => services.fetch(input, init);
});
beforeEach(() => {
  services = fakeServices();
});
afterEach(() => {
  act(() => {
    for (const region of ['au', 'nz', 'na'] as const)
      samplesStoreFor('GHRES', region).getState().clear();
    samplesStoreFor('GHC', 'au').getState().clear();
  });
  window.history.replaceState(null, '', '/');
});

const dialog = () => screen.getByRole('dialog');

async function openOn(props: Parameters<typeof Samples>[0] = {}) {
  render(<Samples productCode="GHRES-1001" apiBase="" {...props} />);
  await userEvent.click(screen.getByRole('button', { name: /samples/i }));
  // The modal's code is a chunk of its own, fetched on the first opening.
  return screen.findByRole('dialog');
}

const colour = (name: string) =>
  within(dialog()).getByRole('button', { name: new RegExp(`^${name}`) });

describe('<Samples>: the Free Samples button and the colour chooser (SPEC.md sections 2.10, 4, 8, 9)', () => {
  it('reads Free Samples, then Samples with the count once any are selected', async () => {
    await openOn();
    expect(screen.getByRole('button', { name: 'Free Samples' })).toBeInTheDocument();
    await userEvent.click(await within(dialog()).findByRole('button', { name: /^Charcoal/ }));
    await userEvent.click(colour('Ivory'));
    expect(screen.getByRole('button', { name: 'Samples 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Free Samples' })).toBeNull();
  });

  it('opens at Select Colours with each colour of the product and its 150 px swatch', async () => {
    const modal = await openOn();
    expect(within(modal).getByRole('heading', { level: 2 })).toHaveTextContent('Select Colours');
    await within(modal).findByRole('button', { name: /^Charcoal/ });
    const names = within(modal)
      .getAllByRole('button', { pressed: false })
      .map((button) => button.textContent);
    expect(names).toEqual(
      expect.arrayContaining(['Ash GreyOut of stock', 'Charcoal', 'Sandstone', 'Ivory']),
    );
    const swatch = colour('Charcoal').querySelector('img');
    expect(swatch?.getAttribute('src')).toBe(
      '/media/gh/image/upload/c_fill,h_150,w_150/q_auto/f_auto/v1/patterns/GHRES-1001-02.jpg',
    );
  });

  it('disables a colour that is out of stock in au with Out of stock', async () => {
    await openOn({ region: 'au' });
    await within(dialog()).findByRole('button', { name: /^Charcoal/ });
    expect(colour('Ash Grey')).toBeDisabled();
    expect(colour('Ash Grey')).toHaveTextContent('Out of stock');
    expect(colour('Dune')).toBeEnabled();
  });

  it('reads nz stock from sampleInStockNz', async () => {
    await openOn({ region: 'nz' });
    await within(dialog()).findByRole('button', { name: /^Charcoal/ });
    expect(colour('Ash Grey')).toBeEnabled();
    expect(colour('Dune')).toBeDisabled();
    expect(colour('Dune')).toHaveTextContent('Out of stock');
  });

  it('says Samples not avaliable for this product when the product has no samples', async () => {
    const modal = await openOn({ productCode: 'GHRES-2001' });
    expect(await within(modal).findByText('Samples not avaliable for this product')).toBeVisible();
    expect(within(modal).queryByRole('button', { name: /^Natural/ })).toBeNull();
  });

  it('flags the product sampleAvailable on the hard-flooring site GHC', async () => {
    const modal = await openOn({ productCode: 'GHRES-2001', website: 'GHC' });
    expect(await within(modal).findByRole('button', { name: /^Natural/ })).toBeEnabled();
    expect(within(modal).queryByText('Samples not avaliable for this product')).toBeNull();
  });

  it('keeps to 3 samples in au and says why the other colours are disabled', async () => {
    const modal = await openOn({ region: 'au' });
    await userEvent.click(await within(modal).findByRole('button', { name: /^Charcoal/ }));
    await userEvent.click(colour('Sandstone'));
    expect(within(modal).queryByText(/You can order up to/)).toBeNull();
    await userEvent.click(colour('Ivory'));
    expect(within(modal).getByText(/You can order up to 3 free samples/)).toBeVisible();
    expect(colour('Storm')).toBeDisabled();
    expect(colour('Ivory')).toBeEnabled();
    expect(within(modal).getByText('3 of 3 samples chosen')).toBeVisible();
  });

  it('allows 5 samples in nz', async () => {
    const modal = await openOn({ region: 'nz' });
    for (const name of ['Ash Grey', 'Charcoal', 'Sandstone', 'Ivory']) {
      await userEvent.click(
        await within(modal).findByRole('button', { name: new RegExp(`^${name}`) }),
      );
    }
    expect(colour('Storm')).toBeEnabled();
    await userEvent.click(colour('Storm'));
    expect(within(modal).getByText('5 of 5 samples chosen')).toBeVisible();
    expect(within(modal).getByText(/You can order up to 5 free samples/)).toBeVisible();
  });

  it('removes a colour when it is pressed again or removed from Your samples', async () => {
    const modal = await openOn();
    await userEvent.click(await within(modal).findByRole('button', { name: /^Charcoal/ }));
    await userEvent.click(colour('Ivory'));
    expect(colour('Charcoal')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(colour('Charcoal'));
    expect(colour('Charcoal')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(modal).getByRole('button', { name: 'Remove Ivory' }));
    expect(within(modal).getByText('0 of 3 samples chosen')).toBeVisible();
  });

  it('states the au sample sizes and delivery time, and none in nz', async () => {
    const modal = await openOn({ region: 'au' });
    expect(
      within(modal).getByText(
        'Samples are 10cm x 12cm for carpet and 10cm x 15cm for hard flooring.',
      ),
    ).toBeVisible();
    expect(within(modal).getByText('Delivery takes 5 to 10 business days.')).toBeVisible();
  });

  it('states no sample sizes in nz', async () => {
    const modal = await openOn({ region: 'nz' });
    await within(modal).findByRole('button', { name: /^Charcoal/ });
    expect(within(modal).queryByText(/10cm/)).toBeNull();
  });

  it('keeps Order Samples disabled until a colour is chosen', async () => {
    const modal = await openOn();
    expect(within(modal).getByRole('button', { name: 'Order Samples' })).toBeDisabled();
    await userEvent.click(await within(modal).findByRole('button', { name: /^Charcoal/ }));
    expect(within(modal).getByRole('button', { name: 'Order Samples' })).toBeEnabled();
  });

  it('adds the colour named by the colour query parameter when the modal opens', async () => {
    window.history.replaceState(null, '', '/products/wool-haven?colour=sandstone');
    render(<Samples productCode="GHRES-1001" apiBase="" />);
    expect(screen.getByRole('button', { name: 'Free Samples' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Free Samples' }));
    await waitFor(() => expect(colour('Sandstone')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Samples 1' })).toBeInTheDocument();
  });

  it('does not add an out-of-stock colour from the colour query parameter', async () => {
    window.history.replaceState(null, '', '/products/wool-haven?colour=ash-grey');
    const modal = await openOn({ region: 'au' });
    await within(modal).findByRole('button', { name: /^Charcoal/ });
    expect(within(modal).getByText('0 of 3 samples chosen')).toBeVisible();
  });
});

describe('<Samples>: the modal (SPEC.md sections 2.10 and 4)', () => {
  it('shows the Request Samples intro when nothing is chosen and no product is selected', async () => {
    const modal = await openOn({ productCode: undefined });
    expect(within(modal).getByRole('heading', { level: 2 })).toHaveTextContent('Request Samples');
    expect(modal).toHaveAttribute('data-view', 'request-samples');
    expect(within(modal).queryByRole('list', { name: 'Progress' })).toBeNull();
  });

  it('shows the chosen samples without a product, with Order Samples', async () => {
    const first = render(<Samples productCode="GHRES-1001" apiBase="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Free Samples' }));
    await userEvent.click(await within(dialog()).findByRole('button', { name: /^Storm/ }));
    first.unmount();
    const modal = await openOn({ productCode: undefined });
    expect(within(modal).getByRole('heading', { level: 2 })).toHaveTextContent('Select Colours');
    expect(within(modal).getByRole('region', { name: 'Your samples' })).toHaveTextContent('Storm');
    expect(within(modal).getByRole('button', { name: 'Order Samples' })).toBeEnabled();
  });

  it('opens at the step given', async () => {
    const modal = await openOn();
    await userEvent.click(await within(modal).findByRole('button', { name: /^Charcoal/ }));
    await userEvent.keyboard('{Escape}');
    const second = render(<Samples productCode="GHRES-1001" apiBase="" step="order-samples" />);
    await userEvent.click(within(second.container).getByRole('button', { name: 'Samples 1' }));
    const opened = within(second.container).getByRole('dialog');
    expect(within(opened).getByRole('heading', { level: 2 })).toHaveTextContent('Order Details');
  });

  it('marks the current step and lets completed earlier steps be clicked', async () => {
    const modal = await openOn();
    const progress = within(modal).getByRole('list', { name: 'Progress' });
    expect(within(progress).queryByRole('button')).toBeNull();
    expect(within(progress).getByText('Select Colours')).toHaveAttribute('aria-current', 'step');
    await userEvent.click(await within(modal).findByRole('button', { name: /^Charcoal/ }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Order Samples' }));
    expect(within(progress).getByText('Order Details')).toHaveAttribute('aria-current', 'step');
    expect(within(progress).queryByRole('button', { name: 'Success' })).toBeNull();
    await userEvent.click(within(progress).getByRole('button', { name: 'Select Colours' }));
    expect(within(modal).getByRole('heading', { level: 2 })).toHaveTextContent('Select Colours');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const modal = await openOn();
    expect(modal).toHaveAttribute('open');
    expect(modal).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(modal).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Free Samples' })).toHaveFocus();
  });

  it('shares one basket between two buttons on a page, each with its own modal', async () => {
    render(
      <>
        <Samples productCode="GHRES-1001" apiBase="" />
        <Samples productCode="GHRES-1001" apiBase="" />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Free Samples' });
    await userEvent.click(first as HTMLElement);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(await within(dialog()).findByRole('button', { name: /^Charcoal/ }));
    expect(screen.getAllByRole('button', { name: 'Samples 1' })).toHaveLength(2);
    expect(second).toHaveAccessibleName('Samples 1');
  });

  it('empties the basket when its region changes', async () => {
    const { rerender } = render(<Samples productCode="GHRES-1001" apiBase="" region="au" />);
    await userEvent.click(screen.getByRole('button', { name: 'Free Samples' }));
    await userEvent.click(await within(dialog()).findByRole('button', { name: /^Charcoal/ }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Samples 1' })).toBeInTheDocument();
    rerender(<Samples productCode="GHRES-1001" apiBase="" region="nz" />);
    expect(await screen.findByRole('button', { name: 'Free Samples' })).toBeInTheDocument();
  });
});
