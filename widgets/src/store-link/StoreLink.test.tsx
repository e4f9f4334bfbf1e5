import { act, render, screen, waitFor } from '@testing-library/react';
import { setStoreLocation } from '../store-locator/location';
import { API_BASE, fakeServices, lookupFor } from '../store-locator/test-services';
import { LOOKING_TEXT, StoreLink } from './StoreLink';

const SYDNEY = { center: { lat: -33.815, lng: 151.001 }, name: 'Parramatta', radius: 5 };

/** A viewport this wide, as window.matchMedia answers it. */
function viewportWidth(width: number) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1]),
      media: query,
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
    }),
  });
}

beforeEach(() => {
  setStoreLocation(null);
  viewportWidth(1280);
});

describe('<StoreLink> (SPEC.md sections 2.9 and 4, DESIGN.md section 7)', () => {
  it('is a plain ‘Find your nearest stores’ link with no location, and makes no lookup', () => {
    const services = fakeServices();
    render(<StoreLink apiBase={API_BASE} href="/au/find-stores" />);
    expect(screen.getByRole('link', { name: 'Find your nearest stores' })).toHaveAttribute(
      'href',
      '/au/find-stores',
    );
    expect(services.requests).toHaveLength(0);
  });

  it('reads ‘Find stores’ below 768 px', () => {
    fakeServices();
    viewportWidth(767);
    render(<StoreLink apiBase={API_BASE} />);
    expect(screen.getByRole('link', { name: 'Find stores' })).toBeVisible();
  });

  it('links to the region’s find-stores page when no href is given', () => {
    fakeServices();
    render(<StoreLink apiBase={API_BASE} region="nz" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/nz/find-stores');
  });

  it('shows a loader while the nearby-store lookup runs, then the count with the centre name', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const services = fakeServices((url) =>
      url.pathname === '/api/locator/stores'
        ? (new Promise((resolve) => {
            answer = resolve;
          }) as never)
        : undefined,
    );
    setStoreLocation(SYDNEY);
    const { container } = render(<StoreLink apiBase={API_BASE} />);
    const link = await screen.findByRole('link', { name: LOOKING_TEXT });
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.loader')).not.toBeNull();
    const lookup = services.storeLookups()[0] as URL;
    expect(Object.fromEntries(lookup.searchParams)).toMatchObject({
      region: 'au',
      website: 'GHRES',
      q: 'radius',
      lat: '-33.815',
      lng: '151.001',
      name: 'Parramatta',
    });
    act(() => answer({ status: 200, body: lookupFor(lookup) }));
    expect(await screen.findByRole('link', { name: '2 Parramatta nearby stores' })).toBeVisible();
    expect(container.querySelector('.loader')).toBeNull();
  });

  it('shows ‘{count} stores nearby’ below 768 px', async () => {
    fakeServices();
    viewportWidth(500);
    setStoreLocation(SYDNEY);
    render(<StoreLink apiBase={API_BASE} />);
    expect(await screen.findByRole('link', { name: '2 stores nearby' })).toBeVisible();
  });

  it('counts the stores of the radius the locator chose, without another lookup', async () => {
    const services = fakeServices();
    setStoreLocation(SYDNEY);
    render(<StoreLink apiBase={API_BASE} />);
    await screen.findByRole('link', { name: '2 Parramatta nearby stores' });
    act(() => setStoreLocation({ ...SYDNEY, radius: 30 }));
    expect(await screen.findByRole('link', { name: '3 Parramatta nearby stores' })).toBeVisible();
    expect(services.storeLookups()).toHaveLength(1);
  });

  it('only warns in the console when the lookup fails, and reads as a plain link again', async () => {
    fakeServices((url) =>
      url.pathname === '/api/locator/stores' ? { status: 503, body: { error: 'down' } } : undefined,
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    setStoreLocation(SYDNEY);
    render(<StoreLink apiBase={API_BASE} />);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[gh-widgets] nearby-store lookup failed', {
        error: 'down',
      }),
    );
    expect(screen.getByRole('link', { name: 'Find your nearest stores' })).toBeVisible();
    warn.mockRestore();
  });
});
