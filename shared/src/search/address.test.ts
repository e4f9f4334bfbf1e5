import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ADDRESS_DEBOUNCE_MS,
  ADDRESS_MIN_CHARS,
  type AddressComponent,
  addressOptions,
  customAddress,
  fetchAddressDetails,
  lookupAddress,
  needsMoreAddressInput,
  parseAddressComponents,
} from '.';

const component = (
  long_name: string,
  short_name: string,
  ...types: string[]
): AddressComponent => ({
  long_name,
  short_name,
  types: [...types, 'political'],
});

const sydney = [
  component('12', '12', 'street_number'),
  component('Crown Street', 'Crown St', 'route'),
  component('Surry Hills', 'Surry Hills', 'locality'),
  component('Council of the City of Sydney', 'Sydney', 'administrative_area_level_2'),
  component('New South Wales', 'NSW', 'administrative_area_level_1'),
  component('Australia', 'AU', 'country'),
  component('2010', '2010', 'postal_code'),
];

const auckland = [
  component('5', '5', 'street_number'),
  component('Ponsonby Road', 'Ponsonby Rd', 'route'),
  component('Ponsonby', 'Ponsonby', 'sublocality_level_1', 'sublocality'),
  component('Auckland', 'Auckland', 'locality'),
  component('Auckland', 'Auckland', 'administrative_area_level_1'),
  component('New Zealand', 'NZ', 'country'),
  component('1011', '1011', 'postal_code'),
];

const denver = [
  component('1600', '1600', 'street_number'),
  component('Pennsylvania Street', 'Pennsylvania St', 'route'),
  component('Capitol Hill', 'Capitol Hill', 'neighborhood'),
  component('Denver', 'Denver', 'locality'),
  component('Denver County', 'Denver County', 'administrative_area_level_2'),
  component('Colorado', 'CO', 'administrative_area_level_1'),
  component('United States', 'US', 'country'),
  component('80203', '80203', 'postal_code'),
];

describe('address components parsing', () => {
  it.each([
    {
      name: 'reads an au address: street number and route, suburb from the locality, state short name',
      components: sydney,
      region: 'au',
      address: {
        type: 'PLACE_ID',
        street: '12 Crown Street',
        suburb: 'Surry Hills',
        city: 'Surry Hills',
        state: 'NSW',
        postcode: '2010',
        country: 'Australia',
      },
    },
    {
      name: 'reads an nz address: suburb from the sublocality, city from the locality',
      components: auckland,
      region: 'nz',
      address: {
        type: 'PLACE_ID',
        street: '5 Ponsonby Road',
        suburb: 'Ponsonby',
        city: 'Auckland',
        state: 'Auckland',
        postcode: '1011',
        country: 'New Zealand',
      },
    },
    {
      name: 'reads an na address: city from the locality, state short name',
      components: denver,
      region: 'na',
      address: {
        type: 'PLACE_ID',
        street: '1600 Pennsylvania Street',
        suburb: 'Capitol Hill',
        city: 'Denver',
        state: 'CO',
        postcode: '80203',
        country: 'United States',
      },
    },
  ] as const)('$name', ({ components, region, address }) => {
    expect(parseAddressComponents(components, region)).toEqual(address);
  });

  it('takes the borough as the city of an na address that has no locality', () => {
    const brooklyn = [
      component('Brooklyn', 'Brooklyn', 'sublocality_level_1', 'sublocality'),
      component('New York', 'NY', 'administrative_area_level_1'),
    ];
    expect(parseAddressComponents(brooklyn, 'na')).toMatchObject({ city: 'Brooklyn', state: 'NY' });
  });

  it('uses the route alone as the street when there is no street number', () => {
    expect(parseAddressComponents(sydney.slice(1), 'au').street).toBe('Crown Street');
  });

  it('leaves missing parts empty and skips malformed components', () => {
    expect(parseAddressComponents([{ long_name: 'x' }, 'junk', null], 'au')).toEqual({
      type: 'PLACE_ID',
      street: '',
      suburb: '',
      city: '',
      state: '',
      postcode: '',
      country: '',
    });
    expect(parseAddressComponents(undefined, 'nz').street).toBe('');
  });
});

