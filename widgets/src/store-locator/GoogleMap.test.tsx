import { importLibrary, initialize } from '@googlemaps/jest-mocks';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import './element';
import { setStoreLocation } from './location';
import { StoreLocator, type StoreLocatorProps } from './StoreLocator';
import { PARRAMATTA, renderAroundParramatta } from './test-locator';
import { API_BASE, fakeServices } from './test-services';

let maps: google.maps.Map[] = [];

function latestMap(): google.maps.Map {
  const map = maps.at(-1);
  if (!map) throw new Error('no google.maps.Map was made');
  return map;
}

type AdvancedMarker = google.maps.marker.AdvancedMarkerElement;

/** The locator on Google Maps, searching around Parramatta at once. */
const renderOnGoogleMaps = (props: Partial<StoreLocatorProps> = {}) =>
  renderAroundParramatta({ mapsKey: 'test-key', ...props });

/** Markers made and not taken off the map again (`marker.map = null`). */
const liveMarkers = () => markers.filter((marker) => marker.map !== null);

let mapOptions: jest.Mock;
let markers: AdvancedMarker[];
let markerClasses = 0;

beforeEach(() => {
  initialize();
  mapOptions = jest.fn();
  maps = [];
  markers = [];
  // The mock marker drops its options; the real one takes them as its properties. A custom
  // element class must be registered before it can be constructed: one name per test.
  const Marker = class extends google.maps.marker.AdvancedMarkerElement {
    constructor(options?: google.maps.marker.AdvancedMarkerElementOptions) {
      super(options);
      Object.assign(this, options);
      markers.push(this);
    }
  };
  customElements.define(`gh-test-marker-${++markerClasses}`, Marker);
  google.maps.marker.AdvancedMarkerElement = Marker;
  // The mock Map drops its options; keep them to check the centre and zoom it was made with.
  google.maps.Map = class extends google.maps.Map {
    constructor(element: HTMLElement, options?: google.maps.MapOptions) {
      super(element, options);
      mapOptions(element, options);
      maps.push(this);
    }
  };
  setStoreLocation(null);
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('<StoreLocator> on Google Maps (a maps-key given)', () => {
  it('loads the maps and marker libraries and draws the region’s default centre on Google’s demo map id', async () => {
    fakeServices();
    render(<StoreLocator apiBase={API_BASE} mapsKey="test-key" region="nz" />);
    await waitFor(() => expect(mapOptions).toHaveBeenCalled());
    expect(importLibrary.mock.calls.map(([name]) => name).sort()).toEqual(['maps', 'marker']);
    expect(mapOptions.mock.lastCall?.[1]).toMatchObject({
      center: { lat: -41.2867, lng: 174.773 },
      mapId: 'DEMO_MAP_ID',
    });
    expect(document.querySelector('.offline-map')).toBeNull();
  });

  it('draws the map with the element’s map-id', async () => {
    fakeServices();
    const element = document.createElement('gh-store-locator');
    element.setAttribute('api-base', API_BASE);
    element.setAttribute('maps-key', 'test-key');
    element.setAttribute('map-id', '8e0a97af9386fef');
    document.body.append(element);
    await waitFor(() => expect(mapOptions).toHaveBeenCalled());
    expect(mapOptions.mock.lastCall?.[1]).toMatchObject({ mapId: '8e0a97af9386fef' });
    element.remove();
  });

  it('zooms to the SPEC table for the radius and puts a numbered marker on each listed store', async () => {
    fakeServices();
    renderOnGoogleMaps({ radius: 10 });
    await screen.findByText('2 stores within 10 km of Parramatta.');
    await waitFor(() => expect(liveMarkers()).toHaveLength(2));
    const map = latestMap();
    expect(map.setZoom).toHaveBeenLastCalledWith(12);
    expect(map.setCenter).toHaveBeenLastCalledWith(PARRAMATTA);
    expect(
      liveMarkers().map((marker) => [
        marker.textContent,
        marker.title,
        marker.map === map,
        marker.gmpClickable,
      ]),
    ).toEqual([
      ['1', 'GH Flooring Parramatta', true, true],
      ['2', 'GH Flooring Westmead', true, true],
    ]);
    expect(liveMarkers()[0]?.position).toEqual(
      expect.objectContaining({ lat: expect.any(Number), lng: expect.any(Number) }),
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Radius' }), '50');
    expect(map.setZoom).toHaveBeenLastCalledWith(9);
    await waitFor(() => expect(liveMarkers()).toHaveLength(3));
  });

  it('marks a store picked on the map in the list, and pans to a store picked in the list', async () => {
    fakeServices();
    const onStoreSelect = jest.fn();
    renderOnGoogleMaps({ onStoreSelect });
    await waitFor(() => expect(liveMarkers()).toHaveLength(2));
    const westmead = liveMarkers()[1] as AdvancedMarker;
    westmead.dispatchEvent(new Event('gmp-click'));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Show on map: GH Flooring Westmead' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(onStoreSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    // The picked store's marker is drawn again, larger and on top.
    await waitFor(() =>
      expect(
        liveMarkers().find((marker) => marker.title === 'GH Flooring Westmead'),
      ).toHaveProperty('zIndex', 3),
    );
    const picked = liveMarkers().find((marker) => marker.title === 'GH Flooring Westmead');
    expect(picked?.querySelector('.selected-marker')).not.toBeNull();
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
