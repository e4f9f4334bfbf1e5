import { findByRole } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nextEvent } from '../internal/element-testing';
import './element';

beforeEach(() => {
  globalThis.fetch = jest.fn().mockResolvedValue({
    ok: true,
    status: 200,
    json: async () => ({ products: [{ airtableId: 'rec1', name: 'Berber Point' }] }),
  });
});

/**
 * Polls outside act() with plain selectors. Testing Library's findBy runs inside Preact's act,
 * which holds renders back until it ends, and jsdom keeps a stale computed style for elements in
 * a shadow root once their `hidden` changes, so role queries would miss the opened list.
 */
async function eventually<T>(find: () => T | null, timeout = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() - started > timeout) throw new Error('not found in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('<gh-search> (DESIGN.md section 5)', () => {
  // Real timers: the element waits out the real 1000 ms debounce, as in a browser.
  it('searches from its own api-base and fires gh-search-select, bubbling and composed, on a choice', async () => {
    const element = document.createElement('gh-search');
    element.setAttribute('api-base', 'https://gh.example');
    element.setAttribute('placeholder', 'Search carpets');
    document.body.append(element);
    const root = element.shadowRoot as unknown as HTMLElement;
    const box = await findByRole(root, 'combobox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search carpets');
    await userEvent.type(box, 'ber');
    const heard = nextEvent('gh-search-select');
    const option = await eventually(() =>
      root.querySelector<HTMLElement>('[role="listbox"]:not([hidden]) [role="option"]'),
    );
    expect(String((globalThis.fetch as jest.Mock).mock.calls[0]?.[0])).toMatch(
      /^https:\/\/gh\.example\/search-query\?query=ber/,
    );
    expect(option).toHaveTextContent('Berber Point');
    await userEvent.click(option);
    const event = await heard;
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.detail).toEqual({
      group: 'products',
      item: expect.objectContaining({ id: 'rec1', name: 'Berber Point' }),
    });
  });
});
