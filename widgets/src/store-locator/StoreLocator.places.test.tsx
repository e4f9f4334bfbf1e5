// How the store locator finds the visitor's place: their browser's location, a typed address,
// a place name from the host page (query), each locator's own search beside another's, and North
// America's cities and postal codes.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rootStore } from './location';
import {
  LOCATION_DENIED_TEXT,
  LOCATION_UNAVAILABLE_TEXT,
  PLACE_NOT_FOUND_TEXT,
  StoreLocator,
} from './StoreLocator';
import {
  AU_PROMPT,
  geolocationAnswering,
  NA_PROMPT,
  PARRAMATTA,
  setUpLocatorTests,
  storeNames,
} from './test-locator';
import { API_BASE, fakeServices, lookupFor, store } from './test-services';

setUpLocatorTests();

/** The places suggested under the address box, once they show, as the visitor reads them. */
async function suggestedPlaces() {
  const suggestions = await screen.findByRole('listbox', { name: 'Places' }, { timeout: 2000 });
  return within(suggestions)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('<StoreLocator> (SPEC.md sections 2.9, 4, 8 and 9)', () => {
  it('asks for the browser’s location only on ‘Use my location’ and searches around it', async () => {
    const services = fakeServices();
    const getCurrentPosition = geolocationAnswering((success) =>
      success({ coords: { latitude: -33.8, longitude: 151.0 } } as GeolocationPosition),
    );
    render(<StoreLocator apiBase={API_BASE} />);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('2 stores within 20 km of Parramatta.')).toBeVisible();
    const lookup = services.storeLookups()[0];
    expect(lookup?.searchParams.get('lat')).toBe('-33.8');
    expect(lookup?.searchParams.has('name')).toBe(false);
  });

  it.each([
    {
      name: 'says clearly when access to the location is denied',
      error: { code: 1, message: 'User denied Geolocation' },
      alert: LOCATION_DENIED_TEXT,
    },
    {
      name: 'says when the location cannot be found',
      error: { code: 3, message: 'Timeout expired' },
      alert: LOCATION_UNAVAILABLE_TEXT,
    },
  ])('$name', async ({ error, alert }) => {
    fakeServices();
    geolocationAnswering((_success, failure) => failure(error as GeolocationPositionError));
    render(<StoreLocator apiBase={API_BASE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(alert);
  });

  it('suggests places for a typed address after ‘Keep typing...’ and searches around the one picked', async () => {
    const services = fakeServices();
    render(<StoreLocator apiBase={API_BASE} />);
    const address = screen.getByRole('combobox', { name: 'Address, suburb or postcode' });
    await userEvent.type(address, 'Par');
    expect(await screen.findByText('Keep typing...')).toBeVisible();
    await userEvent.type(address, 'ramatta');
    expect(await suggestedPlaces()).toEqual([
      'Parramatta NSW 2150, Australia',
      'Parramatta Park NSW 2150, Australia',
    ]);
    const autocomplete = services.requests.filter(
      (url) => url.searchParams.get('q') === 'autocomplete',
    );
    expect(autocomplete).toHaveLength(1);
    expect(autocomplete[0]?.searchParams.get('term')).toBe('Parramatta');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(address).toHaveValue('Parramatta NSW 2150, Australia');
    expect(await screen.findByText('2 stores within 20 km of Parramatta.')).toBeVisible();
    expect(Object.fromEntries(services.storeLookups()[0]?.searchParams ?? [])).toMatchObject({
      lat: '-33.815',
      lng: '151.001',
      name: 'Parramatta',
    });
    // The search is the locator's own: the page's shared location is left as it was.
    expect(rootStore().getState().location).toBeNull();
  });

  it('says when a picked place cannot be put on the map', async () => {
    fakeServices();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(<StoreLocator apiBase={API_BASE} />);
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Address, suburb or postcode' }),
      'Parramatta',
    );
    const park = await screen.findByRole('option', { name: /Parramatta Park/ }, { timeout: 2000 });
    await userEvent.click(park);
    expect(await screen.findByRole('alert')).toHaveTextContent(PLACE_NOT_FOUND_TEXT);
    warn.mockRestore();
  });
});

describe('<StoreLocator> started from a place name (query)', () => {
  it('searches around the region’s first place of that name, shown in the address box', async () => {
    const services = fakeServices();
    render(<StoreLocator apiBase={API_BASE} query="Parramatta" />);
    expect(await screen.findByText('2 stores within 20 km of Parramatta.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Address, suburb or postcode' })).toHaveValue(
      'Parramatta NSW 2150, Australia',
    );
    const autocomplete = services.requests.find(
      (url) => url.searchParams.get('q') === 'autocomplete',
    );
    expect(autocomplete?.searchParams.get('term')).toBe('Parramatta');
    expect(Object.fromEntries(services.storeLookups()[0]?.searchParams ?? [])).toMatchObject({
      lat: '-33.815',
      lng: '151.001',
      name: 'Parramatta',
    });
    // The suggestions stay closed: the visitor typed nothing.
    expect(screen.queryByRole('option', { name: /Parramatta Park/ })).toBeNull();
  });

  it('searches for a name shorter than the visitor’s four-character minimum', async () => {
    const services = fakeServices();
    render(<StoreLocator apiBase={API_BASE} query="Par" />);
    expect(await screen.findByText('2 stores within 20 km of Parramatta.')).toBeVisible();
    expect(services.requests.some((url) => url.searchParams.get('term') === 'Par')).toBe(true);
  });

  it('says so when the region has no place of that name, and lets the visitor search', async () => {
    const services = fakeServices((url) =>
      url.searchParams.get('q') === 'autocomplete' ? { status: 200, body: [] } : undefined,
    );
    render(<StoreLocator apiBase={API_BASE} query="Atlantis" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(PLACE_NOT_FOUND_TEXT);
    expect(services.storeLookups()).toHaveLength(0);
    expect(screen.getByText(AU_PROMPT)).toBeVisible();
  });

  it('searches again when the query changes, and lat and lng win over it', async () => {
    const services = fakeServices();
    const { rerender } = render(<StoreLocator apiBase={API_BASE} query="Parramatta" />);
    await screen.findByText('2 stores within 20 km of Parramatta.');
    rerender(<StoreLocator apiBase={API_BASE} query="Parra" />);
    await waitFor(() =>
      expect(services.requests.some((url) => url.searchParams.get('term') === 'Parra')).toBe(true),
    );
    rerender(<StoreLocator apiBase={API_BASE} query="Parra" lat={-33.87} lng={151.21} />);
    await waitFor(() =>
      expect(services.storeLookups().at(-1)?.searchParams.get('lat')).toBe('-33.87'),
    );
    expect(
      services.requests.filter((url) => url.searchParams.get('term') === 'Parra'),
    ).toHaveLength(1);
  });
});

describe('Two store locators on one page (DESIGN.md section 5)', () => {
  const SYDNEY = { lat: -33.8688, lng: 151.2093 };
  const locators = () => screen.getAllByRole('region', { name: 'Store locator' });
  const statusOf = (index: number) => within(locators()[index] as HTMLElement).getByRole('status');
  /** Types 'Parramatta' into one locator's address box and picks its suburb. */
  async function searchParramattaIn(index: number) {
    const locator = within(locators()[index] as HTMLElement);
    await userEvent.type(
      locator.getByRole('combobox', { name: 'Address, suburb or postcode' }),
      'Parramatta',
    );
    await userEvent.click(
      await locator.findByRole('option', { name: /^Parramatta NSW/ }, { timeout: 2000 }),
    );
  }
  const radiusOf = (index: number) =>
    within(locators()[index] as HTMLElement).getByRole('combobox', { name: 'Radius' });

  it('keep their own place, radius and results by default', async () => {
    fakeServices();
    render(
      <>
        <StoreLocator apiBase={API_BASE} radius={20} lat={PARRAMATTA.lat} lng={PARRAMATTA.lng} />
        <StoreLocator apiBase={API_BASE} radius={10} />
      </>,
    );
    await waitFor(() =>
      expect(statusOf(0)).toHaveTextContent('2 stores within 20 km of Parramatta.'),
    );
    expect(radiusOf(0)).toHaveValue('20');
    expect(radiusOf(1)).toHaveValue('10');
    expect(statusOf(1)).toHaveTextContent(/^$/);

    await searchParramattaIn(1);
    await waitFor(() =>
      expect(statusOf(1)).toHaveTextContent('2 stores within 10 km of Parramatta.'),
    );
    await userEvent.selectOptions(radiusOf(1), '30');
    await waitFor(() =>
      expect(statusOf(1)).toHaveTextContent('3 stores within 30 km of Parramatta.'),
    );

    expect(statusOf(0)).toHaveTextContent('2 stores within 20 km of Parramatta.');
    expect(radiusOf(0)).toHaveValue('20');
    expect(rootStore().getState().location).toBeNull();
  });

  it('share the visitor’s location when both opt in with shared-location', async () => {
    fakeServices();
    render(
      <>
        <StoreLocator apiBase={API_BASE} radius={20} sharedLocation />
        <StoreLocator apiBase={API_BASE} radius={20} sharedLocation />
        <StoreLocator apiBase={API_BASE} radius={5} lat={SYDNEY.lat} lng={SYDNEY.lng} />
      </>,
    );
    await searchParramattaIn(0);
    await waitFor(() =>
      expect(statusOf(1)).toHaveTextContent('2 stores within 20 km of Parramatta.'),
    );
    await userEvent.selectOptions(radiusOf(1), '30');
    await waitFor(() =>
      expect(statusOf(0)).toHaveTextContent('3 stores within 30 km of Parramatta.'),
    );
    expect(rootStore().getState().location).toMatchObject({ name: 'Parramatta', radius: 30 });
    // The third locator did not opt in: its own place and radius.
    expect(statusOf(2)).toHaveTextContent('2 stores within 5 km of Parramatta.');
    expect(radiusOf(2)).toHaveValue('5');
  });
});

describe('<StoreLocator> in North America (na: the United States and Canada)', () => {
  const TORONTO = { lat: 43.65, lng: -79.38 };
  const torontoStore = store(11, 'GH Flooring Toronto', 1.24, {
    addressLine1: '120 King St',
    addressLine2: 'Toronto, ON M5V 2T6',
    locality: 'Toronto',
    state: 'ON',
    postcode: 'M5V 2T6',
    country: 'CA',
    phone: '(416) 861-8174',
    lat: 43.66,
    lng: -79.39,
  });

  /** GET /places and the stores API as the reference backend answers for 'Toronto' in na. */
  const northAmerica = (url: URL) => {
    if (url.pathname === '/places' && url.searchParams.get('q') === 'autocomplete') {
      return {
        status: 200,
        body: [
          { description: 'Toronto, ON M5V, Canada', place_id: 'ghp_toronto' },
          { description: 'Toronto, OH 43964, United States', place_id: 'ghp_toronto_oh' },
          // Not a North American place: left out.
          { description: 'Toronto NSW 2283, Australia', place_id: 'ghp_toronto_nsw' },
        ],
      };
    }
    if (url.pathname === '/places' && url.searchParams.get('term') === 'ghp_toronto') {
      return {
        status: 200,
        body: {
          address_components: [
            { long_name: 'Toronto', short_name: 'Toronto', types: ['locality', 'political'] },
            { long_name: 'Canada', short_name: 'CA', types: ['country', 'political'] },
          ],
          geometry: { location: TORONTO },
        },
      };
    }
    if (url.pathname === '/api/locator/stores') {
      return { status: 200, body: { ...lookupFor(url, [torontoStore]), unit: 'mi' as const } };
    }
    return undefined;
  };

  it('asks for a city, ZIP or postal code, never a suburb or postcode', () => {
    fakeServices();
    const { container } = render(<StoreLocator apiBase={API_BASE} region="na" />);
    expect(
      screen.getByRole('combobox', { name: 'Address, city, ZIP or postal code' }),
    ).toBeVisible();
    expect(screen.getByText(NA_PROMPT)).toBeVisible();
    expect(container.textContent).not.toMatch(/suburb|postcode/i);
  });

  it('offers Canadian places as well as US ones, and finds the stores around the one picked, in miles', async () => {
    const services = fakeServices(northAmerica);
    render(<StoreLocator apiBase={API_BASE} region="na" />);
    const address = screen.getByRole('combobox', { name: 'Address, city, ZIP or postal code' });
    await userEvent.type(address, 'Toronto');
    expect(await suggestedPlaces()).toEqual([
      'Toronto, ON M5V, Canada',
      'Toronto, OH 43964, United States',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(address).toHaveValue('Toronto, ON M5V, Canada');
    expect(await screen.findByText('1 store within 20 mi of Toronto.')).toBeVisible();
    expect(Object.fromEntries(services.storeLookups()[0]?.searchParams ?? [])).toMatchObject({
      region: 'na',
      lat: '43.65',
      lng: '-79.38',
      name: 'Toronto',
    });
    expect(storeNames()).toEqual(['GH Flooring Toronto']);
    const item = within(screen.getAllByRole('listitem')[0] as HTMLElement);
    expect(item.getByText('1.2 mi away')).toBeVisible();
    expect(item.getByText('Toronto, ON M5V 2T6')).toBeVisible();
    expect(screen.queryByText(NA_PROMPT)).toBeNull();
  });
});
