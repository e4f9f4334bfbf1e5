import { findByLabelText, findByRole, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  attributeNames,
  nextEvent,
  observedAttributes,
  placeElement,
} from '../internal/element-testing';
import './element';
import { calculatorMeta } from './meta';

/** A <gh-calculator> with these attributes, on the page, and its shadow root. */
const place = (attributes: Record<string, string> = {}) =>
  placeElement('gh-calculator', attributes);

// The elements render on their own schedule, as in a browser; tests wait with findBy and waitFor
// rather than wrapping renders in act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('<gh-calculator> (DESIGN.md section 5)', () => {
  it('renders into an open shadow root that carries its own styles', async () => {
    const { root } = place({ heading: 'Carpet calculator' });
    expect(await findByRole(root, 'heading', { level: 2 })).toHaveTextContent('Carpet calculator');
    expect(root.querySelector('style')?.textContent).toContain(':host');
  });

  it('observes exactly the attributes its manifest lists', () => {
    expect(observedAttributes('gh-calculator')).toEqual(attributeNames(calculatorMeta));
  });

  it('fires gh-calculator-change, bubbling and composed, with the totals after an edit', async () => {
    const { root } = place();
    const heard = jest.fn();
    document.addEventListener('gh-calculator-change', heard);
    await userEvent.type(await findByLabelText(root, 'Width'), '4');
    await userEvent.type(await findByLabelText(root, 'Length'), '5');
    const lastTotals = () => (heard.mock.lastCall?.[0] as CustomEvent | undefined)?.detail.totals;
    await waitFor(() =>
      expect(lastTotals()?.carpet).toMatchObject({
        subTotal: 20,
        metres: 22,
        lineal: 6.01,
      }),
    );
    document.removeEventListener('gh-calculator-change', heard);
    const event = heard.mock.lastCall?.[0] as CustomEvent;
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event.bubbles && event.composed).toBe(true);
  });

  it('treats a bare allow-unit-switch as on and its removal as off', async () => {
    const { element, root } = place({ 'allow-unit-switch': '' });
    expect(await findByRole(root, 'radio', { name: 'Imperial' })).toBeInTheDocument();
    element.removeAttribute('allow-unit-switch');
    await waitFor(() => expect(within(root).queryByRole('radio')).toBeNull());
    element.setAttribute('allow-unit-switch', 'false');
    await waitFor(() => expect(within(root).queryByRole('radio')).toBeNull());
  });

  it('switches to feet and inches when the units property is set by script', async () => {
    const { element, root } = place();
    (element as HTMLElement & { units: string }).units = 'imperial';
    expect(element.getAttribute('units')).toBe('imperial');
    expect(await findByLabelText(root, 'Width (ft)')).toBeVisible();
  });

  it('shows Save only with a save-label, and fires gh-calculator-save with the state', async () => {
    const { element, root } = place();
    await findByLabelText(root, 'Width');
    expect(within(root).queryByRole('button', { name: /save/i })).toBeNull();
    element.setAttribute('save-label', 'Save my rooms');
    const saved = nextEvent('gh-calculator-save');
    await userEvent.click(await findByRole(root, 'button', { name: 'Save my rooms' }));
    expect((await saved).detail.rows).toHaveLength(1);
  });

  it('goes back to one default room on reset() and when its region changes', async () => {
    const { element, root } = place();
    const addTwoRooms = async () => {
      await userEvent.click(await findByRole(root, 'button', { name: 'Add a room' }));
      await userEvent.click(await findByRole(root, 'button', { name: 'Add a room' }));
      await waitFor(() => expect(within(root).getAllByLabelText('Width')).toHaveLength(3));
    };
    await addTwoRooms();
    (element as HTMLElement & { reset(): void }).reset();
    await waitFor(() => expect(within(root).getAllByLabelText('Width')).toHaveLength(1));
    await addTwoRooms();
    element.setAttribute('region', 'nz');
    await waitFor(() => expect(within(root).getAllByLabelText('Width')).toHaveLength(1));
  });

  it('keeps each calculator’s rooms to itself when two are on one page', async () => {
    const first = place().root;
    const second = place().root;
    await userEvent.type(await findByLabelText(first, 'Width'), '7');
    await userEvent.click(await findByRole(second, 'button', { name: 'Add a room' }));
    await waitFor(() => expect(within(second).getAllByLabelText('Width')).toHaveLength(2));
    expect(within(first).getAllByLabelText('Width')).toHaveLength(1);
    expect(within(first).getByLabelText('Width')).toHaveValue('7');
    expect(within(second).getAllByLabelText('Width')[0]).toHaveValue('0');
  });
});
