import { SiteTagManagerElement } from './tag-manager';

customElements.define('site-tag-manager', SiteTagManagerElement);

const tagManagerScripts = () =>
  document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"]');
const page = window as unknown as { dataLayer?: unknown[] };

function addTagManager(container?: string) {
  const element = document.createElement('site-tag-manager');
  if (container) element.setAttribute('container', container);
  document.body.append(element);
  return element;
}

beforeEach(() => {
  jest.useFakeTimers();
  delete page.dataLayer;
});
afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('<site-tag-manager>', () => {
  it('loads the container’s gtm.js once the browser is idle, after starting the data layer', () => {
    addTagManager('GTM-TEST123');
    expect(tagManagerScripts()).toHaveLength(0);

    jest.runAllTimers();
    const [script, ...others] = tagManagerScripts();
    expect(others).toEqual([]);
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
    expect(script?.dataset.strategy).toBe('idle');
    expect(page.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    // Nothing inline: the strict content policy runs no script without a source.
    expect([...document.querySelectorAll('script')].filter((s) => !s.src)).toEqual([]);
  });

  it('loads it once however often the element comes and goes', () => {
    addTagManager('GTM-TEST123');
    jest.runAllTimers();
    document.body.replaceChildren();
    addTagManager('GTM-TEST123');
    jest.runAllTimers();
    expect(tagManagerScripts()).toHaveLength(1);
    expect(page.dataLayer).toHaveLength(1);
  });

  it('loads nothing before the browser is idle if the element leaves first', () => {
    addTagManager('GTM-TEST123').remove();
    jest.runAllTimers();
    expect(tagManagerScripts()).toHaveLength(0);
    expect(page.dataLayer).toBeUndefined();
  });

  it('loads nothing without a container id (the site built without GATSBY_GTM_ID)', () => {
    addTagManager();
    jest.runAllTimers();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(page.dataLayer).toBeUndefined();
  });
});
