import { findByRole, findByText, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  attributeNames,
  nextEvent,
  observedAttributes,
  placeElement,
} from '../internal/element-testing';
import './element';
import { setStoreLocation } from './location';
import { storeLocatorMeta } from './meta';
import { API_BASE, fakeServices } from './test-services';

/** A <gh-store-locator> with these attributes, on the page, and its shadow root. */
const place = (attributes: Record<string, string> = {}) =>
  placeElement('gh-store-locator', { 'api-base': API_BASE, ...attributes });

beforeEach(() => {
  setStoreLocation(null);
});
afterEach(() => {
  document.body.replaceChildren();
});

describe('<gh-store-locator> (DESIGN.md section 5)', () => {
  it('renders into an open shadow root that carries its own styles', async () => {
    fakeServices();
    const { root } = place();
    expect(await findByRole(root, 'button', { name: 'Use my location' })).toBeVisible();
    expect(root.querySelector('style')?.textContent).toContain(':host');
  });

  it('observes exactly the attributes its manifest lists', () => {
    expect(observedAttributes('gh-store-locator')).toEqual(attributeNames(storeLocatorMeta));
  });

  it('searches around its lat and lng attributes within its radius, brand and category', async () => {
    const services = fakeServices();
    const { root } = place({
      lat: '-33.815',
      lng: '151.001',
      radius: '75',
      brand: 'FTX',
      category: 'HF',
      region: 'au',
      website: 'GHRES',
    });
    expect(await findByText(root, '1 store within 75 km of Parramatta.')).toBeVisible();
    expect(Object.fromEntries(services.storeLookups()[0]?.searchParams ?? [])).toMatchObject({
      lat: '-33.815',
      lng: '151.001',
      brand: 'FTX',
      category: 'HF',
    });
  });

  it('fires gh-store-select, bubbling and composed, with the store picked', async () => {
    fakeServices();
    const { root } = place({ lat: '-33.815', lng: '151.001' });
    const picked = nextEvent('gh-store-select');
    await userEvent.click(
      await findByRole(root, 'button', { name: 'Show on map: GH Flooring Westmead' }),
    );
    const event = await picked;
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.detail).toMatchObject({ id: 2, name: 'GH Flooring Westmead', distance: 3.2 });
    expect(within(root).getByRole('button', { name: /Westmead/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
