/**
 * The widgets' buttons drawn until the visitor reaches for them (reached-widget.ts) and a widget
 * put in as its place nears the viewport (near-widget.ts): which element comes, with which
 * attributes, and when.
 */
import { waitFor } from '@testing-library/react';
import { SiteWidgetElement } from './near-widget';
import { SiteVisualiserElement } from './reached-widget';
import { SiteSamplesElement } from './samples-button';

// The widget loader is the widget CDN's script, which Jest cannot fetch: its loads are counted.
const loads: string[] = [];
jest.mock('./widgets', () => {
  const actual = jest.requireActual('./widgets');
  return {
    ...actual,
    loadWidgets: () => {
      loads.push('loader');
      return Promise.resolve();
    },
    whenDefined: (tag: string) => {
      loads.push(tag);
      return customElements.whenDefined(tag);
    },
  };
});

customElements.define('site-samples', SiteSamplesElement);
customElements.define('site-visualiser', SiteVisualiserElement);
customElements.define('site-widget', SiteWidgetElement);

function place(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

afterEach(() => {
  loads.length = 0;
  document.body.replaceChildren();
});

describe('a widget’s button until the visitor reaches for it', () => {
  it('brings nothing while it is only shown', () => {
    place(
      '<site-visualiser region="au" product-code="GH1"><button type="button">Room Visualiser</button></site-visualiser>',
    );
    expect(loads).toEqual([]);
    expect(document.querySelector('gh-visualiser')).toBeNull();
  });

  it('puts the widget in with its attributes and its class once the pointer is on it', () => {
    const host = place(
      '<site-visualiser region="nz" product-code="GH1" variant-id="GH1-02" gallery="#main" colours="page" class="actions__visualiser" data-widget="gh-visualiser" data-widget-class="actions__visualiser"><button type="button">Room Visualiser</button></site-visualiser>',
    );
    host.querySelector('button')?.dispatchEvent(new Event('pointerenter'));
    const widget = host.querySelector('gh-visualiser');
    expect(widget).not.toBeNull();
    expect(
      Object.fromEntries([...(widget?.attributes ?? [])].map((a) => [a.name, a.value])),
    ).toEqual({
      region: 'nz',
      website: 'GHRES',
      'product-code': 'GH1',
      'variant-id': 'GH1-02',
      gallery: '#main',
      colours: 'page',
      class: 'actions__visualiser',
      hidden: '',
    });
    expect(loads).toEqual(['gh-visualiser']);
  });

  it('passes a colour chosen afterwards on to the widget', () => {
    const host = place(
      '<site-samples region="au" product-code="GH1" colour="sage"><button type="button" class="samples-placeholder">Free Samples</button></site-samples>',
    );
    host.querySelector('button')?.focus();
    const widget = host.querySelector('gh-samples');
    expect(widget?.getAttribute('colour')).toBe('sage');
    host.setAttribute('colour', 'moss');
    expect(widget?.getAttribute('colour')).toBe('moss');
  });

  it('becomes the widget too once another button of the page brought its code', async () => {
    const header = place(
      '<site-samples region="au"><button type="button" class="samples-placeholder">Free Samples</button></site-samples>',
    );
    expect(header.querySelector('gh-samples')).toBeNull();
    customElements.define('gh-samples', class extends HTMLElement {});
    await waitFor(() => expect(header.querySelector('gh-samples')).not.toBeNull());
  });
});

describe('a widget put in as its place nears the viewport', () => {
  // jsdom has no IntersectionObserver: the place counts as near at once (@gh/shared/schedule).
  it('puts the widget in with its attributes and has the loader bring its code', () => {
    const host = place(
      '<site-widget tag="gh-calculator" class="calculator" data-widget="gh-calculator" region="na" units="imperial" flooring="carpet"></site-widget>',
    );
    const widget = host.querySelector('gh-calculator');
    expect(widget?.getAttribute('region')).toBe('na');
    expect(widget?.getAttribute('units')).toBe('imperial');
    expect(widget?.getAttribute('flooring')).toBe('carpet');
    expect(widget?.hasAttribute('tag')).toBe(false);
    expect(widget?.hasAttribute('class')).toBe(false);
    expect(loads).toEqual(['loader']);
  });
});
