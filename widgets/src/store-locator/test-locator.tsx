/**
 * What the store locator's component tests share (StoreLocator*.test.tsx, GoogleMap.test.tsx): a
 * place to search around and the locator rendered around it, the browser's location as a test sets it, the store list and status as a visitor reads
 * them, the regions' prompts, and no shared location left from the test before.
 */
import { render, screen, within } from '@testing-library/react';
import { setStoreLocation } from './location';
import { StoreLocator, type StoreLocatorProps } from './StoreLocator';
import { API_BASE } from './test-services';

export const PARRAMATTA = { lat: -33.815, lng: 151.001 };

/** The locator as a host page places it around Parramatta (lat and lng), with these other props. */
export const renderAroundParramatta = (props: Partial<StoreLocatorProps> = {}) =>
  render(<StoreLocator apiBase={API_BASE} lat={PARRAMATTA.lat} lng={PARRAMATTA.lng} {...props} />);

export function geolocationAnswering(
  answer: (success: PositionCallback, failure: PositionErrorCallback) => void,
) {
  const getCurrentPosition = jest.fn(answer);
  Object.defineProperty(globalThis.navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

export const storeNames = () =>
  within(screen.getByRole('list', { name: 'Stores' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent?.replace(/^\d+/, ''));

export const status = () => screen.getByRole('status');
export const radius = () => screen.getByRole('combobox', { name: 'Radius' });

export const AU_PROMPT =
  'Search for your suburb or postcode to see stores near you, or use your location.';
export const NA_PROMPT =
  'Search for your city, ZIP or postal code to see stores near you, or use your location.';

/** Registers the hooks of a store-locator test file. */
export function setUpLocatorTests(): void {
  beforeEach(() => {
    setStoreLocation(null);
  });
}