describe('address suggestion flow', () => {
  it('asks for 4 characters after a 500 ms debounce', () => {
    expect(ADDRESS_MIN_CHARS).toBe(4);
    expect(ADDRESS_DEBOUNCE_MS).toBe(500);
    expect(needsMoreAddressInput(' 12 ')).toBe(true);
    expect(needsMoreAddressInput('12 C')).toBe(false);
  });

  it("keeps only suggestions in the region's country and ends with 'Submit Custom Address'", () => {
    const suggestions = [
      { description: '12 Crown Street, Surry Hills NSW, Australia', place_id: 'au-1' },
      { description: '12 Crown Street, Wellington, New Zealand', place_id: 'nz-1' },
      { description: 'Australia Street, Camperdown NSW, Australia', place_id: 'au-2' },
      { description: 'no place id' },
    ];
    expect(addressOptions(' 12 Crown ', suggestions, 'au')).toEqual([
      {
        kind: 'suggestion',
        label: '12 Crown Street, Surry Hills NSW, Australia',
        placeId: 'au-1',
      },
      { kind: 'suggestion', label: 'Australia Street, Camperdown NSW, Australia', placeId: 'au-2' },
      { kind: 'custom', label: 'Submit Custom Address', text: '12 Crown' },
    ]);
    expect(addressOptions('12 Crown', suggestions, 'nz').map((option) => option.label)).toEqual([
      '12 Crown Street, Wellington, New Zealand',
      'Submit Custom Address',
    ]);
  });

  it('accepts United States suggestions written with USA in na', () => {
    const suggestions = [
      { description: '1600 Pennsylvania St, Denver, CO, USA', place_id: 'us-1' },
      { description: '1600 Main St, Toronto, ON, Canada', place_id: 'ca-1' },
      { description: '1600 Ocean Ave, Honolulu, United States', place_id: 'us-2' },
    ];
    expect(addressOptions('1600', suggestions, 'na').map((option) => option.label)).toEqual([
      '1600 Pennsylvania St, Denver, CO, USA',
      '1600 Ocean Ave, Honolulu, United States',
      'Submit Custom Address',
    ]);
  });

  it('stores a custom address as its free text', () => {
    expect(customAddress('  Lot 4, Back Road  ')).toEqual({
      type: 'CUSTOM',
      custom: 'Lot 4, Back Road',
    });
  });
});

describe('places client', () => {
  let server: Server;
  let base: string;
  let requests: string[] = [];
  let failNext = false;
  const log = { error: jest.fn() };

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (failNext) {
        response.writeHead(503).end();
        return;
      }
      const body =
        url.searchParams.get('q') === 'details'
          ? { address_components: url.searchParams.get('term') === 'au-1' ? sydney : [] }
          : [
              { description: '12 Crown Street, Surry Hills NSW, Australia', place_id: 'au-1' },
              { description: '12 Crown Street, Wellington, New Zealand', place_id: 'nz-1' },
            ];
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    requests = [];
    failNext = false;
    log.error.mockClear();
  });

  const options = { apiBase: '', website: 'GHRES', region: 'au' as const, log };

  it("shows 'Keep typing...' under 4 characters without asking the server", async () => {
    expect(await lookupAddress('12 ', { ...options, apiBase: base })).toEqual({
      status: 'keepTyping',
      text: 'Keep typing...',
    });
    expect(requests).toEqual([]);
  });

  it('asks GET /places for autocomplete and offers the region suggestions plus custom', async () => {
    const lookup = await lookupAddress('12 Crown', { ...options, apiBase: base });
    expect(requests).toEqual(['/places?q=autocomplete&term=12+Crown&website=GHRES&region=au']);
    expect(lookup).toEqual({
      status: 'options',
      options: [
        {
          kind: 'suggestion',
          label: '12 Crown Street, Surry Hills NSW, Australia',
          placeId: 'au-1',
        },
        { kind: 'custom', label: 'Submit Custom Address', text: '12 Crown' },
      ],
    });
  });

  it('offers only the custom address and logs when suggestions fail', async () => {
    failNext = true;
    const lookup = await lookupAddress('12 Crown', { ...options, apiBase: base });
    expect(lookup).toEqual({
      status: 'options',
      options: [{ kind: 'custom', label: 'Submit Custom Address', text: '12 Crown' }],
    });
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('fetches the details of a picked suggestion and fills the address', async () => {
    const address = await fetchAddressDetails('au-1', { ...options, apiBase: base });
    expect(requests).toEqual(['/places?q=details&term=au-1&website=GHRES&region=au']);
    expect(address).toMatchObject({
      street: '12 Crown Street',
      suburb: 'Surry Hills',
      state: 'NSW',
    });
  });

  it('rejects when the details lookup fails', async () => {
    failNext = true;
    await expect(fetchAddressDetails('au-1', { ...options, apiBase: base })).rejects.toThrow(
      'HTTP 503',
    );
  });
});
