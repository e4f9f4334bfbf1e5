/**
 * Hydration in slices, on Preact as the site ships (gatsby-plugin-preact): the page is rendered
 * to HTML as the build does, then hydrated as the browser does.
 */
import { waitFor } from '@testing-library/react';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { type ReactNode, useState } from 'react';
import { render } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { HydrationSlice } from './HydrationSlice';
import { hydrateInSlices, whenHydrated } from './slices';

/** Counts the frames drawn: 0 while the page hydrates. A slice records the frame it hydrated in. */
let frame = 0;
const hydratedIn: Record<string, number> = {};
Object.assign(globalThis, {
  requestAnimationFrame: (callback: FrameRequestCallback) =>
    setTimeout(() => {
      frame++;
      callback(performance.now());
    }, 0),
});

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  // Its first render is its hydration.
  hydratedIn[name] ??= frame;
  return (
    <button type="button" data-name={name} onClick={() => setCount((value) => value + 1)}>
      {name} {count}
    </button>
  );
}

function Page({ colour, children }: { colour: string; children?: ReactNode }) {
  return (
    <div className="page">
      <HydrationSlice>
        <header>
          <Counter name="menu" />
        </header>
      </HydrationSlice>
      <HydrationSlice>
        <main data-colour={colour}>
          <Counter name="content" />
          {children}
        </main>
      </HydrationSlice>
      <footer>
        <Counter name="footer" />
      </footer>
    </div>
  );
}

/** A page whose footer waits to be near the viewport. */
function FarPage() {
  return (
    <div>
      <HydrationSlice>
        <main>
          <Counter name="far-content" />
        </main>
      </HydrationSlice>
      <HydrationSlice near=".far-footer">
        <footer className="far-footer">
          <Counter name="far-footer" />
        </footer>
      </HydrationSlice>
    </div>
  );
}

describe('hydration in slices', () => {
  it('keeps the server markup, hydrates each slice after the page, a frame apart, and then reports the page hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page colour="storm" />);
    for (const name of Object.keys(hydratedIn)) delete hydratedIn[name];
    document.body.append(container);
    const serverButtons = [...container.querySelectorAll('button')];

    let page: Element | null = null;
    hydrateInSlices(() => {
      hydrateRoot(container, <Page colour="storm" />);
      page = container.firstElementChild;
    });
    // The page outside the slices is hydrated at once; the slices still wait.
    expect(container.firstElementChild).toBe(page);
    const menu = container.querySelector<HTMLButtonElement>('[data-name="menu"]');
    menu?.click();
    expect(menu).toHaveTextContent('menu 0');

    // Outside act(), which would hold renders back until it ends: each slice renders in its turn.
    await whenHydrated();
    // Not one node was made anew: every slice adopted the server's.
    expect([...container.querySelectorAll('button')]).toEqual(serverButtons);
    await act(() => {
      menu?.click();
    });
    expect(menu).toHaveTextContent('menu 1');
    expect(container.querySelector('[data-name="content"]')).toHaveTextContent('content 0');
    // The footer (in no slice) hydrated with the page; each slice after a frame of its own.
    expect(hydratedIn.footer).toBe(0);
    expect(hydratedIn.menu).toBeGreaterThan(0);
    expect(hydratedIn.content).toBeGreaterThan(hydratedIn.menu as number);
    container.remove();
  });

  it('shows what the page changed before a slice took its turn (a colour from the URL), on the server markup', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page colour="storm" />);
    const main = container.querySelector('main');

    hydrateInSlices(() => {
      const root = hydrateRoot(container, <Page colour="storm" />);
      // The page's own effect, before the content slice's turn.
      root.render(<Page colour="sand" />);
    });
    expect(main).toHaveAttribute('data-colour', 'storm');

    await whenHydrated();
    await act(() => {});
    expect(container.querySelector('main')).toBe(main);
    expect(main).toHaveAttribute('data-colour', 'sand');
  });

  it('hydrates a slice that waits to be near (the footer) only once it is, after the page is reported hydrated', async () => {
    // The browser's observer, as a test double: the test says when the footer comes near.
    const observed: Array<() => void> = [];
    class NearObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observed.push(() =>
          this.callback(
            [{ isIntersecting: true, target } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      disconnect() {}
    }
    Object.assign(globalThis, { IntersectionObserver: NearObserver });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FarPage />);
    document.body.append(container);
    const footerButton = container.querySelector<HTMLButtonElement>('[data-name="far-footer"]');
    delete hydratedIn['far-footer'];

    hydrateInSlices(() => {
      hydrateRoot(container, <FarPage />);
    });
    await whenHydrated();
    expect(observed).toHaveLength(1);
    expect(hydratedIn['far-footer']).toBeUndefined();
    footerButton?.click();
    expect(footerButton).toHaveTextContent('far-footer 0');

    observed[0]?.();
    await waitFor(() => expect(hydratedIn['far-footer']).toBeDefined());
    // It adopted the server's markup, and answers now.
    expect(container.querySelector('[data-name="far-footer"]')).toBe(footerButton);
    await act(() => {
      footerButton?.click();
    });
    expect(footerButton).toHaveTextContent('far-footer 1');
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    container.remove();
  });

  it('renders slices at once after the first hydration, as on a client-side navigation', async () => {
    await whenHydrated();
    const container = document.createElement('div');
    render(<Page colour="moss" />, container);
    expect(container.querySelector('header')).toHaveTextContent('menu 0');
    expect(container.querySelector('main')).toHaveAttribute('data-colour', 'moss');
  });
});
