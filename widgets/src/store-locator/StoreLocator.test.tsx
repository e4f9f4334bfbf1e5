// The store locator's results (SPEC.md sections 2.9, 4, 8 and 9): the stores around a place, the
// radius and filters, the list and map in step, a failed lookup, the shared location.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rootStore, setStoreLocation } from './location';
import { StoreLocator } from './StoreLocator';
import {
  AU_PROMPT,
  geolocationAnswering,
  PARRAMATTA,
  radius,
  renderAroundParramatta,
  setUpLocatorTests,
  status,
  storeNames,
} from './test-locator';
import { API_BASE, fakeServices } from './test-services';

setUpLocatorTests();

describe('<StoreLocator> (SPEC.md sections 2.9, 4, 8 and 9)', () => {
  it('waits for the visitor: no lookup and no location prompt on load, the region’s map shown', async () => {
    const services = fakeServices();
    const getCurrentPosition = geolocationAnswering(() => {});
    const { container } = render(<StoreLocator apiBase={API_BASE} />);
    expect(status()).toHaveTextContent(/^$/);
    expect(screen.getByRole('img', { name: 'Map of the region' })).toBeVisible();
    await waitFor(() => expect(container.querySelector('path.land')).not.toBeNull());
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(services.storeLookups()).toHaveLength(0);
  });

  it('lists the stores around lat and lng nearest first, with distance, address, phone, website and directions', async () => {
    fakeServices();
    renderAroundParramatta();
    expect(await screen.findByText('2 stores within 20 km of Parramatta.')).toBeVisible();
    expect(storeNames()).toEqual(['GH Flooring Parramatta', 'GH Flooring Westmead']);
    const first = screen.getAllByRole('listitem').find((item) => item.dataset.storeId === '1');
    const item = within(first as HTMLElement);
    expect(item.getByText('0.8 km away')).toBeVisible();
    expect(item.getByText('1 Church St')).toBeVisible();
    expect(item.getByRole('link', { name: '(02) 9633 0000' })).toHaveAttribute(
      'href',
      'tel:0296330000',
    );
    expect(item.getByRole('link', { name: 'Website of GH Flooring Parramatta' })).toHaveAttribute(
      'href',
      'https://store-1.example/',
    );
    expect(
      item.getByRole('link', { name: 'Directions to GH Flooring Parramatta' }).getAttribute('href'),
    ).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
  });

  it('shows the list for another radius without looking the stores up again', async () => {
    const services = fakeServices();
    renderAroundParramatta();
    await screen.findByText('2 stores within 20 km of Parramatta.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Radius' }), '5');
    expect(status()).toHaveTextContent('2 stores within 5 km of Parramatta.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Radius' }), '30');
    expect(storeNames()).toHaveLength(3);
    expect(services.storeLookups()).toHaveLength(1);
    expect(radius()).toHaveValue('30');
  });

  it('offers the radius options 5 to 75 in miles in na', () => {
    fakeServices();
    render(<StoreLocator apiBase={API_BASE} region="na" />);
    const options = within(screen.getByRole('combobox', { name: 'Radius' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '5 mi',
      '10 mi',
      '20 mi',
      '30 mi',
      '40 mi',
      '50 mi',
      '75 mi',
    ]);
  });

  it('looks the stores up again for the brand and category chosen', async () => {
    const services = fakeServices();
    renderAroundParramatta({ radius: 75 });
    await screen.findByText('3 stores within 75 km of Parramatta.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Floortex');
    expect(await screen.findByText('1 store within 75 km of Parramatta.')).toBeVisible();
    expect(services.storeLookups().at(-1)?.searchParams.get('brand')).toBe('FTX');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'All brands');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Carpet');
    expect(await screen.findByText('2 stores within 75 km of Parramatta.')).toBeVisible();
    const last = services.storeLookups().at(-1);
    expect(last?.searchParams.get('category')).toBe('CPT');
    expect(last?.searchParams.has('brand')).toBe(false);
  });

  it('starts with the brand and category the host page gives', async () => {
    const services = fakeServices();
    renderAroundParramatta({ brand: 'ftx', category: 'HF' });
    await screen.findByText(/within 20 km/);
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('FTX');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('HF');
    expect(Object.fromEntries(services.storeLookups()[0]?.searchParams ?? [])).toMatchObject({
      brand: 'FTX',
      category: 'HF',
      region: 'au',
      website: 'GHRES',
      q: 'radius',
    });
  });

  it('only warns in the console when the store lookup fails, showing the visitor no message', async () => {
    fakeServices((url) =>
      url.pathname === '/api/locator/stores'
        ? { status: 500, body: { status: 500, body: 'Store lookup failed' } }
        : undefined,
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderAroundParramatta();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[gh-widgets] store lookup failed', {
        status: 500,
        body: 'Store lookup failed',
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(status()).toHaveTextContent(/^$/);
    warn.mockRestore();
  });

  it('keeps list and map in step: a store picked in the list is marked on the map, and the other way round', async () => {
    fakeServices();
    const onStoreSelect = jest.fn();
    const { container } = renderAroundParramatta({ onStoreSelect });
    await screen.findByText(/2 stores/);
    const markers = () => [...container.querySelectorAll('g.marker')];
    expect(markers().map((marker) => marker.querySelector('title')?.textContent)).toEqual([
      'GH Flooring Parramatta',
      'GH Flooring Westmead',
    ]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Show on map: GH Flooring Westmead' }),
    );
    expect(container.querySelector('g.marker.selected title')).toHaveTextContent(
      'GH Flooring Westmead',
    );
    expect(onStoreSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    const parramatta = markers().find((m) => m.textContent?.includes('GH Flooring Parramatta'));
    await userEvent.click(parramatta as Element);
    expect(container.querySelector('[aria-current="true"] h3')).toHaveTextContent(
      'GH Flooring Parramatta',
    );
    expect(
      screen.getByRole('button', { name: 'Show on map: GH Flooring Parramatta' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('without detail tiles, leaves the coarse coastlines off close up, and draws them again when zoomed out', async () => {
    // The detail tiles cannot be had (with them, the map draws their coast in the outlines' place).
    fakeServices((url) =>
      url.pathname.startsWith('/map/tiles/') ? { status: 503, body: {} } : undefined,
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderAroundParramatta({ radius: 50 });
    await screen.findByText(/within 50 km/);
    expect(container.querySelector('.radius text')).toHaveTextContent('50 km');
    expect(container.querySelector('path.land')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(container.querySelector('path.land')).not.toBeNull());
    warn.mockRestore();
  });

  it('takes keyboard users past the map to the list with the ‘Skip map’ link', async () => {
    fakeServices();
    render(<StoreLocator apiBase={API_BASE} />);
    await userEvent.click(screen.getByRole('link', { name: 'Skip map' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Stores' })).toHaveFocus();
  });

  it('clears the stored location when its region changes', async () => {
    fakeServices();
    const { rerender } = renderAroundParramatta({ sharedLocation: true });
    await screen.findByText(/2 stores/);
    rerender(
      <StoreLocator
        apiBase={API_BASE}
        lat={PARRAMATTA.lat}
        lng={PARRAMATTA.lng}
        region="nz"
        sharedLocation
      />,
    );
    await waitFor(() => expect(rootStore().getState().location).toBeNull());
    expect(screen.getByText(AU_PROMPT)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Stores' })).toBeNull();
  });

  it('with shared-location, searches from the location another widget stored', async () => {
    fakeServices();
    render(<StoreLocator apiBase={API_BASE} sharedLocation />);
    act(() => setStoreLocation({ center: PARRAMATTA, name: 'Parramatta', radius: 5 }));
    expect(await screen.findByText('2 stores within 5 km of Parramatta.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Radius' })).toHaveValue('5');
  });

  it('says in the Stores column what to search for before any search, and lists stores after', async () => {
    fakeServices();
    render(<StoreLocator apiBase={API_BASE} sharedLocation />);
    const column = screen.getByRole('heading', { level: 2, name: 'Stores' }).parentElement;
    expect(within(column as HTMLElement).getByText(AU_PROMPT)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Stores' })).toBeNull();
    act(() => setStoreLocation({ center: PARRAMATTA, name: 'Parramatta', radius: 20 }));
    await screen.findByText('2 stores within 20 km of Parramatta.');
    expect(screen.queryByText(AU_PROMPT)).toBeNull();
    expect(storeNames()).toHaveLength(2);
  });
});
