import { act, render } from '@testing-library/react';
import { TagManager } from './TagManager';

const tagManagerScripts = () =>
  document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"]');
const page = window as unknown as { dataLayer?: unknown[] };

beforeEach(() => {
  jest.useFakeTimers();
  delete page.dataLayer;
});
afterEach(() => {
  jest.useRealTimers();
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('<TagManager>', () => {
  it('loads the container’s gtm.js once the browser is idle, after starting the data layer', () => {
    const { container } = render(<TagManager id="GTM-TEST123" />);
    expect(container).toBeEmptyDOMElement();
    expect(tagManagerScripts()).toHaveLength(0);

    act(() => {
      jest.runAllTimers();
    });
    const [script, ...others] = tagManagerScripts();
    expect(others).toEqual([]);
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
    expect(script?.dataset.strategy).toBe('idle');
    expect(page.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    // Nothing inline: the strict content policy runs no script without a source.
    expect([...document.querySelectorAll('script')].filter((s) => !s.src)).toEqual([]);
  });

  it('loads it once however often the layout renders', () => {
    const first = render(<TagManager id="GTM-TEST123" />);
    act(() => {
      jest.runAllTimers();
    });
    first.unmount();
    render(<TagManager id="GTM-TEST123" />);
    act(() => {
      jest.runAllTimers();
    });
    expect(tagManagerScripts()).toHaveLength(1);
    expect(page.dataLayer).toHaveLength(1);
  });

  it('loads nothing when the site is built without GATSBY_GTM_ID', () => {
    const { container } = render(<TagManager id={undefined} />);
    act(() => {
      jest.runAllTimers();
    });
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(page.dataLayer).toBeUndefined();
  });
});
