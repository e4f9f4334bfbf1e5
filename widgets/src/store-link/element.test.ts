import { findByRole } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../store-locator/element';
import { attributeNames, observedAttributes, placeElement } from '../internal/element-testing';
import './element';
import { setStoreLocation } from '../store-locator/location';
import { API_BASE, fakeServices } from '../store-locator/test-services';
import { storeLinkMeta } from './meta';

const place = (tag: string, attributes: Record<string, string> = {}) =>
  placeElement(tag, { 'api-base': API_BASE, ...attributes }).root;

beforeEach(() => {
  setStoreLocation(null);
});
afterEach(() => {
  document.body.replaceChildren();
});

describe('<gh-store-link> (DESIGN.md sections 5 and 7)', () => {
  it('observes exactly the attributes its manifest lists', () => {
    expect(observedAttributes('gh-store-link')).toEqual(attributeNames(storeLinkMeta));
  });

  it('links to its href in an open shadow root', async () => {
    fakeServices();
    const root = place('gh-store-link', { href: '/au/find-stores' });
    expect(await findByRole(root, 'link', { name: 'Find your nearest stores' })).toHaveAttribute(
      'href',
      '/au/find-stores',
    );
  });

  it('shows the count for the search made in a <gh-store-locator> on the same page', async () => {
    fakeServices();
    const link = place('gh-store-link', { href: '/au/find-stores' });
    await findByRole(link, 'link', { name: 'Find your nearest stores' });
    const locator = place('gh-store-locator', { radius: '5', 'shared-location': '' });
    Object.defineProperty(globalThis.navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: -33.8, longitude: 151.0 } } as GeolocationPosition),
      },
    });
    await userEvent.click(await findByRole(locator, 'button', { name: 'Use my location' }));
    expect(await findByRole(link, 'link', { name: '2 Parramatta nearby stores' })).toBeVisible();
  });
});
