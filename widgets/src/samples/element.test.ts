import { configure, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderManifest, renderTypes } from '../../tools/manifest';
import {
  attributeNames,
  nextEvent,
  observedAttributes,
  placeElement,
} from '../internal/element-testing';
import { samplesStoreFor } from './basket';
import './element';
import { samplesMeta } from './meta';
import { type FakeServices, fakeServices, woolHavenSample } from './testing/fake-services';

type GhSamples = HTMLElement & { open: boolean; show(): void; hide(): void; reset(): void };

let services: FakeServices;

// Every waitFor and findBy polls for up to 5 s: the tests share a busy machine.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

/**
 * The element of this role and name in a shadow root, once rendered. A role query checks the
 * computed styles of every candidate, which jsdom computes slowly under a shadow root holding the
 * widget's stylesheet (about a second here), so polling waits without that check (hidden: true)
 * and the full query runs once at the end.
 */
async function findByRoleIn(root: HTMLElement, role: string, name: string | RegExp) {
  await waitFor(() => within(root).getByRole(role, { name, hidden: true }));
  return within(root).getByRole(role, { name });
}

/** A <gh-samples> with these attributes, on the page, and its shadow root. */
const place = (attributes: Record<string, string> = {}) =>
  placeElement<GhSamples>('gh-samples', { 'api-base': '', ...attributes });

const isOpen = (root: HTMLElement) => root.querySelector('dialog')?.hasAttribute('open');

// The elements render on their own schedule, as in a browser; tests wait with findBy and waitFor
// rather than wrapping renders in act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  globalThis.fetch = (input, init) => services.fetch(input, init);
});
beforeEach(() => {
  services = fakeServices();
});
afterEach(() => {
  document.body.replaceChildren();
  samplesStoreFor('GHRES', 'au').getState().clear();
});

