import { importLibrary, initialize } from '@googlemaps/jest-mocks';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './element';
import { setStoreLocation } from './location';
import { StoreLocator } from './StoreLocator';
import { API_BASE, fakeServices } from './test-services';

const PARRAMATTA = { lat: -33.815, lng: 151.001 };

let maps: google.maps.Map[] = [];

function latestMap(): google.maps.Map {
  const map = maps.at(-1);
  if (!map) throw new Error('no google.maps.Map was made');
  return map;
}

const liveMarkers = () =>
  [...markerOptions.keys()].filter(
    (marker) => !(marker.setMap as jest.Mock).mock.calls.some(([map]) => map === null),
  );

let mapOptions: jest.Mock;
let markerOptions: Map<google.maps.Marker, google.maps.MarkerOptions | undefined>;

beforeEach(() => {
  initialize();
  mapOptions = jest.fn();
  maps = [];
  markerOptions = new Map();
  google.maps.Marker = class extends google.maps.Marker {
    constructor(options?: google.maps.MarkerOptions) {
      super(options);
      markerOptions.set(this, options);
    }
  };
  // The mock Map drops its options; keep them to check the centre and zoom it was made with.
  google.maps.Map = class extends google.maps.Map {
    constructor(element: HTMLElement, options?: google.maps.MapOptions) {
      super(element, options);
      mapOptions(element, options);
      maps.push(this);
    }
  };
  // The mocks leave out the SymbolPath enum the markers are drawn with.
  (google.maps as { SymbolPath: unknown }).SymbolPath ??= {
    CIRCLE: 0,
    FORWARD_CLOSED_ARROW: 1,
    FORWARD_OPEN_ARROW: 2,
    BACKWARD_CLOSED_ARROW: 3,
    BACKWARD_OPEN_ARROW: 4,
  };
  setStoreLocation(null);
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('<StoreLocator> on Google Maps (a maps-key given)', () => {
  it('loads the maps, marker and core libraries and draws the region’s default centre', async () => {
    fakeServices();
    render(<StoreLocator apiBase={API_BASE} mapsKey="test-key" region="nz" />);
    await waitFor(() => expect(mapOptions).toHaveBeenCalled());
    expect(importLibrary.mock.calls.map(([name]) => name).sort()).toEqual([
      'core',
      'maps',
      'marker',
    ]);
    expect(mapOptions.mock.lastCall?.[1]).toMatchObject({
      center: { lat: -41.2867, lng: 174.773 },
    });
    expect(document.querySelector('.offline-map')).toBeNull();
  });

  it('zooms to the SPEC table for the radius and puts a numbered marker on each listed store', async () => {
    fakeServices();
    render(
      <StoreLocator
        apiBase={API_BASE}
        mapsKey="test-key"
        lat={PARRAMATTA.lat}
        lng={PARRAMATTA.lng}
        radius={10}
      />,
    );
    await screen.findByText('2 stores within 10 km of Parramatta.');
    await waitFor(() => expect(liveMarkers()).toHaveLength(2));
    const map = latestMap();
    expect(map.setZoom).toHaveBeenLastCalledWith(12);
    expect(map.setCenter).toHaveBeenLastCalledWith(PARRAMATTA);
    expect(
      liveMarkers().map((marker) => {
        const options = markerOptions.get(marker) ?? {};
        return [(options.label as google.maps.MarkerLabel).text, options.title];
      }),
    ).toEqual([
      ['1', 'GH Flooring Parramatta'],
      ['2', 'GH Flooring Westmead'],
    ]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Radius' }), '50');
    expect(map.setZoom).toHaveBeenLastCalledWith(9);
    await waitFor(() => expect(liveMarkers()).toHaveLength(3));
  });

  it('marks a store picked on the map in the list, and pans to a store picked in the list', async () => {
    fakeServices();
    const onStoreSelect = jest.fn();
    render(
      <StoreLocator
        apiBase={API_BASE}
        mapsKey="test-key"
        lat={PARRAMATTA.lat}
        lng={PARRAMATTA.lng}
        onStoreSelect={onStoreSelect}
      />,
    );
    await waitFor(() => expect(liveMarkers()).toHaveLength(2));
    const westmead = liveMarkers()[1] as google.maps.Marker;
    const [event, onClick] = (westmead.addListener as jest.Mock).mock.lastCall ?? [];
    expect(event).toBe('click');
    onClick();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Show on map: GH Flooring Westmead' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(onStoreSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Show on map: GH Flooring Parramatta' }),
    );
    const map = latestMap();
    expect(map.panTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ lat: expect.any(Number), lng: 151.0 }),
    );
  });

  it('falls back to the offline map with a warning when Google Maps cannot load', async () => {
    fakeServices();
    importLibrary.mockRejectedValueOnce(
      new Error('The Google Maps JavaScript API could not load.'),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(<StoreLocator apiBase={API_BASE} mapsKey="test-key" />);
    await waitFor(() => expect(document.querySelector('.offline-map')).not.toBeNull());
    expect(warn).toHaveBeenCalledWith(
      '[gh-widgets] Google Maps could not load; showing the offline map',
      expect.any(Error),
    );
  });

  it('copies the styles Google Maps adds to the page into the element’s shadow root', async () => {
    fakeServices();
    const element = document.createElement('gh-store-locator');
    element.setAttribute('api-base', API_BASE);
    element.setAttribute('maps-key', 'test-key');
    document.body.append(element);
    const shadow = element.shadowRoot as ShadowRoot;
    await waitFor(() => expect(shadow.querySelector('.google-map')).not.toBeNull());
    await waitFor(() => expect(mapOptions).toHaveBeenCalled());
    const googleStyle = document.createElement('style');
    googleStyle.textContent = '.gm-style { font: inherit; }';
    document.head.append(googleStyle);
    await waitFor(() =>
      expect([...shadow.querySelectorAll('style')].map((s) => s.textContent)).toContain(
        '.gm-style { font: inherit; }',
      ),
    );
    element.remove();
    googleStyle.remove();
  });
});