describe('<gh-samples> (DESIGN.md section 5)', () => {
  it('renders the Free Samples button into an open shadow root that carries its own styles', async () => {
    const { root } = place();
    expect(await findByRoleIn(root, 'button', 'Free Samples')).toBeInTheDocument();
    expect(root.querySelector('style')?.textContent).toContain(':host');
  });

  it('observes exactly the attributes its manifest lists', () => {
    expect(observedAttributes('gh-samples')).toEqual(attributeNames(samplesMeta));
  });

  it('opens at the product’s colours while the open attribute is present, and closes when it is removed', async () => {
    const { element, root } = place({ 'product-code': 'GHRES-1001', open: '' });
    expect(await findByRoleIn(root, 'button', /^Charcoal/)).toBeInTheDocument();
    expect(isOpen(root)).toBe(true);
    element.removeAttribute('open');
    await waitFor(() => expect(isOpen(root)).toBe(false));
  });

  it('opens at the step given through show(), and closes through hide()', async () => {
    samplesStoreFor('GHRES', 'au')
      .getState()
      .add(
        [
          {
            name: 'Charcoal',
            globalItemId: 'GHRES-1001-02',
            productCode: 'GHRES-1001',
            colourId: '02',
            sampleInStock: true,
          },
        ],
        [{ productCode: 'GHRES-1001', name: 'Wool Haven', brands: ['Gh Residential'] }],
      );
    const { element, root } = place({ step: 'order-samples' });
    await findByRoleIn(root, 'button', 'Samples 1');
    element.show();
    expect(await findByRoleIn(root, 'heading', 'Order Details')).toBeInTheDocument();
    expect(element.open).toBe(true);
    element.hide();
    await waitFor(() => expect(isOpen(root)).toBe(false));
    expect(element).not.toHaveAttribute('open');
  });

  it('takes el.open = true like any reflecting property, and fires -show and -hide as the visitor opens and closes', async () => {
    const { element, root } = place({ 'product-code': 'GHRES-1001' });
    const heard: string[] = [];
    for (const name of ['gh-samples-show', 'gh-samples-hide']) {
      element.addEventListener(name, (event) => {
        heard.push(`${event.type} open=${element.open}`);
      });
    }
    element.open = true;
    expect(element).toHaveAttribute('open', '');
    await waitFor(() => expect(isOpen(root)).toBe(true));
    await waitFor(() => expect(heard).toEqual(['gh-samples-show open=true']));
    element.open = false;
    await waitFor(() => expect(isOpen(root)).toBe(false));
    await waitFor(() => expect(heard).toHaveLength(2));
    await userEvent.click(await findByRoleIn(root, 'button', 'Free Samples'));
    await waitFor(() => expect(isOpen(root)).toBe(true));
    expect(element).toHaveAttribute('open', '');
    await userEvent.click(await findByRoleIn(root, 'button', 'Close'));
    await waitFor(() => expect(isOpen(root)).toBe(false));
    expect(element).not.toHaveAttribute('open');
    expect(heard).toEqual([
      'gh-samples-show open=true',
      'gh-samples-hide open=false',
      'gh-samples-show open=true',
      'gh-samples-hide open=false',
    ]);
  });

  it('fires a cancelable gh-samples-request-close on Close; preventDefault keeps the modal open', async () => {
    const { element, root } = place({ 'product-code': 'GHRES-1001', open: '' });
    const sources: string[] = [];
    element.addEventListener('gh-samples-request-close', (event) => {
      sources.push((event as CustomEvent<{ source: string }>).detail.source);
      event.preventDefault();
    });
    await userEvent.click(await findByRoleIn(root, 'button', 'Close'));
    expect(sources).toEqual(['close-button']);
    expect(isOpen(root)).toBe(true);
    expect(element.open).toBe(true);
  });

  it('lists the open property, show(), hide() and the dialog events in the consumer types and the manifest', () => {
    const types = renderTypes([samplesMeta]);
    expect(types).toContain('  open: boolean;');
    expect(types).toContain('  show(): void;');
    expect(types).toContain('  hide(): void;');
    expect(types).not.toContain('  open(): void;');
    expect(types).toContain("'gh-samples-order': CustomEvent<GhSamplesOrder>;");
    expect(types).toContain("'gh-samples-request-close': CustomEvent<GhRequestCloseDetail>;");
    const element = renderManifest([samplesMeta]).modules[0]?.declarations[0];
    expect(element?.events.map((e) => e.name)).toEqual(
      expect.arrayContaining(['gh-samples-show', 'gh-samples-hide', 'gh-samples-request-close']),
    );
    expect(element?.members).toContainEqual(
      expect.objectContaining({ kind: 'field', name: 'open', reflects: true }),
    );
  });

  it('fires gh-samples-change, bubbling and composed, with the samples, count and maximum', async () => {
    const { root } = place({ 'product-code': 'GHRES-1001', open: '' });
    const changed = nextEvent('gh-samples-change');
    await userEvent.click(await findByRoleIn(root, 'button', /^Charcoal/));
    const event = await changed;
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.detail).toEqual({
      samples: [woolHavenSample('02', 'Charcoal')],
      count: 1,
      max: 3,
    });
  });

  it('chooses the colour of its colour attribute as the modal opens on the product', async () => {
    const { element, root } = place({ 'product-code': 'GHRES-1001', colour: 'ivory' });
    await findByRoleIn(root, 'button', 'Free Samples');
    element.show();
    const ivory = await findByRoleIn(root, 'button', /^Ivory/);
    await waitFor(() => expect(ivory).toHaveAttribute('aria-pressed', 'true'));
    expect(within(root).getByRole('button', { name: 'Samples 1' })).toBeInTheDocument();
  });

  it('leads Browse products to /{region}/products/, or to its products-href', async () => {
    const plain = place({ open: '' });
    expect(await findByRoleIn(plain.root, 'link', 'Browse products')).toHaveAttribute(
      'href',
      '/au/products/',
    );
    plain.element.remove();
    const sister = place({ 'products-href': 'https://sister.example.com/products', open: '' });
    expect(await findByRoleIn(sister.root, 'link', 'Browse products')).toHaveAttribute(
      'href',
      'https://sister.example.com/products',
    );
  });

  it('shares the basket between two elements of one site and empties it on reset()', async () => {
    const first = place({ 'product-code': 'GHRES-1001', open: '' });
    const second = place({ 'product-code': 'GHRES-1001' });
    await userEvent.click(await findByRoleIn(first.root, 'button', /^Storm/));
    expect(await findByRoleIn(second.root, 'button', 'Samples 1')).toBeInTheDocument();
    second.element.reset();
    expect(await findByRoleIn(first.root, 'button', 'Free Samples')).toBeInTheDocument();
    expect(within(second.root).getByRole('button', { name: 'Free Samples' })).toBeInTheDocument();
  });

  it('keeps another website’s basket apart', async () => {
    const residential = place({ 'product-code': 'GHRES-1001', open: '' });
    const foundation = place({ 'product-code': 'GHRES-1001', website: 'TFF' });
    await userEvent.click(await findByRoleIn(residential.root, 'button', /^Storm/));
    await findByRoleIn(residential.root, 'button', 'Samples 1');
    expect(
      within(foundation.root).getByRole('button', { name: 'Free Samples' }),
    ).toBeInTheDocument();
  });

  it('fires gh-samples-order with the order id and transaction id once an order is accepted', async () => {
    const { root } = place({ 'product-code': 'GHRES-1001', open: '' });
    const ordered = nextEvent('gh-samples-order');
    await userEvent.click(await findByRoleIn(root, 'button', /^Storm/));
    await userEvent.click(await findByRoleIn(root, 'button', 'Order Samples'));
    await waitFor(() => within(root).getByLabelText('First name'));
    const type = async (label: string, text: string) =>
      userEvent.type(within(root).getByLabelText(label), text, { delay: null });
    await type('First name', 'Ada');
    await type('Last name', 'Lovelace');
    await type('Mobile', '0412 345 678');
    await type('Email', 'ada@example.com');
    await type('Delivery address', 'Harbour View Road');
    await userEvent.click(await findByRoleIn(root, 'option', 'Submit Custom Address'));
    await userEvent.click(within(root).getByRole('button', { name: 'Submit' }));
    const event = await ordered;
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.detail).toMatchObject({
      orderId: 'order-1',
      transactionId: expect.stringMatching(/^sample_order__/),
      samples: [expect.objectContaining({ globalItemId: 'GHRES-1001-06' })],
    });
    expect(services.orders[0]?.body).toMatchObject({
      values: { address: { type: 'CUSTOM', custom: 'Harbour View Road' } },
    });
  });
});
